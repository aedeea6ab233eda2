import { createRoute } from '@hono/zod-openapi';
import { notFromOtherSites } from '../lib/post-only';
import { rateLimit } from '../lib/rate-limit';
import { errors, idParam, json, languageQuery } from '../lib/schemas';
import { couponUseSchema } from './coupons.schemas';

/**
 * Copying codes is what visitors come for, so the limit sits far above any person's pace and
 * only bounds scripts inflating the counters. use_offer shares it: one budget per client.
 */
export const couponUseLimit = () => rateLimit('use_coupon', 60, 60);

export const useCoupon = createRoute({
  method: 'post',
  path: '/coupons/{id}/use_coupon/',
  tags: ['coupons'],
  summary: "Records a use of a coupon (by the coupon's id) and answers its new time_of_using",
  description:
    'A POST without a body. SPEC §7 lists it as a GET, but a GET that writes can be triggered by any page elsewhere (an image, a link, a prefetch): the GET of this address answers 405 with `Allow: POST`, and a browser request from another site (`Sec-Fetch-Site: cross-site`) 403.',
  middleware: [notFromOtherSites, couponUseLimit()] as const,
  request: { params: idParam, query: languageQuery },
  responses: { 200: json(couponUseSchema), 400: errors[400], 403: errors[403], 404: errors[404], 429: errors[429] },
});
