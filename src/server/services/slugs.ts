import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '../db/client';
import { slugs } from '../db/schema';
import type { Locale } from '@/lib/locales';
import { type EntityType, entityPath } from '@/lib/entity-paths';
import { present } from './lib/hierarchy';

export type SlugRef = { entity_type: EntityType; id: number; slug: string };

export type ResolvedSlug = SlugRef & {
  parent: SlugRef | null;
  /** Site path in the locale. */
  path: string;
  /** The entity and its ancestors, root first; the last one is the entity itself. */
  chain: SlugRef[];
};

export type SlugQuery = { slug: string; entityType?: EntityType; parent?: string };

/**
 * The first path segment only tells a destination from a category (SPEC §2.2), not its level, so
 * a kind also finds the other level of its family: `location` finds a sublocation and back.
 */
const family: Record<EntityType, EntityType[]> = {
  location: ['location', 'sublocation'],
  sublocation: ['location', 'sublocation'],
  category: ['category', 'subcategory'],
  subcategory: ['category', 'subcategory'],
  store: ['store'],
  blog_category: ['blog_category'],
  blog_post: ['blog_post'],
};

// Entities nest three deep at most (place → region → country), so two ancestors suffice.
const parentRow = alias(slugs, 'parent_slug');
const grandRow = alias(slugs, 'grand_slug');

/**
 * Resolves a slug through the registry of the locale (DESIGN §3). With `parent` (the parent's slug)
 * only a child of that parent matches; without it a root entry is preferred over a child one.
 */
export async function resolveSlug(locale: Locale, query: SlugQuery): Promise<ResolvedSlug | null> {
  const [row] = await db()
    .select({
      entityType: slugs.entityType,
      entityId: slugs.entityId,
      slug: slugs.slug,
      parentType: parentRow.entityType,
      parentId: parentRow.entityId,
      parentSlug: parentRow.slug,
      grandType: grandRow.entityType,
      grandId: grandRow.entityId,
      grandSlug: grandRow.slug,
    })
    .from(slugs)
    .leftJoin(parentRow, eq(parentRow.id, slugs.parentId))
    .leftJoin(grandRow, eq(grandRow.id, parentRow.parentId))
    .where(
      and(
        eq(slugs.locale, locale),
        eq(slugs.slug, query.slug),
        query.entityType === undefined ? undefined : inArray(slugs.entityType, family[query.entityType]),
        query.parent === undefined ? undefined : eq(parentRow.slug, query.parent),
      ),
    )
    .orderBy(sql`${slugs.parentId} is null desc`, asc(slugs.id))
    .limit(1);
  if (!row) return null;
  const self: SlugRef = { entity_type: row.entityType, id: row.entityId, slug: row.slug };
  const parent: SlugRef | null =
    row.parentType && row.parentId !== null && row.parentSlug !== null
      ? { entity_type: row.parentType, id: row.parentId, slug: row.parentSlug }
      : null;
  const grand: SlugRef | null =
    row.grandType && row.grandId !== null && row.grandSlug !== null
      ? { entity_type: row.grandType, id: row.grandId, slug: row.grandSlug }
      : null;
  const chain = present(grand, parent, self);
  return {
    ...self,
    parent,
    path: entityPath(
      locale,
      self.entity_type,
      chain.map((ref) => ref.slug),
    ),
    chain,
  };
}
