import { createRoute } from '@hono/zod-openapi';
import { notFromOtherSites, notOnHead } from '../lib/post-only';
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
 * A request without a body that records a use of a coupon, named by the id in `path` (a coupon's,
 * or the promotion's whose coupon it is), and answers its new time_of_using: a GET as SPEC §7
 * lists it (clients built to it), a POST as our pages send it. Either is refused when a browser
 * says a page of another site sent it, which an image, a link or a form there would.
 */
export const couponUse = <P extends string, M extends 'get' | 'post'>(method: M, path: P, tags: string[], summary: string) =>
  createRoute({
    method,
    path,
    tags,
    summary,
    description:
      'GET (as SPEC §7 lists it) or POST (what our pages send), without a body; the same answer either way. A browser request sent by a page of another site (`Sec-Fetch-Site: cross-site`: an image, a link, a form, a no-cors fetch there) is refused with 403, so no other site can record a use through its visitors. A HEAD (a link checker) records nothing: 405. A use counts once a day per client and coupon: a repeat answers the last use and records nothing.',
    middleware: [notOnHead, notFromOtherSites, couponUseLimit()] as const,
    request: { params: idParam, query: languageQuery },
    responses: { 200: json(couponUseSchema), ...errorsOf(400, 403, 404, 429) },
  });

const USE_COUPON = "Records a use of a coupon (by the coupon's id) and answers its new time_of_using";
export const useCoupon = couponUse('post', '/coupons/{id}/use_coupon/', ['coupons'], USE_COUPON);
export const useCouponByGet = couponUse('get', '/coupons/{id}/use_coupon/', ['coupons'], USE_COUPON);
