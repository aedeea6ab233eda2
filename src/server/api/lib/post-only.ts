import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ForbiddenError, MethodNotAllowedError } from '@/server/errors';

/**
 * Public actions that write without a body (coupon and offer use) are POSTs, so that no link,
 * image or prefetch on a page elsewhere can record one. The GET of the same address answers this:
 * 405 with `Allow: POST`, in the JSON error shape.
 */
export function getNotAllowed(_c: Context): never {
  throw new MethodNotAllowedError(['POST'], 'This action records a use: send it as POST');
}

/**
 * A page of another site can still submit a form or a no-cors fetch as a POST; browsers say so
 * with `Sec-Fetch-Site: cross-site`, which such a page cannot change. Those are refused (403).
 * Our pages, which call /api on their own origin, and clients that are not browsers, which send
 * no such header, pass.
 */
export const notFromOtherSites = createMiddleware(async (c, next) => {
  if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') {
    throw new ForbiddenError('This action cannot be triggered from another site');
  }
  await next();
});
