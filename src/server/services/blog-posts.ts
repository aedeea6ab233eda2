import 'server-only';
import { and, asc, count, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { db } from '../db/client';
import { blogCategoryTranslations, blogPosts, blogPostTranslations } from '../db/schema';
import type { PostSummary } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { sanitizeCmsHtml } from './lib/html';
import { type ImageRef, mediaByIds, mediaRefOf, seoFields } from './lib/media';
import { inOrder, offsetOf, type Page, type Paging } from './lib/paging';
import { type StoreSummary, storesByIds } from './stores';

/** Blog posts as the site reads them: lists, details, and the posts shown beside other pages. */

export type { PostSummary };

export type PostDetail = Omit<PostSummary, 'category_slug'> & {
  /** Sanitized HTML. */
  content: string;
  category: { id: number; name: string; slug: string };
  seo_title: string;
  meta_description: string;
  seo_image: ImageRef | null;
};

/**
 * A post visitors may read: its publish date has come. Compared with the database's clock, so a
 * scheduled post shows once its date passes and the cached pages that list it are renewed.
 */
export const postPublished = lte(blogPosts.publishedAt, sql`now()`);

/** A post's content in the locale, once published. */
function postIn(locale: Locale) {
  return and(eq(blogPostTranslations.blogPostId, blogPosts.id), eq(blogPostTranslations.locale, locale), postPublished);
}

/** The content in the locale of the blog category whose id is in `categoryId`. */
export function blogCategoryContentIn(locale: Locale, categoryId: AnyPgColumn) {
  return and(eq(blogCategoryTranslations.blogCategoryId, categoryId), eq(blogCategoryTranslations.locale, locale));
}

/** A post exists in a locale when it and its category both have content there (its URL needs both slugs). */
function postCategoryIn(locale: Locale) {
  return blogCategoryContentIn(locale, blogPosts.blogCategoryId);
}

const postSummaryColumns = {
  id: blogPosts.id,
  title: blogPostTranslations.title,
  slug: blogPostTranslations.slug,
  excerpt: blogPostTranslations.excerpt,
  imageId: blogPosts.imageId,
  publishedAt: blogPosts.publishedAt,
  author: blogPosts.author,
  categorySlug: blogCategoryTranslations.slug,
};

type PostSummaryRow = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  imageId: number | null;
  publishedAt: Date;
  author: string;
  categorySlug: string;
};

function toPostSummary(row: PostSummaryRow, media: Map<number, ImageRef>): PostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    image: mediaRefOf(media, row.imageId),
    published_at: new Date(row.publishedAt).toISOString(),
    author: row.author,
    category_slug: row.categorySlug,
  };
}

async function toPostSummaries(locale: Locale, rows: PostSummaryRow[]): Promise<PostSummary[]> {
  const media = await mediaByIds(rows.map((row) => row.imageId), locale);
  return rows.map((row) => toPostSummary(row, media));
}

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

/** Summary rows of the posts that exist in the locale. */
async function summaryRows(
  locale: Locale,
  where: SQL | undefined,
  options: { orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<PostSummaryRow[]> {
  let query = db()
    .select(postSummaryColumns)
    .from(blogPosts)
    .innerJoin(blogPostTranslations, postIn(locale))
    .innerJoin(blogCategoryTranslations, postCategoryIn(locale))
    .where(where)
    .$dynamic();
  if (options.orderBy) query = query.orderBy(...options.orderBy);
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  return query;
}

/** The newest posts of each category, ranked in SQL so that one query serves every category. */
export async function latestPostsOf(locale: Locale, categoryIds: number[], perCategory: number): Promise<Map<number, PostSummary[]>> {
  if (categoryIds.length === 0) return new Map();
  const ranked = db()
    .select({
      ...postSummaryColumns,
      // Both slugs are called "slug"; a subquery needs distinct names.
      categorySlug: sql<string>`${blogCategoryTranslations.slug}`.as('category_slug'),
      categoryId: sql<number>`${blogPosts.blogCategoryId}`.as('category_id'),
      rank: sql<number>`row_number() over (partition by ${blogPosts.blogCategoryId} order by ${blogPosts.publishedAt} desc, ${blogPosts.id} desc)`.as('rank'),
    })
    .from(blogPosts)
    .innerJoin(blogPostTranslations, postIn(locale))
    .innerJoin(blogCategoryTranslations, postCategoryIn(locale))
    .where(inArray(blogPosts.blogCategoryId, categoryIds))
    .as('ranked');
  const rows = await db()
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perCategory))
    .orderBy(asc(ranked.categoryId), asc(ranked.rank));
  const summaries = await toPostSummaries(locale, rows);
  const byCategory = new Map<number, PostSummary[]>();
  rows.forEach((row, index) => {
    const list = byCategory.get(Number(row.categoryId)) ?? [];
    list.push(summaries[index]!);
    byCategory.set(Number(row.categoryId), list);
  });
  return byCategory;
}

