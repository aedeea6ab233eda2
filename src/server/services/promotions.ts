import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Coupon, Promotion, PromotionStore } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { db } from '../db/client';
import { categories, categoryTranslations, promotions, storeTranslations } from '../db/schema';
import { hasStarted, inCategoryTree, isActive, isExpired } from './lib/active';
import { inOrder, type Page, type Paging } from './lib/paging';
import {
  activePage,
  ORDER,
  promotionPage,
  type PromotionListOptions,
  type PromotionStatus,
  selectRows,
  statusFilter,
  toPromotions,
  typeFilter,
} from './promotions-read';

export type { Coupon, Promotion, PromotionListOptions, PromotionStatus, PromotionStore };

async function categoryExists(locale: Locale, categoryId: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: categories.id })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
    )
    .where(eq(categories.id, categoryId));
  return row !== undefined;
}

async function storeExists(locale: Locale, storeId: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: storeTranslations.storeId })
    .from(storeTranslations)
    .where(and(eq(storeTranslations.storeId, storeId), eq(storeTranslations.locale, locale)));
  return row !== undefined;
}

export async function listPromotions(
  locale: Locale,
  options: PromotionListOptions & { storeId?: number; status: PromotionStatus },
  now: Date = new Date(),
): Promise<Page<Promotion>> {
  return promotionPage(
    locale,
    [
      statusFilter(options.status, now),
      typeFilter(options.type),
      options.storeId === undefined ? undefined : eq(promotions.storeId, options.storeId),
    ],
    ORDER[options.status === 'expired' ? 'recently_expired' : 'position'],
    options,
    now,
  );
}

/**
 * A promotion by id in a locale, active or ended (a store page still shows ended ones); not one
 * that has yet to start.
 */
export async function getPromotion(locale: Locale, id: number, now: Date = new Date()): Promise<Promotion | null> {
  const [promotion] = await toPromotions(locale, await selectRows(locale, and(eq(promotions.id, id), hasStarted(now))), now);
  return promotion ?? null;
}

/**
 * Promotions by id in the given order (a ranking), leaving out those absent in the locale and
 * those that have yet to start.
 */
export async function promotionsByIds(locale: Locale, ids: number[], now: Date = new Date()): Promise<Promotion[]> {
  if (ids.length === 0) return [];
  return inOrder(ids, await toPromotions(locale, await selectRows(locale, and(inArray(promotions.id, ids), hasStarted(now))), now));
}

/** Promotions of one category or store; null when it does not exist in the locale. */
type ListOfParent<Options = PromotionListOptions> = (
  locale: Locale,
  id: number,
  options: Options,
  now?: Date,
) => Promise<Page<Promotion> | null>;

type Ordered = PromotionListOptions & { order?: 'position' | 'latest' };

/** Active promotions of a category tree; null when the category does not exist in the locale. */
export const promotionsByCategory: ListOfParent<Ordered> = async (locale, categoryId, options, now = new Date()) => {
  if (!(await categoryExists(locale, categoryId))) return null;
  return activePage(locale, inCategoryTree(categoryId), options, now);
};

/** Active promotions of a store; null when the store does not exist in the locale. */
export const promotionsByStore: ListOfParent<Ordered> = async (locale, storeId, options, now = new Date()) => {
  if (!(await storeExists(locale, storeId))) return null;
  return activePage(locale, eq(promotions.storeId, storeId), options, now);
};

/** Ended promotions of a store, most recently ended first. */
export const expiredPromotionsByStore: ListOfParent = async (locale, storeId, options, now = new Date()) => {
  if (!(await storeExists(locale, storeId))) return null;
  return promotionPage(
    locale,
    [isExpired(now), typeFilter(options.type), eq(promotions.storeId, storeId)],
    ORDER.recently_expired,
    options,
    now,
  );
};

/**
 * Active promotions of the stores related to a store: the editor's related stores first (in
 * their order), then stores that share a category with it.
 */
export const relatedOffers: ListOfParent = async (locale, storeId, options, now = new Date()) => {
  if (!(await storeExists(locale, storeId))) return null;
  // The cast makes it an array value: `= any((select ...))` alone would compare with each row.
  const related = sql`(select related_store_ids from stores where id = ${storeId})::int[]`;
  const isRelated = sql`${promotions.storeId} <> ${storeId} and (
    ${promotions.storeId} = any(${related})
    or ${promotions.storeId} in (
      select other.store_id from store_categories own
      join store_categories other on other.category_id = own.category_id
      where own.store_id = ${storeId}))`;
  return promotionPage(
    locale,
    [isActive(now), typeFilter(options.type), isRelated],
    [sql`array_position(${related}, ${promotions.storeId}) nulls last`, ...ORDER.position],
    options,
    now,
  );
};

export function sliderPromotions(locale: Locale, paging: Paging, now: Date = new Date()): Promise<Page<Promotion>> {
  return promotionPage(locale, [isActive(now), eq(promotions.inSlider, true)], ORDER.position, paging, now);
}

export function homepagePromotions(
  locale: Locale,
  options: PromotionListOptions,
  now: Date = new Date(),
): Promise<Page<Promotion>> {
  return activePage(locale, eq(promotions.onHomepage, true), options, now);
}

/** The deal of the month: the newest active promotion flagged so in the locale. */
export async function dealOfMonth(locale: Locale, now: Date = new Date()): Promise<Promotion | null> {
  const rows = await selectRows(locale, and(isActive(now), eq(promotions.isDealOfMonth, true)))
    .orderBy(...ORDER.latest)
    .limit(1);
  const [promotion] = await toPromotions(locale, rows, now);
  return promotion ?? null;
}
