import 'server-only';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { EntityType } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { isReservedSegment } from '@/lib/path-rules';
import type { Db } from '../../db/client';
import { slugs } from '../../db/schema';
import { ConflictError, quote, ValidationError } from '../../errors';
import { violatedUniqueConstraint } from './unique-violation';

/**
 * Writes of the slug registry (DESIGN §3): an entity's slug per locale, under its parent's row in
 * that locale (null at the root). A slug is unique per locale and parent across every kind; a
 * clash answers 409 naming the entity that holds it.
 */

export type SlugWish = { locale: Locale; slug: string; parentRowId: number | null };

export type SlugOwner = { entityType: EntityType; entityId: number | null };

/** The field of a write that carries a locale's slug. */
const slugField = (locale: Locale) => `translations.${locale}.slug`;

/** First segments the application serves itself besides the pages' fixed routes. */
const TECHNICAL_SEGMENTS = new Set(['api', 'storage', 'out', 'sitemaps']);

/** A store lives at /{slug}: a slug the site routes itself would never reach it (422). */
export function assertRootSlugsRoutable(wishes: SlugWish[]): void {
  const taken = wishes.filter((wish) => isReservedSegment(wish.slug) || TECHNICAL_SEGMENTS.has(wish.slug));
  if (taken.length > 0) {
    throw new ValidationError(
      'Slug taken by a page of the site',
      taken.map((wish) => ({ path: slugField(wish.locale), message: `${quote(wish.slug)} is the address of a page of the site` })),
    );
  }
}

/** A 409 naming each entity that holds one of the slugs. */
export function slugConflict(clashes: { locale: Locale; slug: string; entityType: string; entityId: number }[]): ConflictError {
  return new ConflictError(
    'Slug already in use',
    clashes.map((clash) => ({
      path: slugField(clash.locale),
      message: `${quote(clash.slug)} is taken by ${clash.entityType} ${clash.entityId} in ${clash.locale}`,
      entity_type: clash.entityType,
      id: clash.entityId,
    })),
  );
}

/** Refuses with 409 the wishes whose slug another entity holds under the same parent in the locale. */
export async function assertSlugsFree(executor: Db, owner: SlugOwner, wishes: SlugWish[]): Promise<void> {
  if (wishes.length === 0) return;
  const rows = await executor
    .select({ locale: slugs.locale, slug: slugs.slug, entityType: slugs.entityType, entityId: slugs.entityId })
    .from(slugs)
    .where(
      or(
        ...wishes.map((wish) =>
          and(
            eq(slugs.locale, wish.locale),
            eq(slugs.slug, wish.slug),
            wish.parentRowId === null ? isNull(slugs.parentId) : eq(slugs.parentId, wish.parentRowId),
          ),
        ),
      ),
    );
  const clashes = rows.filter((row) => !(row.entityType === owner.entityType && row.entityId === owner.entityId));
  if (clashes.length > 0) throw slugConflict(clashes);
}

/** An entity's registry rows by locale: its children's parent rows. */
export async function slugRowsOf(executor: Db, entityTypes: EntityType[], entityId: number): Promise<Map<Locale, number>> {
  const rows = await executor
    .select({ id: slugs.id, locale: slugs.locale })
    .from(slugs)
    .where(and(inArray(slugs.entityType, entityTypes), eq(slugs.entityId, entityId)));
  return new Map(rows.map((row) => [row.locale, row.id]));
}

/**
 * Makes the registry hold exactly `wishes` for the entity: the rows of locales it no longer has go
 * (and their children's rows with them, so callers refuse that first), a changed slug keeps its
 * row (children point at it), a new locale gets one.
 */
export async function syncSlugs(tx: Db, owner: SlugOwner & { entityId: number }, wishes: SlugWish[]): Promise<void> {
  const current = await tx
    .select({ id: slugs.id, locale: slugs.locale, slug: slugs.slug, parentId: slugs.parentId })
    .from(slugs)
    .where(and(eq(slugs.entityType, owner.entityType), eq(slugs.entityId, owner.entityId)));
  const wanted = new Map(wishes.map((wish) => [wish.locale, wish]));
  const gone = current.filter((row) => !wanted.has(row.locale)).map((row) => row.id);
  if (gone.length > 0) await tx.delete(slugs).where(inArray(slugs.id, gone));
  for (const row of current) {
    const wish = wanted.get(row.locale);
    if (wish && (wish.slug !== row.slug || wish.parentRowId !== row.parentId)) {
      await tx.update(slugs).set({ slug: wish.slug, parentId: wish.parentRowId }).where(eq(slugs.id, row.id));
    }
  }
  const held = new Set(current.map((row) => row.locale));
  const added = wishes.filter((wish) => !held.has(wish.locale));
  if (added.length > 0) {
    await tx.insert(slugs).values(
      added.map((wish) => ({ locale: wish.locale, slug: wish.slug, parentId: wish.parentRowId, entityType: owner.entityType, entityId: owner.entityId })),
    );
  }
}

/**
 * Another writer took a slug between the check and the write: the registry's unique constraint,
 * or a family's own (`constraints`), refused it. A 409 rather than a 500.
 */
export function asSlugConflict(error: unknown, constraints: string[] = []): unknown {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'slugs_locale_parent_slug_uq' || (constraint !== null && constraints.includes(constraint))) {
    return new ConflictError('Slug already in use: another write took it a moment ago');
  }
  return error;
}
