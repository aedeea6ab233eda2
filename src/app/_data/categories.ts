import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { allCategories, categorySummariesByIds, getCategoryPage } from '@/server/services/categories';
import type { Locale } from '@/lib/locales';
import { cachedRead } from './cache';

/**
 * A category's page content; its slug was resolved first (./slugs). It also shows its children
 * and related category (category names), related posts (blog) and picked hotels (datafeed).
 */
export const getCategory = cachedRead(
  'category',
  (locale: Locale, id: number) => getCategoryPage(locale, { id }),
  (_locale, id) => [tags.category(id), tags.categories, tags.blog, tags.properties],
);

export const getCategoryTree = cachedRead('category-tree', allCategories, () => [tags.categories]);

/** Categories with their paths, for a store's aside (the store record carries slugs, not parents). */
export const getCategoriesByIds = cachedRead(
  'categories-by-ids',
  (locale: Locale, ids: string) => categorySummariesByIds(locale, ids ? ids.split(',').map(Number) : []),
  () => [tags.categories],
);
