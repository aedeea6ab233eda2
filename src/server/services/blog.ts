import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { db } from '../db/client';
import { blogCategories, blogCategoryTranslations, blogPosts, blogPostTranslations, slugs } from '../db/schema';
import { invalidate, tags } from '../cache/invalidate';
import { ConflictError } from '../errors';
import type { Locale } from '@/lib/locales';
import { sanitizeCmsHtml } from './lib/html';
import { type MediaRef, mediaByIds } from './lib/media';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { requireMedia } from './lib/require-media';
import { violatedUniqueConstraint } from './lib/unique-violation';
import { type StoreSummary, storesByIds } from './stores';

export type BlogCategorySummary = { id: number; name: string; slug: string; is_featured: boolean };

export type BlogCategoryDetail = BlogCategorySummary & {
  /** Sanitized HTML. */
  description: string;
  image: MediaRef | null;
  seo_title: string;
  meta_description: string;
  seo_image: MediaRef | null;
};

/** The minified post of every list (SPEC §3: "the list form is minified"). */
export type PostSummary = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  image: MediaRef | null;
  published_at: string;
  author: string;
  /** Posts live at /blog/{category_slug}/{slug}. */
  category_slug: string;
};

export type FeaturedBlogCategory = BlogCategorySummary & { posts: PostSummary[] };

export type PostDetail = Omit<PostSummary, 'category_slug'> & {
  /** Sanitized HTML. */
  content: string;
  category: { id: number; name: string; slug: string };
  seo_title: string;
  meta_description: string;
  seo_image: MediaRef | null;
};

export type BlogCategoryTranslationInput = {
  name: string;
  slug: string;
  description?: string;
  seo_title?: string;
  meta_description?: string;
  seo_image_id?: number | null;
};

export type BlogCategoryInput = {
  is_featured?: boolean;
  position?: number;
  image_id?: number | null;
  translations: Partial<Record<Locale, BlogCategoryTranslationInput>>;
};

export type BlogCategoryCreated = {
  id: number;
  is_featured: boolean;
  position: number;
  image: MediaRef | null;
  translations: (Omit<BlogCategoryDetail, 'id' | 'is_featured' | 'image'> & { language: Locale })[];
};

function categoryIn(locale: Locale) {
  return and(eq(blogCategoryTranslations.blogCategoryId, blogCategories.id), eq(blogCategoryTranslations.locale, locale));
}

function postIn(locale: Locale) {
  return and(eq(blogPostTranslations.blogPostId, blogPosts.id), eq(blogPostTranslations.locale, locale));
}

/** A post exists in a locale when it and its category both have content there (its URL needs both slugs). */
function postCategoryIn(locale: Locale) {
  return and(eq(blogCategoryTranslations.blogCategoryId, blogPosts.blogCategoryId), eq(blogCategoryTranslations.locale, locale));
}

const categorySummaryColumns = {
  id: blogCategories.id,
  name: blogCategoryTranslations.name,
  slug: blogCategoryTranslations.slug,
  is_featured: blogCategories.isFeatured,
};

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

function toPostSummary(row: PostSummaryRow, media: Map<number, MediaRef>): PostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    image: row.imageId ? (media.get(row.imageId) ?? null) : null,
    published_at: new Date(row.publishedAt).toISOString(),
    author: row.author,
    category_slug: row.categorySlug,
  };
}

async function toPostSummaries(rows: PostSummaryRow[]): Promise<PostSummary[]> {
  const media = await mediaByIds(rows.map((row) => row.imageId));
  return rows.map((row) => toPostSummary(row, media));
}

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

// ---------------------------------------------------------------- categories

