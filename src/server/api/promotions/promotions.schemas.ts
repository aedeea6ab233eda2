import { z } from '@hono/zod-openapi';
import { PROMOTION_TYPES } from '@/lib/constants';
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
