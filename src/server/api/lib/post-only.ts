import { createMiddleware } from 'hono/factory';
import { ForbiddenError, MethodNotAllowedError } from '@/server/errors';

/**
 * Public actions that write without a body (coupon and offer use) must not be recorded by a page
 * of another site through its visitors' browsers: an image, a link, a prefetch, a form or a
 * no-cors fetch there. Browsers say so with `Sec-Fetch-Site: cross-site`, which such a page cannot
 * change; those requests are refused (403), whatever the method. Our pages, which call /api on
 * their own origin, and clients that are not browsers, which send no such header, pass.
 */
export const notFromOtherSites = createMiddleware(async (c, next) => {
  if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') {
    throw new ForbiddenError('This action cannot be triggered from another site');
  }
  await next();
});

/**
 * Hono answers a HEAD with the GET's route, which here would record a use: a HEAD is a check (a
 * link checker, a mail scanner), never a use, so it answers 405 and records nothing.
 */
export const notOnHead = createMiddleware(async (c, next) => {
  if (c.req.method === 'HEAD') throw new MethodNotAllowedError(['GET', 'POST'], 'A HEAD records no use: send GET or POST');
  await next();
});
