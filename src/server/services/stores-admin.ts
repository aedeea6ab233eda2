import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { StoreForm } from '@/lib/editing/stores';
import { LOCALES, type Locale } from '@/lib/locales';
import { invalidate, tags } from '../cache/invalidate';
import { type Db, db } from '../db/client';
import { blogPosts, categories, destinations, promotions, siteSettings, slugs, stores, storeTranslations } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import { changedFields, recordAudit } from './audit';
import { sanitizeCmsHtml } from './lib/html';
import { assertUnreferenced, referencesIn, removeFromCuratedLists } from './lib/references';
import { requireMedia } from './lib/require-media';
import { asSlugConflict } from './lib/slug-claims';
import { storePageTags } from './store-pages';
import { getStoreById, type StoreDetail } from './stores';
import { getStoreRecord, storeChangeTags, type StoreRecord } from './stores-admin-records';
import { storeMedia, validateStore, writeStore } from './stores-admin-write';

export { getStoreRecord, type StoreRecord } from './stores-admin-records';

/** The unique constraint of store slugs besides the registry's. */
const SLUG_CONSTRAINTS = ['store_translations_locale_slug_uq'];

/** POST: a new store with its content and slugs in the given locales. */
export async function createStore(input: StoreForm): Promise<StoreRecord> {
  // Before the transaction: requireMedia reads outside it, which PGlite's single connection
  // would only serve after the transaction (a deadlock).
  await requireMedia(storeMedia(input));
  const record = await db()
    .transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await validateStore(tx, null, input);
      const created = (await getStoreRecord(await writeStore(tx, null, input), tx))!;
      await recordAudit(tx, { action: 'create', entityType: 'store', entityId: created.id, before: null, after: created });
      return created;
    })
    .catch((error: unknown) => {
      throw asSlugConflict(error, SLUG_CONSTRAINTS);
    });
  // Nothing showed it yet but the lists of stores and what resolves addresses.
  await invalidate(tags.store(record.id), tags.stores, tags.slugs);
  return record;
}

/** PUT: the store becomes exactly `input`; a locale left out loses its content (and its address). */
export async function replaceStore(id: number, input: StoreForm): Promise<StoreRecord> {
  await requireMedia(storeMedia(input));
  const [before, after] = await db()
    .transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockStore(tx, id);
      const current = (await getStoreRecord(id, tx))!;
      await validateStore(tx, id, input);
      await writeStore(tx, id, input);
      const written = (await getStoreRecord(id, tx))!;
      await recordAudit(tx, { action: 'update', entityType: 'store', entityId: id, before: current, after: written });
      return [current, written] as const;
    })
    .catch((error: unknown) => {
      throw asSlugConflict(error, SLUG_CONSTRAINTS);
    });
  await invalidate(...(await storeChangeTags(id, changedFields(before, after))));
  return after;
}

/**
 * Deletes a store that no promotion belongs to (409 listing them otherwise: end or delete them
 * first). The lists editors picked it into (category tiles, destination banners, the home page,
 * related and similar stores) lose it in the same transaction, and every page that showed it is
 * expired, so none shows a store that is gone.
 */
export async function deleteStore(id: number): Promise<void> {
  const shown = await storePageTags(id);
  await db().transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockStore(tx, id);
    assertUnreferenced(`Store ${id}`, [await referencesIn(tx, 'promotion', promotions, promotions.id, eq(promotions.storeId, id))]);
    const before = await getStoreRecord(id, tx);
    await removeFromCuratedLists(
      tx,
      [
        { table: categories, column: categories.storeIds },
        { table: categories, column: categories.bottomRelatedStoreIds },
        { table: destinations, column: destinations.bannerStoreIds },
        { table: siteSettings, column: siteSettings.homePageStoreIds },
        { table: stores, column: stores.relatedStoreIds },
        { table: blogPosts, column: blogPosts.similarStoreIds },
      ],
      id,
    );
    await tx.delete(slugs).where(and(eq(slugs.entityType, 'store'), eq(slugs.entityId, id)));
    await tx.delete(stores).where(eq(stores.id, id));
    await recordAudit(tx, { action: 'delete', entityType: 'store', entityId: id, locale: null, before, after: null });
  });
  await invalidate(...shown, tags.slugs);
}

