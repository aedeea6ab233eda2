import 'server-only';
import { asc, count, eq, type SQL } from 'drizzle-orm';
import { db } from '../db/client';
import { blogCategories, blogCategoryTranslations } from '../db/schema';
import type { Locale } from '@/lib/locales';
import { sanitizeCmsHtml } from './lib/html';
import { type ImageRef, mediaByIds, mediaRefOf, seoFields } from './lib/media';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { blogCategoryContentIn, latestPostsOf, type PostSummary } from './blog-posts';

/** Blog categories as the site reads them: lists, the featured ones with their latest posts, details. */

export type BlogCategorySummary = { id: number; name: string; slug: string; is_featured: boolean };

export type BlogCategoryDetail = BlogCategorySummary & {
  /** Sanitized HTML. */
  description: string;
  image: ImageRef | null;
  seo_title: string;
  meta_description: string;
  seo_image: ImageRef | null;
};

export type FeaturedBlogCategory = BlogCategorySummary & { posts: PostSummary[] };

const categorySummaryColumns = {
  id: blogCategories.id,
  name: blogCategoryTranslations.name,
  slug: blogCategoryTranslations.slug,
  is_featured: blogCategories.isFeatured,
};

/** Blog categories with content in the locale, by position. */
async function pageOfCategories(locale: Locale, where: SQL | undefined, paging: Paging): Promise<Page<BlogCategorySummary>> {
  const [results, [total]] = await Promise.all([
    db()
      .select(categorySummaryColumns)
      .from(blogCategories)
      .innerJoin(blogCategoryTranslations, blogCategoryContentIn(locale, blogCategories.id))
      .where(where)
      .orderBy(asc(blogCategories.position), asc(blogCategories.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db()
      .select({ n: count() })
      .from(blogCategories)
      .innerJoin(blogCategoryTranslations, blogCategoryContentIn(locale, blogCategories.id))
      .where(where),
  ]);
  return { count: Number(total?.n ?? 0), results };
}

export function listBlogCategories(locale: Locale, paging: Paging): Promise<Page<BlogCategorySummary>> {
  return pageOfCategories(locale, undefined, paging);
}

/** Featured categories of the blog home, each with its latest posts, in two queries whatever the page size. */
export async function featuredBlogCategories(
  locale: Locale,
  paging: Paging,
  postsPerCategory: number,
): Promise<Page<FeaturedBlogCategory>> {
  const { count, results } = await pageOfCategories(locale, eq(blogCategories.isFeatured, true), paging);
  const latest = await latestPostsOf(
    locale,
    results.map((category) => category.id),
    postsPerCategory,
  );
  return { count, results: results.map((category) => ({ ...category, posts: latest.get(category.id) ?? [] })) };
}

async function blogCategoryDetail(locale: Locale, where: SQL): Promise<BlogCategoryDetail | null> {
  const [row] = await db()
    .select({ category: blogCategories, t: blogCategoryTranslations })
    .from(blogCategories)
    .innerJoin(blogCategoryTranslations, blogCategoryContentIn(locale, blogCategories.id))
    .where(where);
  if (!row) return null;
  const { category, t } = row;
  const media = await mediaByIds([category.imageId, t.seoImageId], locale);
  return {
    id: category.id,
    name: t.name,
    slug: t.slug,
    is_featured: category.isFeatured,
    description: sanitizeCmsHtml(t.description),
    image: mediaRefOf(media, category.imageId),
    ...seoFields(t, media),
  };
}

export function getBlogCategoryById(locale: Locale, id: number): Promise<BlogCategoryDetail | null> {
  return blogCategoryDetail(locale, eq(blogCategories.id, id));
}

export function getBlogCategoryBySlug(locale: Locale, slug: string): Promise<BlogCategoryDetail | null> {
  return blogCategoryDetail(locale, eq(blogCategoryTranslations.slug, slug));
}