async function blogCategoryExists(locale: Locale, id: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: blogCategoryTranslations.id })
    .from(blogCategoryTranslations)
    .where(and(eq(blogCategoryTranslations.blogCategoryId, id), eq(blogCategoryTranslations.locale, locale)));
  return Boolean(row);
}

/** Posts by id in the curated order, leaving out those without content (or category) in the locale. */
export async function postsByIds(locale: Locale, ids: number[]): Promise<PostSummary[]> {
  if (ids.length === 0) return [];
  return toPostSummaries(locale, inOrder(ids, await summaryRows(locale, inArray(blogPosts.id, ids))));
}

async function pageOfPosts(locale: Locale, where: SQL | undefined, paging: Paging): Promise<Page<PostSummary>> {
  const [rows, [total]] = await Promise.all([
    summaryRows(locale, where, { orderBy: newestFirst, limit: paging.size, offset: offsetOf(paging) }),
    db()
      .select({ n: count() })
      .from(blogPosts)
      .innerJoin(blogPostTranslations, postIn(locale))
      .innerJoin(blogCategoryTranslations, postCategoryIn(locale))
      .where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: await toPostSummaries(locale, rows) };
}

/** Posts newest first, optionally of one category. */
export function listPosts(locale: Locale, options: Paging & { categoryId?: number }): Promise<Page<PostSummary>> {
  const where = options.categoryId === undefined ? undefined : eq(blogPosts.blogCategoryId, options.categoryId);
  return pageOfPosts(locale, where, options);
}

/** A category's posts newest first; null when the category has no content in the locale. */
export async function blogCategoryPosts(locale: Locale, categoryId: number, paging: Paging): Promise<Page<PostSummary> | null> {
  if (!(await blogCategoryExists(locale, categoryId))) return null;
  return pageOfPosts(locale, eq(blogPosts.blogCategoryId, categoryId), paging);
}

async function postDetail(locale: Locale, where: SQL): Promise<PostDetail | null> {
  const [row] = await db()
    .select({ post: blogPosts, t: blogPostTranslations, category: blogCategoryTranslations })
    .from(blogPosts)
    .innerJoin(blogPostTranslations, postIn(locale))
    .innerJoin(blogCategoryTranslations, postCategoryIn(locale))
    .where(where);
  if (!row) return null;
  const { post, t, category } = row;
  const media = await mediaByIds([post.imageId, t.seoImageId], locale);
  const { category_slug: _, ...summary } = toPostSummary({ ...post, ...t, id: post.id, categorySlug: category.slug }, media);
  return {
    ...summary,
    // Sanitized on the way out too: posts are written by the seed and scripts, not only the API.
    content: sanitizeCmsHtml(t.content),
    category: { id: post.blogCategoryId, name: category.name, slug: category.slug },
    ...seoFields(t, media),
  };
}

export function getPostById(locale: Locale, id: number): Promise<PostDetail | null> {
  return postDetail(locale, eq(blogPosts.id, id));
}

export function getPostBySlug(locale: Locale, slug: string): Promise<PostDetail | null> {
  return postDetail(locale, eq(blogPostTranslations.slug, slug));
}

/**
 * Posts of a category in an order that looks random but holds for the whole day, so the blog
 * post page stays cacheable; null when the category has no content in the locale.
 */
export async function randomPostsByCategory(
  locale: Locale,
  categoryId: number,
  options: { size: number; excludeId?: number; now?: Date },
): Promise<PostSummary[] | null> {
  if (!(await blogCategoryExists(locale, categoryId))) return null;
  const day = (options.now ?? new Date()).toISOString().slice(0, 10);
  const where = and(
    eq(blogPosts.blogCategoryId, categoryId),
    options.excludeId === undefined ? undefined : ne(blogPosts.id, options.excludeId),
  );
  const orderBy = [sql`md5(${day} || ':' || ${blogPosts.id})`, asc(blogPosts.id)];
  return toPostSummaries(locale, await summaryRows(locale, where, { orderBy, limit: options.size }));
}

/** The stores shown beside a post, in the editors' order; null when the post is not in the locale. */
export async function postSimilarStores(locale: Locale, postId: number): Promise<StoreSummary[] | null> {
  const [row] = await db()
    .select({ ids: blogPosts.similarStoreIds })
    .from(blogPosts)
    .innerJoin(blogPostTranslations, postIn(locale))
    .innerJoin(blogCategoryTranslations, postCategoryIn(locale))
    .where(eq(blogPosts.id, postId));
  return row ? storesByIds(locale, row.ids) : null;
}
