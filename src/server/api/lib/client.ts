import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { clientAddressFrom, currentStamp, STAMP_HEADER } from '@/lib/client-address.mjs';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { issueVisitorId, verifyVisitorId } from '@/server/services/visitors';

/** Every client whose address we cannot know shares this one, and so one allowance. */
const UNKNOWN_CLIENT = 'unknown';
let warnedUnknown = false;

/**
 * The client's address: the socket's, or the entry TRUSTED_PROXY_HOPS trusted proxies left of it,
 * read from the X-Forwarded-For our own server hands on (src/lib/client-address.mjs, which says
 * why Next alone cannot tell). Never a value the client wrote.
 */
export function clientIp(c: Context): string {
  const stamp = currentStamp();
  if (stamp !== undefined && c.req.header(STAMP_HEADER) === stamp) {
    return clientAddressFrom(c.req.header('x-forwarded-for'), env.TRUSTED_PROXY_HOPS) ?? UNKNOWN_CLIENT;
  }
  if (!warnedUnknown) {
    warnedUnknown = true;
    logger.warn('Requests do not come through scripts/serve.mjs (npm start): client addresses are unknown, so every client shares one rate limit');
  }
  return UNKNOWN_CLIENT;
}

/** A one-way key for a client, so that stored rows and limits never hold a raw address. */
export function clientHash(c: Context): string {
  return createHash('sha256').update(`client:${clientIp(c)}`).digest('hex').slice(0, 32);
}

const VISITOR_COOKIE = 'visitor_id';

/**
 * The anonymous visitor: the id in the `visitor_id` cookie when it carries our signature
 * (src/server/services/visitors.ts); otherwise, forged, unsigned or absent, the id of the client's
 * address, which the answer hands out signed. So a visitor who refuses cookies is counted once
 * per address, one who keeps it once everywhere, and a made-up cookie counts for nothing.
 */
export function visitorHash(c: Context): string {
  let visitor = verifyVisitorId(getCookie(c, VISITOR_COOKIE));
  if (visitor === null) {
    const issued = issueVisitorId(clientHash(c));
    visitor = verifyVisitorId(issued)!;
    setCookie(c, VISITOR_COOKIE, issued, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
    });
  }
  return createHash('sha256').update(`visitor:${visitor}`).digest('hex').slice(0, 32);
}
