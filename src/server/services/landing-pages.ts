import 'server-only';
import type { categoryTranslations, FaqItem } from '../db/schema';
import type { Locale } from '@/lib/locales';
import { type ImageRef, seoFields } from './lib/media';
import { postsByIds, type PostSummary } from './blog-posts';

/** What category and destination pages share (SPEC §3): their per-locale content and related posts. */

/** A blog post as listed beside a page; posts live at /blog/{category_slug}/{slug}. */
export type RelatedPost = PostSummary;

export type LandingContent = {
  name: string;
  slug: string;
  header_1: string;
  header_2: string;
  /** Sanitized HTML. */
  top_description: string;
  seo_title: string;
  meta_description: string;
  seo_image: ImageRef | null;
  faq_items: FaqItem[];
  script_1: string;
  script_2: string;
  additional_fields: Record<string, unknown>;
};

/** The landing-page columns of a category or destination translation row (both tables share them). */
export type LandingTranslation = Omit<typeof categoryTranslations.$inferSelect, 'id' | 'categoryId' | 'locale'>;

export function landingContent(t: LandingTranslation, media: Map<number, ImageRef>): LandingContent {
  return {
    name: t.name,
    slug: t.slug,
    header_1: t.header1,
    header_2: t.header2,
    top_description: t.topDescription,
    ...seoFields(t, media),
    faq_items: t.faqItems,
    script_1: t.script1,
    script_2: t.script2,
    additional_fields: t.additionalFields,
  };
}

/** Posts by id in the curated order, leaving out those without content (or category) in the locale. */
export function relatedPosts(locale: Locale, ids: number[]): Promise<RelatedPost[]> {
  return postsByIds(locale, ids);
}
