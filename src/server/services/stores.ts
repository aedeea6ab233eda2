import 'server-only';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { categories, categoryTranslations, promotions, storeCategories, stores, storeTranslations } from '../db/schema';
import type { PromotionCounts, StoreDetail, StoreSummary } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { sanitizeCmsHtml } from './lib/html';
import { mediaByIds } from './lib/media';
import { inOrder, offsetOf, type Page, type Paging } from './lib/paging';
import { countActivePromotions } from './lib/promotion-counts';

export type { PromotionCounts, StoreDetail, StoreSummary };

const summaryColumns = {
  id: stores.id,
  name: storeTranslations.name,
  slug: storeTranslations.slug,
  iconId: stores.iconId,
  rating: stores.rating,
  ratingCount: stores.ratingCount,
};

type SummaryRow = { id: number; name: string; slug: string; iconId: number | null; rating: number; ratingCount: number };

async function toSummaries(locale: Locale, rows: SummaryRow[]): Promise<StoreSummary[]> {
  const icons = await mediaByIds(rows.map((row) => row.iconId), locale);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    icon: row.iconId ? (icons.get(row.iconId) ?? null) : null,
    rating: Number(row.rating),
    rating_count: row.ratingCount,
  }));
}

function translated(locale: Locale) {
  return and(eq(storeTranslations.storeId, stores.id), eq(storeTranslations.locale, locale));
}

export async function listStores(
  locale: Locale,
  options: Paging & { inMenu?: boolean },
): Promise<Page<StoreSummary>> {
  const where = options.inMenu === undefined ? undefined : eq(stores.inMenu, options.inMenu);
  const [rows, [total]] = await Promise.all([
    db()
      .select(summaryColumns)
      .from(stores)
      .innerJoin(storeTranslations, translated(locale))
      .where(where)
      .orderBy(asc(stores.position), asc(stores.id))
      .limit(options.size)
      .offset(offsetOf(options)),
    db().select({ n: count() }).from(stores).innerJoin(storeTranslations, translated(locale)).where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: await toSummaries(locale, rows) };
}

export async function topStores(locale: Locale, limit: number): Promise<StoreSummary[]> {
  const rows = await db()
    .select(summaryColumns)
    .from(stores)
    .innerJoin(storeTranslations, translated(locale))
    .where(eq(stores.isTop, true))
    .orderBy(asc(stores.position), asc(stores.id))
    .limit(limit);
  return toSummaries(locale, rows);
}

/** Stores by id in the given order, leaving out those absent in the locale. */
export async function storesByIds(locale: Locale, ids: number[]): Promise<StoreSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db()
    .select(summaryColumns)
    .from(stores)
    .innerJoin(storeTranslations, translated(locale))
    .where(inArray(stores.id, ids));
  return toSummaries(locale, inOrder(ids, rows));
}

/** Active codes and offers of a store in a locale. */
export function promotionCounts(locale: Locale, storeId: number): Promise<PromotionCounts> {
  return countActivePromotions(locale, eq(promotions.storeId, storeId));
}

async function storeDetail(locale: Locale, where: ReturnType<typeof eq>): Promise<StoreDetail | null> {
  const [row] = await db()
    .select({ store: stores, t: storeTranslations })
    .from(stores)
    .innerJoin(storeTranslations, translated(locale))
    .where(where);
  if (!row) return null;
  const { store, t } = row;
  const [media, counts, cats, related] = await Promise.all([
    mediaByIds([store.iconId, t.seoImageId], locale),
    promotionCounts(locale, store.id),
    db()
      .select({ id: categories.id, level: categories.level, name: categoryTranslations.name, slug: categoryTranslations.slug })
      .from(storeCategories)
      .innerJoin(categories, eq(categories.id, storeCategories.categoryId))
      .innerJoin(
        categoryTranslations,
        and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
      )
      .where(eq(storeCategories.storeId, store.id))
      .orderBy(asc(storeCategories.position), asc(categories.id)),
    storesByIds(locale, store.relatedStoreIds),
  ]);
  return {
    id: store.id,
    name: t.name,
    slug: t.slug,
    icon: store.iconId ? (media.get(store.iconId) ?? null) : null,
    rating: Number(store.rating),
    rating_count: store.ratingCount,
    website: store.website,
    // CMS HTML like every other (lib/html.ts): rows also come from imports, the seed and scripts,
    // not only through the API that sanitizes what it stores.
    description: sanitizeCmsHtml(t.description),
    reasons: t.reasons,
    seo_title: t.seoTitle,
    meta_description: t.metaDescription,
    seo_image: t.seoImageId ? (media.get(t.seoImageId) ?? null) : null,
    counts,
    categories: cats.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      entity_type: c.level === 1 ? 'category' : 'subcategory',
    })),
    related_stores: related,
  };
}

export function getStoreById(locale: Locale, id: number): Promise<StoreDetail | null> {
  return storeDetail(locale, eq(stores.id, id));
}

export function getStoreBySlug(locale: Locale, slug: string): Promise<StoreDetail | null> {
  return storeDetail(locale, eq(storeTranslations.slug, slug));
}
