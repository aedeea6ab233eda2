import { z } from '@hono/zod-openapi';
import { storeForm } from '@/lib/editing/stores';
import { proposeStoreForm, ratingForm } from '@/lib/forms';
import { LOCALES } from '@/lib/locales';
import { dbId, mediaRef } from '../lib/schemas';

export const promotionCountsSchema = z
  .object({ coupon_counts: z.number().int(), offer_counts: z.number().int() })
  .openapi('PromotionCounts');

export const storeSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    icon: mediaRef.nullable(),
    rating: z.number().openapi({ example: 4.25 }),
    rating_count: z.number().int(),
  })
  .openapi('StoreSummary');

export const storeDetailSchema = storeSummarySchema
  .extend({
    website: z.string(),
    description: z.string(),
    reasons: z.array(z.string()),
    seo_title: z.string(),
    meta_description: z.string(),
    seo_image: mediaRef.nullable(),
    counts: promotionCountsSchema,
    categories: z.array(
      z.object({ id: z.number().int(), name: z.string(), slug: z.string(), entity_type: z.enum(['category', 'subcategory']) }),
    ),
    related_stores: z.array(storeSummarySchema),
  })
  .openapi('Store');

export const ratingBodySchema = ratingForm.openapi('RatingBody');

export const ratingResultSchema = z
  .object({
    rating: z.number().openapi({ description: 'Average of the votes, 2 decimals', example: 4.25 }),
    rating_count: z.number().int(),
    your_rating: z.number().int().openapi({ description: "This visitor's vote, as now recorded" }),
  })
  .openapi('RatingResult');

export const visitorRatingSchema = ratingResultSchema
  .extend({ your_rating: z.number().int().nullable().openapi({ description: "This visitor's vote; null before their first" }) })
  .openapi('VisitorRating');

export const proposeStoreBodySchema = proposeStoreForm.openapi('ProposeStoreBody', {
  description: '`company` is a honeypot: leave it empty',
});

export const proposedSchema = z.object({ proposed: z.literal(true) }).openapi('ProposedStore');

const storeTranslationPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(20_000).openapi({ description: 'HTML; sanitized on write' }),
    reasons: z
      .array(z.string().trim().min(1).max(300))
      .max(20)
      .openapi({ description: 'Reasons to shop there, plain text, in order' }),
  })
  .partial()
  .strict()
  .openapi('StoreTranslationPatch');

/** PATCH: any subset; per locale, the given texts of a locale the store already has. */
export const storePatchSchema = z
  .object({
    website: z.url({ protocol: /^https?$/ }).max(2000),
    icon_id: dbId.nullable().openapi({ description: 'A media id; null: no icon' }),
    in_menu: z.boolean(),
    is_top: z.boolean(),
    position: z.number().int().min(0).max(1_000_000),
    related_store_ids: z.array(dbId).max(100).openapi({ description: 'In the order shown' }),
    translations: z.partialRecord(z.enum(LOCALES), storeTranslationPatchSchema),
  })
  .partial()
  .strict()
  .openapi('StorePatch');

/** POST and PUT: the whole store, its content and slug per locale. */
export const storeInputSchema = storeForm.openapi('StoreInput');

export const storeRecordSchema = z
  .object({
    id: z.number().int(),
    website: z.string(),
    icon_id: z.number().int().nullable(),
    in_menu: z.boolean(),
    is_top: z.boolean(),
    position: z.number().int(),
    related_store_ids: z.array(z.number().int()),
    category_ids: z.array(z.number().int()),
    translations: z.partialRecord(
      z.enum(LOCALES),
      z.object({
        name: z.string(),
        slug: z.string(),
        description: z.string(),
        reasons: z.array(z.string()),
        seo_title: z.string(),
        meta_description: z.string(),
        seo_image_id: z.number().int().nullable(),
      }),
    ),
  })
  .openapi('StoreRecord');
