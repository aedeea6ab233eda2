import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
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

/** A blog post as editors write it: every locale, ids instead of nested objects. */
export const blogPostRecordSchema = z
  .object({
    id: z.number().int(),
    blog_category_id: z.number().int(),
    image_id: z.number().int().nullable(),
    author: z.string(),
    published_at: z.string(),
    similar_store_ids: z.array(z.number().int()),
    translations: z.partialRecord(
      z.enum(LOCALES),
      z.object({
        title: z.string(),
        slug: z.string(),
        excerpt: z.string(),
        content: z.string().openapi({ description: 'Sanitized HTML' }),
        seo_title: z.string(),
        meta_description: z.string(),
        seo_image_id: z.number().int().nullable(),
      }),
    ),
  })
  .openapi('BlogPostRecord');
