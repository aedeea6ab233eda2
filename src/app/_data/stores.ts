import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { expiredPromotionsByStore, promotionsByStore, relatedOffers } from '@/server/services/promotions';
import { getStoreById, promotionCounts, storesByIds } from '@/server/services/stores';
import { PAGE_SIZE, type PromotionType } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { CLOCK_BOUND_SECONDS, cachedRead } from './cache';

/** A store's page content (SPEC §3 store); its slug was resolved first (./slugs). */
export const getStore = cachedRead('store', getStoreById, (_locale, id) => [tags.store(id)]);

/** One page of the store's active promotions, of one type or both. */
export const getStorePromotions = cachedRead(
  'store-promotions',
  (locale: Locale, storeId: number, type: PromotionType | null, page: number) =>
    promotionsByStore(locale, storeId, { type: type ?? undefined, page, size: PAGE_SIZE.general }),
  (_locale, storeId) => [tags.store(storeId)],
  CLOCK_BOUND_SECONDS,
);

export const getExpiredPromotions = cachedRead(
  'store-expired-promotions',
  (locale: Locale, storeId: number) => expiredPromotionsByStore(locale, storeId, { page: 1, size: PAGE_SIZE.related }),
  (_locale, storeId) => [tags.store(storeId)],
  CLOCK_BOUND_SECONDS,
);

/** Offers of other stores: any promotion write may change them. */
export const getRelatedOffers = cachedRead(
  'store-related-offers',
  (locale: Locale, storeId: number) => relatedOffers(locale, storeId, { page: 1, size: PAGE_SIZE.related }),
  () => [tags.promotions],
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
  (_locale, storeId) => [tags.store(storeId)],
  CLOCK_BOUND_SECONDS,
);
