import { z } from '@hono/zod-openapi';
import { mediaRef } from '../lib/schemas';

/** The minified post of every list. */
export const postSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    image: mediaRef.nullable(),
    published_at: z.string().openapi({ format: 'date-time', example: '2026-05-01T08:00:00.000Z' }),
    author: z.string(),
    category_slug: z.string().openapi({ description: 'Posts live at /blog/{category_slug}/{slug}' }),
  })
  .openapi('PostSummary');

export const postDetailSchema = postSummarySchema
  .omit({ category_slug: true })
  .extend({
    content: z.string().openapi({ description: 'Sanitized HTML' }),
    category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    seo_title: z.string(),
    meta_description: z.string(),
    seo_image: mediaRef.nullable(),
  })
  .openapi('Post');
