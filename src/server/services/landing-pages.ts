import 'server-only';
import type { categoryTranslations } from '../db/schema';
import type { LandingContent, RelatedPost } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { type ImageRef, seoFields } from './lib/media';
import { postsByIds } from './blog-posts';

/** What category and destination pages share (SPEC §3): their per-locale content and related posts. */

export type { LandingContent, RelatedPost };

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
