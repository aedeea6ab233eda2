import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import type { Db } from '../db/client';
import { promotions, promotionTranslations, stores, storeTranslations } from '../db/schema';
import { isActive } from './lib/active';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { textMatches, textQuery, type TextQuery, textScore, withFuzzyMatching } from './lib/text-match';
import { type Promotion, promotionsByIds } from './promotions';
import { type StoreSummary, storesByIds } from './stores';

const EMPTY: Page<never> = { count: 0, results: [] };

type Ranked = { id: number; total: number };

/** Ids of active promotions that pass `match`, in the given order, with the number of all that do. */
function rankedIds(tx: Db, locale: Locale, now: Date, match: SQL, orderBy: SQL[], paging: Paging): Promise<Ranked[]> {
  return tx
    .select({ id: promotions.id, total: sql<number>`(count(*) over ())::int` })
    .from(promotions)
    .innerJoin(promotionTranslations, and(eq(promotionTranslations.promotionId, promotions.id), eq(promotionTranslations.locale, locale)))
    .innerJoin(storeTranslations, and(eq(storeTranslations.storeId, promotions.storeId), eq(storeTranslations.locale, locale)))
    .where(and(isActive(now), match))
    .orderBy(...orderBy)
    .limit(paging.size)
    .offset(offsetOf(paging));
}

/** Ids of active promotions whose title (or offer, description) matches, best first. */
function rankPromotions(tx: Db, query: TextQuery, locale: Locale, paging: Paging, now: Date): Promise<Ranked[]> {
  return rankedIds(
    tx,
    locale,
    now,
    textMatches(query, promotionTranslations.search, promotionTranslations.title),
    [desc(textScore(query, promotionTranslations.search, promotionTranslations.title)), asc(promotions.position), asc(promotions.id)],
    paging,
  );
}

async function toPage(locale: Locale, ranked: Ranked[], now: Date): Promise<Page<Promotion>> {
  return { count: ranked[0]?.total ?? 0, results: await promotionsByIds(locale, ranked.map((row) => row.id), now) };
}

/**
 * search_by_name: the first PAGE_SIZE.searchByName active promotions whose title matches;
 * `count` is the number of all matches.
 */
export async function searchPromotionsByName(
  locale: Locale,
  name: string,
  now: Date = new Date(),
): Promise<Page<Promotion>> {
  const query = textQuery(locale, name);
  if (!query) return EMPTY;
  const paging = { page: 1, size: PAGE_SIZE.searchByName };
  return toPage(locale, await withFuzzyMatching((tx) => rankPromotions(tx, query, locale, paging, now)), now);
}

/**
 * search_by_store: active promotions of the stores whose name matches, the best matching store
 * first, then in the editors' order.
 */
export async function searchPromotionsByStore(
  locale: Locale,
  storeName: string,
  paging: Paging,
  now: Date = new Date(),
): Promise<Page<Promotion>> {
  const query = textQuery(locale, storeName);
  if (!query) return EMPTY;
  const ranked = await withFuzzyMatching((tx) =>
    rankedIds(
      tx,
      locale,
      now,
      // The name alone: a store whose description mentions the words is not the store asked for.
      textMatches(query, null, storeTranslations.name),
      [desc(textScore(query, null, storeTranslations.name)), asc(promotions.storeId), asc(promotions.position), asc(promotions.id)],
      paging,
    ),
  );
  return toPage(locale, ranked, now);
}

export type StoresAndPromotions = { stores: StoreSummary[]; promotions: Promotion[] };

/** search_promotions_stores_by_name: the stores and the active promotions that match, best first. */
export async function searchStoresAndPromotions(
  locale: Locale,
  name: string,
  now: Date = new Date(),
): Promise<StoresAndPromotions> {
  const query = textQuery(locale, name);
  if (!query) return { stores: [], promotions: [] };
  const paging = { page: 1, size: PAGE_SIZE.searchByName };
  const [storeIds, promotionIds] = await withFuzzyMatching((tx) =>
    Promise.all([
      tx
        .select({ id: stores.id })
        .from(stores)
        .innerJoin(storeTranslations, and(eq(storeTranslations.storeId, stores.id), eq(storeTranslations.locale, locale)))
        .where(textMatches(query, storeTranslations.search, storeTranslations.name))
        .orderBy(
          desc(textScore(query, storeTranslations.search, storeTranslations.name)),
          asc(stores.position),
          asc(stores.id),
        )
        .limit(paging.size),
      rankPromotions(tx, query, locale, paging, now),
    ]),
  );
  const [foundStores, foundPromotions] = await Promise.all([
    storesByIds(
      locale,
      storeIds.map((row) => row.id),
    ),
    promotionsByIds(
      locale,
      promotionIds.map((row) => row.id),
      now,
    ),
  ]);
  return { stores: foundStores, promotions: foundPromotions };
}
