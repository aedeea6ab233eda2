import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { blogCategoryPosts, featuredBlogCategories } from '@/server/services/blog';
import { PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { cachedRead } from './cache';

export const getFeaturedBlogCategories = cachedRead(
  'featured-blog',
  (locale: Locale) => featuredBlogCategories(locale, { page: 1, size: PAGE_SIZE.featuredBlogCategories }, 3),
  () => [tags.blog],
);

export const getBlogCategoryPosts = cachedRead(
  'blog-category-posts',
  (locale: Locale, categoryId: number, page: number) => blogCategoryPosts(locale, categoryId, { page, size: PAGE_SIZE.blogList }),
  () => [tags.blog],
);

/** `?page=` of a blog list: a positive integer, else the first page (≤ 0 was redirected by the proxy). */
export function pageParam(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return 1;
  return /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}
