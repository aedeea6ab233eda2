import 'server-only';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { StoreForm, StoreTranslationForm } from '@/lib/editing/stores';
import { LOCALES, type Locale } from '@/lib/locales';
import type { Db } from '../db/client';
import { categories, storeCategories, stores, storeTranslations } from '../db/schema';
import { ValidationError } from '../errors';
import { sanitizeCmsHtml } from './lib/html';
import { assertRootSlugsRoutable, assertSlugsFree, type SlugWish, syncSlugs } from './lib/slug-claims';

type Issue = { path: string; message: string };

export const localesOf = (input: StoreForm) =>
  LOCALES.flatMap((locale): [Locale, StoreTranslationForm][] => {
    const t = input.translations[locale];
    return t ? [[locale, t]] : [];
  });

/** Stores sit at the root of the site: /{slug} in each locale. */
export const storeSlugWishes = (input: StoreForm): SlugWish[] =>
  localesOf(input).map(([locale, t]) => ({ locale, slug: t.slug, parentRowId: null }));

/** The media a store names, by the field that names it, for requireMedia before the transaction. */
export const storeMedia = (input: StoreForm) => ({
  icon_id: input.icon_id,
  ...Object.fromEntries(localesOf(input).map(([locale, t]) => [`translations.${locale}.seo_image_id`, t.seo_image_id])),
});

/** The rules the body schema cannot see: they need the database. 422 for what is wrong, 409 for a slug another entity holds. */
export async function validateStore(tx: Db, id: number | null, input: StoreForm): Promise<void> {
  const issues: Issue[] = [];
  const related = input.related_store_ids ?? [];
  if (id !== null && related.includes(id)) issues.push({ path: 'related_store_ids', message: 'A store is not related to itself' });
  const others = [...new Set(related.filter((relatedId) => relatedId !== id))];
  const categoryIds = [...new Set(input.category_ids ?? [])];
  const [knownStores, knownCategories] = await Promise.all([
    others.length === 0 ? [] : tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, others)),
    categoryIds.length === 0 ? [] : tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds)),
  ]);
  const storeSet = new Set(knownStores.map((row) => row.id));
  for (const missing of others.filter((relatedId) => !storeSet.has(relatedId))) {
    issues.push({ path: 'related_store_ids', message: `No store ${missing}` });
  }
  const categorySet = new Set(knownCategories.map((row) => row.id));
  for (const missing of categoryIds.filter((categoryId) => !categorySet.has(categoryId))) {
    issues.push({ path: 'category_ids', message: `No category ${missing}` });
  }
  if (issues.length > 0) throw new ValidationError('Invalid store', issues);
  const wishes = storeSlugWishes(input);
  assertRootSlugsRoutable(wishes);
  await assertSlugsFree(tx, { entityType: 'store', entityId: id }, wishes);
}

/** Writes the whole store (row, texts per locale, categories, slugs) as `input` describes it; answers its id. */
export async function writeStore(tx: Db, id: number | null, input: StoreForm): Promise<number> {
  const values = {
    website: input.website.trim(),
    iconId: input.icon_id ?? null,
    inMenu: input.in_menu ?? false,
    isTop: input.is_top ?? false,
    position: input.position ?? 0,
    // The editors' order is kept; a repeated id would show the same store twice.
    relatedStoreIds: [...new Set(input.related_store_ids ?? [])],
    updatedAt: new Date(),
  };
  let storeId: number;
  if (id === null) {
    const [created] = await tx.insert(stores).values(values).returning({ id: stores.id });
    storeId = created!.id;
  } else {
    await tx.update(stores).set(values).where(eq(stores.id, id));
    storeId = id;
  }

  const texts = localesOf(input).map(([locale, t]) => ({
    storeId,
    locale,
    name: t.name,
    slug: t.slug,
    description: sanitizeCmsHtml(t.description ?? ''),
    reasons: t.reasons ?? [],
    seoTitle: t.seo_title ?? '',
    metaDescription: t.meta_description ?? '',
    seoImageId: t.seo_image_id ?? null,
  }));
  await tx.delete(storeTranslations).where(
    and(
      eq(storeTranslations.storeId, storeId),
      notInArray(
        storeTranslations.locale,
        texts.map((t) => t.locale),
      ),
    ),
  );
  await tx
    .insert(storeTranslations)
    .values(texts)
    .onConflictDoUpdate({
      target: [storeTranslations.storeId, storeTranslations.locale],
      set: {
        name: sql`excluded.name`,
        slug: sql`excluded.slug`,
        description: sql`excluded.description`,
        reasons: sql`excluded.reasons`,
        seoTitle: sql`excluded.seo_title`,
        metaDescription: sql`excluded.meta_description`,
        seoImageId: sql`excluded.seo_image_id`,
      },
    });

  await tx.delete(storeCategories).where(eq(storeCategories.storeId, storeId));
  const categoryIds = [...new Set(input.category_ids ?? [])];
  if (categoryIds.length > 0) {
    await tx.insert(storeCategories).values(categoryIds.map((categoryId, position) => ({ storeId, categoryId, position })));
  }
  await syncSlugs(tx, { entityType: 'store', entityId: storeId }, storeSlugWishes(input));
  return storeId;
}
