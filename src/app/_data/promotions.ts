import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { latestPromotionsPerCategory } from '@/server/services/category-promotions';
import { dealOfMonth, promotionsByCategory, sliderPromotions } from '@/server/services/promotions';
import { PAGE_SIZE, type PromotionType } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { CLOCK_BOUND_SECONDS, cachedRead } from './cache';

/** One page of a category tree's active promotions (SPEC §4: the paged call of category pages). */
export const getCategoryPromotions = cachedRead(
  'category-promotions',
  (locale: Locale, categoryId: number, type: PromotionType | null, page: number) =>
    promotionsByCategory(locale, categoryId, { type: type ?? undefined, page, size: PAGE_SIZE.general }),
  (_locale, categoryId) => [tags.category(categoryId)],
  CLOCK_BOUND_SECONDS,
);

/** How many of each category's newest promotions the category promotions page shows. */
export const PROMOTIONS_PER_CATEGORY = 4;

export const getLatestPromotionsPerCategory = cachedRead(
  'latest-promotions-per-category',
  (locale: Locale) => latestPromotionsPerCategory(locale, PROMOTIONS_PER_CATEGORY),
  () => [tags.promotions, tags.categories],
  CLOCK_BOUND_SECONDS,
);

/** The promotions slider (SPEC §2.7), on the not-found page among others. */
export const getSliderPromotions = cachedRead(
  'slider-promotions',
  (locale: Locale) => sliderPromotions(locale, { page: 1, size: PAGE_SIZE.general }),
  () => [tags.promotions],
  CLOCK_BOUND_SECONDS,
);

/** The deal of the month (SPEC §2.7, blog posts): it ends with the clock like every promotion list. */
export const getDealOfMonth = cachedRead('deal-of-month', (locale: Locale) => dealOfMonth(locale), () => [tags.promotions], CLOCK_BOUND_SECONDS);
