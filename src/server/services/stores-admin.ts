import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/locales';
import { invalidate } from '../cache/invalidate';
import { type Db, db } from '../db/client';
import { stores, storeTranslations } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import { sanitizeCmsHtml } from './lib/html';
import { requireMedia } from './lib/require-media';
import { storePageTags } from './store-pages';
import { getStoreById, type StoreDetail } from './stores';

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
  await db().transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locales = await lockStore(tx, id);
    if (!locales.has(locale)) throw new NotFoundError(`No store ${id} in ${locale}`);
    await validate(tx, id, locales, patch);
    await write(tx, id, patch);
  });
  await invalidate(...(await storePageTags(id)));
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