/** A store's texts in one locale; the slug is not among them, so a rename keeps every URL. */
export type StoreTranslationPatch = { name?: string; description?: string; reasons?: string[] };

/**
 * A partial update: fields left out keep their value. SEO fields are edited through the SEO
 * records (services/seo.ts), the rating only by votes.
 */
export type StorePatch = {
  website?: string;
  icon_id?: number | null;
  in_menu?: boolean;
  is_top?: boolean;
  position?: number;
  related_store_ids?: number[];
  translations?: Partial<Record<Locale, StoreTranslationPatch>>;
};

type Issue = { path: string; message: string };

/**
 * PATCH: the given fields change, the others stay; answers the store as it now reads in `locale`.
 * Only locales the store already has can be edited: a new one would need a slug and a place in the
 * slug registry, which is a create, not an edit.
 */
export async function patchStore(locale: Locale, id: number, patch: StorePatch): Promise<StoreDetail> {
  // Before the transaction: requireMedia reads outside it, which PGlite's single connection
  // would only serve after the transaction (a deadlock).
  await requireMedia({ icon_id: patch.icon_id });
  const changes = await db().transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locales = await lockStore(tx, id);
    if (!locales.has(locale)) throw new NotFoundError(`No store ${id} in ${locale}`);
    await validate(tx, id, locales, patch);
    const before = await getStoreRecord(id, tx);
    await write(tx, id, patch);
    const after = await getStoreRecord(id, tx);
    await recordAudit(tx, { action: 'update', entityType: 'store', entityId: id, before, after });
    return changedFields(before, after);
  });
  await invalidate(...(await storeChangeTags(id, changes)));
  const store = await getStoreById(locale, id);
  // Deleted between the commit and this read.
  if (!store) throw new NotFoundError(`No store ${id} in ${locale}`);
  return store;
}

/** Holds the store's row until the transaction ends, so two edits never interleave; answers its locales. */
async function lockStore(tx: Db, id: number): Promise<Set<Locale>> {
  const [locked] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, id)).for('update');
  if (!locked) throw new NotFoundError(`No store ${id}`);
  const rows = await tx.select({ locale: storeTranslations.locale }).from(storeTranslations).where(eq(storeTranslations.storeId, id));
  return new Set(rows.map((row) => row.locale));
}

/** The rules the body schema cannot see: they need the database. */
async function validate(tx: Db, id: number, locales: Set<Locale>, patch: StorePatch): Promise<void> {
  const issues: Issue[] = [];
  for (const locale of LOCALES) {
    if (patch.translations?.[locale] !== undefined && !locales.has(locale)) {
      issues.push({ path: `translations.${locale}`, message: `The store has no content in ${locale} to edit` });
    }
  }
  const related = patch.related_store_ids ?? [];
  if (related.includes(id)) issues.push({ path: 'related_store_ids', message: 'A store is not related to itself' });
  const others = [...new Set(related.filter((relatedId) => relatedId !== id))];
  if (others.length > 0) {
    const known = new Set(
      (await tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, others))).map((row) => row.id),
    );
    for (const missing of others.filter((relatedId) => !known.has(relatedId))) {
      issues.push({ path: 'related_store_ids', message: `No store ${missing}` });
    }
  }
  if (issues.length > 0) throw new ValidationError('Invalid store', issues);
}

async function write(tx: Db, id: number, patch: StorePatch): Promise<void> {
  await tx
    .update(stores)
    .set({
      website: patch.website?.trim(),
      iconId: patch.icon_id,
      inMenu: patch.in_menu,
      isTop: patch.is_top,
      position: patch.position,
      // The editors' order is kept; a repeated id would show the same store twice.
      relatedStoreIds: patch.related_store_ids && [...new Set(patch.related_store_ids)],
      updatedAt: new Date(),
    })
    .where(eq(stores.id, id));
  for (const locale of LOCALES) {
    const texts = patch.translations?.[locale];
    if (!texts) continue;
    const changes = {
      name: texts.name?.trim(),
      description: texts.description === undefined ? undefined : sanitizeCmsHtml(texts.description),
      reasons: texts.reasons?.map((reason) => reason.trim()),
    };
    if (Object.values(changes).every((value) => value === undefined)) continue;
    await tx
      .update(storeTranslations)
      .set(changes)
      .where(and(eq(storeTranslations.storeId, id), eq(storeTranslations.locale, locale)));
  }
}
