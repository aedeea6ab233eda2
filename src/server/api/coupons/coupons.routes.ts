import { createRoute } from '@hono/zod-openapi';
import { rateLimit } from '../lib/rate-limit';
import { errors, idParam, json, languageQuery } from '../lib/schemas';
import { couponUseSchema } from './coupons.schemas';

/**
 * Copying codes is what visitors come for, so the limit sits far above any person's pace and
 * only bounds scripts inflating the counters. use_offer shares it: one budget per client.
 */
export const couponUseLimit = () => rateLimit('use_coupon', 60, 60);

export const useCoupon = createRoute({
  method: 'get',
  path: '/coupons/{id}/use_coupon/',
  tags: ['coupons'],
  summary: "Records a use of a coupon (by the coupon's id) and answers its new time_of_using",
  middleware: [couponUseLimit()] as const,
  request: { params: idParam, query: languageQuery },
  responses: { 200: json(couponUseSchema), 400: errors[400], 404: errors[404], 429: errors[429] },
});
