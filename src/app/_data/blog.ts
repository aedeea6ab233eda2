import 'server-only';
import { tags } from '@/server/cache/invalidate';
import {
  blogCategoryPosts,
  featuredBlogCategories,
  getBlogCategoryById,
  getPostById,
  listPosts,
  postSimilarStores,
  randomPostsByCategory,
} from '@/server/services/blog';
import { PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { cachedRead } from './cache';

/** A blog category's page content; its slug was resolved first (./slugs). */
export const getBlogCategory = cachedRead('blog-category', getBlogCategoryById, (_locale, id) => [
  tags.blogCategory(id),
  tags.blog,
]);

/** A post's page content; its slug was resolved first (./slugs). */
export const getPost = cachedRead('post', getPostById, (_locale, id) => [tags.blogPost(id), tags.blog]);

export const getFeaturedBlogCategories = cachedRead(
  'featured-blog',
  (locale: Locale) => featuredBlogCategories(locale, { page: 1, size: PAGE_SIZE.featuredBlogCategories }, 3),
  () => [tags.blog],
);

export const getBlogCategoryPosts = cachedRead(
  'blog-category-posts',
  (locale: Locale, categoryId: number, page: number) => blogCategoryPosts(locale, categoryId, { page, size: PAGE_SIZE.blogList }),
  (_locale, categoryId) => [tags.blogCategory(categoryId), tags.blog],
);

/** One page of the blog home's latest posts, newest first (SPEC §9: 18 a page). */
export const getLatestPosts = cachedRead(
  'latest-posts',
  (locale: Locale, page: number) => listPosts(locale, { page, size: PAGE_SIZE.blogList }),
  () => [tags.blog],
);

/**
 * Posts of a post's category shown under it, in an order that changes once a day (the page is
 * refreshed within its lifetime, so the day's order shows without a write).
 */
export const getRandomPosts = cachedRead(
  'random-posts',
  (locale: Locale, categoryId: number, postId: number) =>
    randomPostsByCategory(locale, categoryId, { size: PAGE_SIZE.randomPosts, excludeId: postId }),
  (_locale, categoryId) => [tags.blogCategory(categoryId), tags.blog],
);

/** The stores the editors put beside a post; a store edit expires the kind's tag. */
export const getPostSimilarStores = cachedRead('post-similar-stores', postSimilarStores, (_locale, postId) => [
  tags.blogPost(postId),
  tags.stores,
]);