export async function listBlogCategories(locale: Locale, paging: Paging): Promise<Page<BlogCategorySummary>> {
  const [results, [total]] = await Promise.all([
    db()
      .select(categorySummaryColumns)
      .from(blogCategories)
      .innerJoin(blogCategoryTranslations, categoryIn(locale))
      .orderBy(asc(blogCategories.position), asc(blogCategories.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db().select({ n: count() }).from(blogCategories).innerJoin(blogCategoryTranslations, categoryIn(locale)),
  ]);
  return { count: Number(total?.n ?? 0), results };
}

/** Featured categories of the blog home, each with its latest posts, in two queries whatever the page size. */
export async function featuredBlogCategories(
  locale: Locale,
  paging: Paging,
  postsPerCategory: number,
): Promise<Page<FeaturedBlogCategory>> {
  const featured = eq(blogCategories.isFeatured, true);
  const [categories, [total]] = await Promise.all([
    db()
      .select(categorySummaryColumns)
      .from(blogCategories)
      .innerJoin(blogCategoryTranslations, categoryIn(locale))
      .where(featured)
      .orderBy(asc(blogCategories.position), asc(blogCategories.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db().select({ n: count() }).from(blogCategories).innerJoin(blogCategoryTranslations, categoryIn(locale)).where(featured),
  ]);
  const latest = await latestPostsOf(
    locale,
    categories.map((category) => category.id),
    postsPerCategory,
  );
  return {
    count: Number(total?.n ?? 0),
    results: categories.map((category) => ({ ...category, posts: latest.get(category.id) ?? [] })),
  };
}

/** The newest posts of each category, ranked in SQL so that one query serves every category. */
async function latestPostsOf(locale: Locale, categoryIds: number[], perCategory: number): Promise<Map<number, PostSummary[]>> {
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
  const summaries = await toPostSummaries(rows);
  const byCategory = new Map<number, PostSummary[]>();
  rows.forEach((row, index) => {
    const list = byCategory.get(Number(row.categoryId)) ?? [];
    list.push(summaries[index]!);
    byCategory.set(Number(row.categoryId), list);
  });
  return byCategory;
}

async function blogCategoryDetail(locale: Locale, where: SQL): Promise<BlogCategoryDetail | null> {
  const [row] = await db()
    .select({ category: blogCategories, t: blogCategoryTranslations })
    .from(blogCategories)
    .innerJoin(blogCategoryTranslations, categoryIn(locale))
    .where(where);
  if (!row) return null;
  const { category, t } = row;
  const media = await mediaByIds([category.imageId, t.seoImageId]);
  return {
    id: category.id,
    name: t.name,
    slug: t.slug,
    is_featured: category.isFeatured,
    description: sanitizeCmsHtml(t.description),
    image: category.imageId ? (media.get(category.imageId) ?? null) : null,
    seo_title: t.seoTitle,
    meta_description: t.metaDescription,
    seo_image: t.seoImageId ? (media.get(t.seoImageId) ?? null) : null,
  };
}

export function getBlogCategoryById(locale: Locale, id: number): Promise<BlogCategoryDetail | null> {
  return blogCategoryDetail(locale, eq(blogCategories.id, id));
}

export function getBlogCategoryBySlug(locale: Locale, slug: string): Promise<BlogCategoryDetail | null> {
  return blogCategoryDetail(locale, eq(blogCategoryTranslations.slug, slug));
}

async function blogCategoryExists(locale: Locale, id: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: blogCategoryTranslations.id })
    .from(blogCategoryTranslations)
    .where(and(eq(blogCategoryTranslations.blogCategoryId, id), eq(blogCategoryTranslations.locale, locale)));
  return Boolean(row);
}

/** Slugs of the input already taken in the registry (parent null) or by another blog category. */
async function takenSlugs(translations: [Locale, BlogCategoryTranslationInput][]): Promise<{ path: string; message: string }[]> {
  const wanted = or(
    ...translations.map(([locale, t]) =>
      and(eq(slugs.locale, locale), eq(slugs.slug, t.slug), isNull(slugs.parentId)),
    ),
  );
  const wantedCategories = or(
    ...translations.map(([locale, t]) =>
      and(eq(blogCategoryTranslations.locale, locale), eq(blogCategoryTranslations.slug, t.slug)),
    ),
  );
  const [inRegistry, inCategories] = await Promise.all([
    db().select({ locale: slugs.locale, slug: slugs.slug, type: slugs.entityType }).from(slugs).where(wanted),
    db()
      .select({ locale: blogCategoryTranslations.locale, slug: blogCategoryTranslations.slug })
      .from(blogCategoryTranslations)
      .where(wantedCategories),
  ]);
  return [
    ...inRegistry.map((row) => ({
      path: `translations.${row.locale}.slug`,
      message: `${row.slug} is taken by a ${row.type} in ${row.locale}`,
    })),
    ...inCategories.map((row) => ({
      path: `translations.${row.locale}.slug`,
      message: `${row.slug} is taken by a blog category in ${row.locale}`,
    })),
  ];
}

/** The unique constraints that keep blog category slugs free of clashes. */
const SLUG_CONSTRAINTS = new Set(['slugs_locale_parent_slug_uq', 'blog_category_translations_locale_slug_uq']);

/**
 * Creates a blog category with its content per locale and registers each slug in the slug
 * registry in the same transaction, so a slug never points at nothing or at two things.
 */
export async function createBlogCategory(input: BlogCategoryInput): Promise<BlogCategoryCreated> {
  const translations = Object.entries(input.translations).filter(
    (entry): entry is [Locale, BlogCategoryTranslationInput] => entry[1] !== undefined,
  );
  await requireMedia({
    image_id: input.image_id,
    ...Object.fromEntries(translations.map(([locale, t]) => [`translations.${locale}.seo_image_id`, t.seo_image_id])),
  });
  const clashes = await takenSlugs(translations);
  if (clashes.length > 0) throw new ConflictError('Slug already in use', clashes);

  const content = translations.map(([locale, t]) => ({
    locale,
    name: t.name,
    slug: t.slug,
    description: sanitizeCmsHtml(t.description ?? ''),
    seoTitle: t.seo_title ?? '',
    metaDescription: t.meta_description ?? '',
    seoImageId: t.seo_image_id ?? null,
  }));
  let id: number;
  try {
    id = await db().transaction(async (tx) => {
      const [category] = await tx
        .insert(blogCategories)
        .values({ isFeatured: input.is_featured ?? false, position: input.position ?? 0, imageId: input.image_id ?? null })
        .returning({ id: blogCategories.id });
      const categoryId = category!.id;
      await tx.insert(blogCategoryTranslations).values(content.map((row) => ({ ...row, blogCategoryId: categoryId })));
      await tx.insert(slugs).values(
        content.map(({ locale, slug }) => ({ locale, slug, parentId: null, entityType: 'blog_category' as const, entityId: categoryId })),
      );
      return categoryId;
    });
  } catch (error) {
    // Another writer took a slug between the check and the insert.
    if (SLUG_CONSTRAINTS.has(violatedUniqueConstraint(error) ?? '')) throw new ConflictError('Slug already in use');
    throw error;
  }

  await invalidate(tags.blog, tags.layout, tags.slugs);
  const media = await mediaByIds([input.image_id, ...content.map((row) => row.seoImageId)]);
  const ref = (mediaId: number | null | undefined) => (mediaId ? (media.get(mediaId) ?? null) : null);
  return {
    id,
    is_featured: input.is_featured ?? false,
    position: input.position ?? 0,
    image: ref(input.image_id),
    translations: content.map((row) => ({
      language: row.locale,
      name: row.name,
      slug: row.slug,
      description: row.description,
      seo_title: row.seoTitle,
      meta_description: row.metaDescription,
      seo_image: ref(row.seoImageId),
    })),
  };
}

// ---------------------------------------------------------------- posts

async function pageOfPosts(locale: Locale, where: SQL | undefined, paging: Paging): Promise<Page<PostSummary>> {
  const [rows, [total]] = await Promise.all([
    db()
      .select(postSummaryColumns)
      .from(blogPosts)
      .innerJoin(blogPostTranslations, postIn(locale))
      .innerJoin(blogCategoryTranslations, postCategoryIn(locale))
      .where(where)
      .orderBy(...newestFirst)
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db()
      .select({ n: count() })
      .from(blogPosts)
      .innerJoin(blogPostTranslations, postIn(locale))
      .innerJoin(blogCategoryTranslations, postCategoryIn(locale))
      .where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: await toPostSummaries(rows) };
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
  const media = await mediaByIds([post.imageId, t.seoImageId]);
  return {
    id: post.id,
    title: t.title,
    slug: t.slug,
    excerpt: t.excerpt,
    image: post.imageId ? (media.get(post.imageId) ?? null) : null,
    published_at: new Date(post.publishedAt).toISOString(),
    author: post.author,
    // Sanitized on the way out too: posts are written by the seed and scripts, not only the API.
    content: sanitizeCmsHtml(t.content),
    category: { id: post.blogCategoryId, name: category.name, slug: category.slug },
    seo_title: t.seoTitle,
    meta_description: t.metaDescription,
    seo_image: t.seoImageId ? (media.get(t.seoImageId) ?? null) : null,
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
  const rows = await db()
    .select(postSummaryColumns)
    .from(blogPosts)
    .innerJoin(blogPostTranslations, postIn(locale))
    .innerJoin(blogCategoryTranslations, postCategoryIn(locale))
    .where(
      and(
        eq(blogPosts.blogCategoryId, categoryId),
        options.excludeId === undefined ? undefined : ne(blogPosts.id, options.excludeId),
      ),
    )
    .orderBy(sql`md5(${day} || ':' || ${blogPosts.id})`, asc(blogPosts.id))
    .limit(options.size);
  return toPostSummaries(rows);
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
