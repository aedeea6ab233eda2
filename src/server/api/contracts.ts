import type { z } from 'zod';
import type { Coupon, ImageRef, Promotion, PromotionStore, PropertySummary } from '@/lib/contracts';
import type { propertySchema } from './datafeed/datafeed.schemas';
import type { couponSchema, promotionSchema, promotionStoreSchema } from './promotions/promotions.schemas';

/**
 * The API's response schemas describe the read models the services return (src/lib/contracts.ts):
 * the type check fails here as soon as one of them drifts from the other, so the OpenAPI document
 * cannot promise a shape the API does not answer.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

export type ResponseSchemasMatchContracts = [
  Holds<Same<z.output<typeof couponSchema>, Coupon>>,
  Holds<Same<z.output<typeof promotionStoreSchema>, PromotionStore>>,
  Holds<Same<z.output<typeof promotionSchema>, Promotion>>,
  Holds<Same<z.output<typeof propertySchema>, PropertySummary>>,
  Holds<Same<NonNullable<z.output<typeof promotionSchema>['slider_image']>, ImageRef>>,
];
