import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { REDIRECT_STATUS_CODES } from '@/server/services/redirections';
import { dbId, mediaRef } from '../lib/schemas';

export const seoRecordSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ description: 'Name, or title for a blog post' }),
    slug: z.string(),
    seo_title: z.string(),
    meta_description: z.string(),
    seo_image: mediaRef.nullable(),
    path: z.string().nullable().openapi({ description: 'Its public path in the locale, without locale prefix', example: '/blog/conseils' }),
  })
  .openapi('SeoRecord');

/** Only these fields; anything else is a mistake worth a 422, not a silent no-op. */
export const seoUpdateSchema = z
  .strictObject({
    seo_title: z.string().trim().max(300).optional(),
    meta_description: z.string().trim().max(500).optional(),
    seo_image_id: dbId.nullable().optional().openapi({ description: 'Media id; null clears it' }),
  })
  .openapi('SeoUpdate');

const statusCode = z
  .literal(REDIRECT_STATUS_CODES)
  .openapi({ example: 301 });

export const redirectionSchema = z
  .object({
    id: z.number().int(),
    language: z.enum(LOCALES),
    from_path: z.string().openapi({ example: '/ancienne-page' }),
    to_path: z.string().openapi({ example: '/nouvelle-page' }),
    status_code: statusCode,
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Redirection');

export const redirectionRuleSchema = redirectionSchema.pick({ from_path: true, to_path: true, status_code: true }).openapi('RedirectionRule');

export const redirectionInputSchema = z
  .object({
    from_path: z.string().trim().min(1).max(500).openapi({ description: 'Site path starting with /, no query', example: '/ancienne-page' }),
    to_path: z.string().trim().min(1).max(500).openapi({ description: 'Site path starting with /', example: '/nouvelle-page' }),
    status_code: statusCode.default(301),
  })
  .openapi('RedirectionInput');
