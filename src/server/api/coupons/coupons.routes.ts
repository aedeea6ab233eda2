import { createRoute } from '@hono/zod-openapi';
import { notFromOtherSites } from '../lib/post-only';
import { rateLimit } from '../lib/rate-limit';
import { errorsOf } from '../lib/routes';
import { idParam, json, languageQuery } from '../lib/schemas';
import { couponUseSchema } from './coupons.schemas';

/**
 * Copying codes is what visitors come for, so the limit sits far above any person's pace and
 * only bounds scripts inflating the counters. use_offer shares it: one budget per client.
 */
const couponUseLimit = () => rateLimit('use_coupon', 60, 60);

/**
 * A POST without a body that records a use of a coupon, named by the id in `path` (a coupon's, or
 * the promotion's whose coupon it is), and answers its new time_of_using.
 */
export const couponUse = <P extends string>(path: P, tags: string[], summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary,
    description:
      'A POST without a body. SPEC §7 lists it as a GET, but a GET that writes can be triggered by any page elsewhere (an image, a link, a prefetch): the GET of this address answers 405 with `Allow: POST`, and a browser request from another site (`Sec-Fetch-Site: cross-site`) 403.',
    middleware: [notFromOtherSites, couponUseLimit()] as const,
    request: { params: idParam, query: languageQuery },
    responses: { 200: json(couponUseSchema), ...errorsOf(400, 403, 404, 429) },
  });

export const useCoupon = couponUse('/coupons/{id}/use_coupon/', ['coupons'], "Records a use of a coupon (by the coupon's id) and answers its new time_of_using");
