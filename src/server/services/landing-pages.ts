import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { blogCategoryTranslations, blogPosts, blogPostTranslations, type categoryTranslations, type FaqItem } from '../db/schema';
import type { Locale } from '@/lib/locales';
import { type MediaRef, mediaByIds } from './lib/media';
import { inOrder } from './lib/paging';

/** What category and destination pages share (SPEC §3): their per-locale content and related posts. */

/** A blog post as listed beside a page; posts live at /blog/{category_slug}/{slug}. */
export type RelatedPost = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  image: MediaRef | null;
  published_at: string;
  author: string;
  category_slug: string;
};

export type LandingContent = {
  name: string;
  slug: string;
  header_1: string;
  header_2: string;
  /** Sanitized HTML. */
  top_description: string;
  seo_title: string;
  meta_description: string;
  seo_image: MediaRef | null;
  faq_items: FaqItem[];
  script_1: string;
  script_2: string;
  additional_fields: Record<string, unknown>;
};

/** The landing-page columns of a category or destination translation row (both tables share them). */
export type LandingTranslation = Omit<typeof categoryTranslations.$inferSelect, 'id' | 'categoryId' | 'locale'>;

export function landingContent(t: LandingTranslation, media: Map<number, MediaRef>): LandingContent {
  return {
    name: t.name,
    slug: t.slug,
    header_1: t.header1,
    header_2: t.header2,
    top_description: t.topDescription,
    seo_title: t.seoTitle,
    meta_description: t.metaDescription,
    seo_image: t.seoImageId ? (media.get(t.seoImageId) ?? null) : null,
    faq_items: t.faqItems,
    script_1: t.script1,
    script_2: t.script2,
    additional_fields: t.additionalFields,
  };
}

/** Posts by id in the curated order, leaving out those without content (or category) in the locale. */
export async function relatedPosts(locale: Locale, ids: number[]): Promise<RelatedPost[]> {
  if (ids.length === 0) return [];
  const rows = await db()
    .select({
      id: blogPosts.id,
      title: blogPostTranslations.title,
      slug: blogPostTranslations.slug,
      excerpt: blogPostTranslations.excerpt,
      imageId: blogPosts.imageId,
      publishedAt: blogPosts.publishedAt,
      author: blogPosts.author,
      categorySlug: blogCategoryTranslations.slug,
    })
    .from(blogPosts)
    .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.blogPostId, blogPosts.id), eq(blogPostTranslations.locale, locale)))
    .innerJoin(
      blogCategoryTranslations,
      and(eq(blogCategoryTranslations.blogCategoryId, blogPosts.blogCategoryId), eq(blogCategoryTranslations.locale, locale)),
    )
    .where(inArray(blogPosts.id, ids));
  const media = await mediaByIds(rows.map((row) => row.imageId));
  return inOrder(ids, rows).map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    image: row.imageId ? (media.get(row.imageId) ?? null) : null,
    published_at: row.publishedAt.toISOString(),
    author: row.author,
    category_slug: row.categorySlug,
  }));
}
