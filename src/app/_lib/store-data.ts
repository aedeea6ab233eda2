import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { categorySummariesByIds } from '@/server/services/categories';
import {
  expiredPromotionsByStore,
  getPromotion,
  promotionsByStore,
  relatedOffers,
  sliderPromotions,
} from '@/server/services/promotions';
import { promotionCounts, storesByIds } from '@/server/services/stores';
import { PAGE_SIZE, type PromotionType } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { cachedRead } from './cache';

/**
 * Promotion lists change with the clock (an end date passes without any write), so they are kept
 * only briefly; the page also drops, at render time, what ended since the read (item 7 of the
 * store brief, SPEC §4). Writes still expire them at once through their tags.
 */
const CLOCK_BOUND_SECONDS = 60;

const storeTags = (storeId: number) => [tags.promotions, tags.stores, tags.store(storeId), tags.media];

export const getStorePromotions = cachedRead(
  'store-promotions',
  (locale: Locale, storeId: number, type: PromotionType | null, page: number) =>
    promotionsByStore(locale, storeId, { type: type ?? undefined, page, size: PAGE_SIZE.general }),
  (_locale, storeId) => storeTags(storeId),
  CLOCK_BOUND_SECONDS,
);

export const getExpiredPromotions = cachedRead(
  'store-expired-promotions',
  (locale: Locale, storeId: number) => expiredPromotionsByStore(locale, storeId, { page: 1, size: PAGE_SIZE.related }),
  (_locale, storeId) => storeTags(storeId),
  CLOCK_BOUND_SECONDS,
);

export const getRelatedOffers = cachedRead(
  'store-related-offers',
  (locale: Locale, storeId: number) => relatedOffers(locale, storeId, { page: 1, size: PAGE_SIZE.related }),
  // Related offers come from other stores, so any store or promotion write may change them.
  () => [tags.promotions, tags.stores, tags.media],
  CLOCK_BOUND_SECONDS,
);

/**
 * What moves without touching the store's content: its rating (a vote expires `store:{id}`) and its
 * counts of active codes and offers (the clock).
 */
export const getStoreLiveFigures = cachedRead(
  'store-live-figures',
  async (locale: Locale, storeId: number) => {
    const [[summary], counts] = await Promise.all([storesByIds(locale, [storeId]), promotionCounts(locale, storeId)]);
    return summary ? { rating: summary.rating, rating_count: summary.rating_count, counts } : null;
  },
  (_locale, storeId) => storeTags(storeId),
  CLOCK_BOUND_SECONDS,
);

/** A promotion a shared link asks for (`?promotion=<id>`) when the listed page does not hold it. */
export const getSharedPromotion = cachedRead(
  'shared-promotion',
  (locale: Locale, id: number) => getPromotion(locale, id),
  () => [tags.promotions, tags.stores, tags.media],
  CLOCK_BOUND_SECONDS,
);

/** The store's categories with their paths (the store record carries slugs, not parents). */
export const getCategoriesByIds = cachedRead(
  'categories-by-ids',
  (locale: Locale, ids: string) => categorySummariesByIds(locale, ids ? ids.split(',').map(Number) : []),
  () => [tags.categories],
);

export const getSliderPromotions = cachedRead(
  'slider-promotions',
  (locale: Locale) => sliderPromotions(locale, { page: 1, size: PAGE_SIZE.general }),
  () => [tags.promotions, tags.stores, tags.media],
  CLOCK_BOUND_SECONDS,
);
