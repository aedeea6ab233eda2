import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { blogCategoryPosts, featuredBlogCategories, getBlogCategoryById, getPostById } from '@/server/services/blog';
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
