import { z } from '@hono/zod-openapi';
import { PROMOTION_TYPES, TRUST_MIN_VOTES, TRUST_TIME_ZONE } from '@/lib/constants';
import { LOCALES } from '@/lib/locales';
import { dbId, mediaRef } from '../lib/schemas';
import { storeSummarySchema } from '../stores/stores.schemas';

export const promotionTypeSchema = z.enum(PROMOTION_TYPES).openapi({ description: 'coupon (a code) or offer' });

export const couponSchema = z
  .object({
    id: z.number().int(),
    code: z.string().nullable(),
    time_of_using: z.string().nullable().openapi({ description: 'Last use, ISO 8601', example: '2026-06-15T10:30:00.000Z' }),
    type: promotionTypeSchema,
  })
  .openapi('Coupon');

export const promotionStoreSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), icon: mediaRef.nullable() })
  .openapi('PromotionStore');

export const promotionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    link: z.string(),
    offer: z.string().openapi({ example: '-20%' }),
    description: z.string().openapi({ description: 'Sanitized HTML' }),
    condition: z.string().openapi({ description: 'Sanitized HTML' }),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    is_expired: z.boolean().openapi({ description: 'Read from the clock at request time' }),
    is_exclusive: z.boolean(),
    slider_image: mediaRef.nullable(),
    stores: z.array(promotionStoreSchema),
    coupon: couponSchema.nullable(),
  })
  .openapi('Promotion');

export const promotionPageSchema = z
  .object({ count: z.number().int(), results: z.array(promotionSchema) })
  .openapi('PromotionPage');

export const storesAndPromotionsSchema = z
  .object({ stores: z.array(storeSummarySchema), promotions: z.array(promotionSchema) })
  .openapi('StoresAndPromotions');

const isoDateTime = z.iso.datetime({ offset: true }).openapi({ example: '2026-07-01T00:00:00Z' });

const translationFields = {
  title: z.string().trim().min(1).max(300),
  offer: z.string().trim().max(100),
  description: z.string().max(20_000).openapi({ description: 'HTML; sanitized on write' }),
  condition: z.string().max(20_000).openapi({ description: 'HTML; sanitized on write' }),
};

const translationInput = z
  .object({
    title: translationFields.title,
    offer: translationFields.offer.optional(),
    description: translationFields.description.optional(),
    condition: translationFields.condition.optional(),
  })
  .strict()
  .openapi('PromotionTranslationInput');

const translationPatch = z
  .object({
    title: translationFields.title.optional(),
    offer: translationFields.offer.optional(),
    description: translationFields.description.optional(),
    condition: translationFields.condition.optional(),
  })
  .strict();

const promotionFields = {
  store_id: dbId,
  type: promotionTypeSchema,
  code: z.string().trim().max(100).nullable().openapi({ description: 'Required for coupons' }),
  link: z.url({ protocol: /^https?$/ }).max(2000),
  starts_at: isoDateTime,
  ends_at: isoDateTime.nullable().openapi({ description: 'Null: no end' }),
  is_exclusive: z.boolean(),
  in_slider: z.boolean(),
  on_homepage: z.boolean(),
  is_deal_of_month: z.boolean(),
  position: z.number().int().min(0).max(1_000_000),
  slider_image_id: dbId.nullable(),
  category_ids: z.array(dbId).max(100),
};

/** POST: store, type, link and one locale at least; the rest has defaults (starts now, no end, no flags). */
export const promotionCreateSchema = z
  .object(promotionFields)
  .partial()
  .required({ store_id: true, type: true, link: true })
  .extend({ translations: z.partialRecord(z.enum(LOCALES), translationInput) })
  .strict()
  .openapi('PromotionCreate');

/** PUT: the whole promotion; starts_at is required so that a replace never moves the start by accident. */
export const promotionReplaceSchema = promotionCreateSchema
  .required({ starts_at: true })
  .strict()
  .openapi('PromotionReplace');

/** PATCH: any subset; per locale an object updates, null removes. */
export const promotionPatchSchema = z
  .object(promotionFields)
  .partial()
  .extend({ translations: z.partialRecord(z.enum(LOCALES), translationPatch.nullable()).optional() })
  .strict()
  .openapi('PromotionPatch');

export const promotionRecordSchema = z
  .object({
    id: z.number().int(),
    ...promotionFields,
    code: z.string().nullable(),
    link: z.string(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    translations: z.partialRecord(z.enum(LOCALES), z.object(translationFields)),
  })
  .openapi('PromotionRecord');

export const bulkDestroySchema = z
  .object({ promotions: z.array(dbId).min(1).max(1000) })
  .strict()
  .openapi('PromotionBulkDestroy');

export const deletedCountSchema = z.object({ deleted: z.number().int() }).openapi('DeletedCount');

export const sharedPromotionSchema = z.object({ id: z.number().int() }).openapi('SharedPromotion');

export const promotionVoteBodySchema = z
  .object({ worked: z.boolean().openapi({ description: 'Whether the code or offer worked for the visitor' }) })
  .openapi('PromotionVoteBody');

export const promotionTrustSchema = z
  .object({
    votes: z.number().int().openapi({ description: 'Visitors who answered "did it work?"' }),
    worked: z.number().int().openapi({ description: 'Of them, those who answered yes' }),
    success_rate: z
      .number()
      .int()
      .nullable()
      .openapi({ description: `Whole percent of yes; null below ${TRUST_MIN_VOTES} votes`, example: 80 }),
    uses_today: z.number().int().openapi({ description: `Uses of the coupon since midnight (${TRUST_TIME_ZONE})` }),
    last_used_at: z.string().nullable().openapi({ description: "The coupon's last use, ISO 8601", example: '2026-06-15T10:30:00.000Z' }),
    your_vote: z.boolean().nullable().openapi({ description: "This visitor's answer; null before it, or when the visitor is not known" }),
  })
  .openapi('PromotionTrust');

export const promotionTrustMapSchema = z
  .object({
    items: z.record(z.string(), promotionTrustSchema).openapi({
      description: 'Figures by promotion id; an id the locale has no such promotion for is left out',
      example: { '12': { votes: 7, worked: 6, success_rate: 86, uses_today: 3, last_used_at: '2026-06-15T10:30:00.000Z', your_vote: null } },
    }),
  })
  .openapi('PromotionTrustMap');

export const flaggedPromotionSchema = z
  .object({
    id: z.number().int(),
    title: z.string().openapi({ description: 'In `language`, else in a locale the promotion has' }),
    store_id: z.number().int(),
    store_name: z.string(),
    ends_at: z.string().nullable(),
    votes: z.number().int(),
    worked: z.number().int(),
    success_rate: z.number().int().openapi({ description: 'Whole percent of yes', example: 20 }),
    last_vote_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('FlaggedPromotion');
