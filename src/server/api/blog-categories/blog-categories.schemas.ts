import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { dbId, mediaRef } from '../lib/schemas';
import { postSummarySchema } from '../posts/posts.schemas';

export const blogCategorySummarySchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), is_featured: z.boolean() })
  .openapi('BlogCategorySummary');

export const featuredBlogCategorySchema = blogCategorySummarySchema
  .extend({ posts: z.array(postSummarySchema) })
  .openapi('FeaturedBlogCategory');

const seoFields = {
  description: z.string().openapi({ description: 'Sanitized HTML' }),
  seo_title: z.string(),
  meta_description: z.string(),
  seo_image: mediaRef.nullable(),
};

export const blogCategoryDetailSchema = blogCategorySummarySchema
  .extend({ ...seoFields, image: mediaRef.nullable() })
  .openapi('BlogCategory');

const mediaId = dbId.nullable().optional();

const translationInput = z
  .object({
    name: z.string().trim().min(1).max(200),
    slug: z
      .string()
      .max(200)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase letters, digits and single dashes')
      .openapi({ example: 'conseils-voyage' }),
    description: z.string().max(100_000).optional().openapi({ description: 'HTML; sanitized with the CMS allowlist' }),
    seo_title: z.string().trim().max(300).optional(),
    meta_description: z.string().trim().max(500).optional(),
    seo_image_id: mediaId,
  })
  .openapi('BlogCategoryTranslationInput');

export const blogCategoryInputSchema = z
  .object({
    is_featured: z.boolean().optional(),
    position: z.number().int().min(0).max(1_000_000).optional(),
    image_id: mediaId,
    // An unknown locale key is a mistake worth reporting, not a field to drop.
    translations: z
      .strictObject({
        'fr-be': translationInput.optional(),
        'nl-be': translationInput.optional(),
        'fr-fr': translationInput.optional(),
      } satisfies Record<(typeof LOCALES)[number], unknown>)
      .refine((value) => Object.values(value).some(Boolean), 'Content in at least one locale'),
  })
  .openapi('BlogCategoryInput');

export const blogCategoryCreatedSchema = z
  .object({
    id: z.number().int(),
    is_featured: z.boolean(),
    position: z.number().int(),
    image: mediaRef.nullable(),
    translations: z.array(
      z.object({ language: z.enum(LOCALES), name: z.string(), slug: z.string(), ...seoFields }),
    ),
  })
  .openapi('BlogCategoryCreated');
