import { z } from '@hono/zod-openapi';
import { mediaRef } from '../lib/schemas';
import { postSummarySchema } from '../posts/posts.schemas';

/** Pieces category and destination pages share (SPEC §3). */

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() }).openapi('FaqItem');

/** A blog post as listed beside a page: the blog's post summary. */
export const relatedPostSchema = postSummarySchema.openapi('RelatedPost');

export const landingContentShape = {
  name: z.string(),
  slug: z.string(),
  header_1: z.string(),
  header_2: z.string(),
  top_description: z.string().openapi({ description: 'Sanitized HTML' }),
  seo_title: z.string(),
  meta_description: z.string(),
  seo_image: mediaRef.nullable(),
  faq_items: z.array(faqItemSchema),
  script_1: z.string(),
  script_2: z.string(),
  additional_fields: z.record(z.string(), z.unknown()),
};
