import { z } from '@hono/zod-openapi';
import { proposeStoreForm, ratingForm } from '@/lib/forms';
import { mediaRef } from '../lib/schemas';

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

export const proposeStoreBodySchema = proposeStoreForm.openapi('ProposeStoreBody', {
  description: '`company` is a honeypot: leave it empty',
});

export const proposedSchema = z.object({ proposed: z.literal(true) }).openapi('ProposedStore');
