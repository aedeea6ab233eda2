import { createHash, createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { clientAddressFrom, currentStamp, STAMP_HEADER } from '@/lib/client-address.mjs';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { derivedKey } from '@/server/services/auth';
import { issueVisitorId, verifyVisitorId } from '@/server/services/visitors';

/** Every client whose address we cannot know shares this one, and so one allowance. */
const UNKNOWN_CLIENT = 'unknown';
let warnedUnknown = false;

/**
 * The client's address: the socket's, or the entry TRUSTED_PROXY_HOPS trusted proxies left of it,
 * read from the X-Forwarded-For our own server hands on (src/lib/client-address.mjs, which says
 * why Next alone cannot tell). Never a value the client wrote. Takes the request's headers, so
 * that a Next route (/out) tells clients apart as the API does.
 */
export function clientAddress(headers: Headers): string {
  const stamp = currentStamp();
  if (stamp !== undefined && headers.get(STAMP_HEADER) === stamp) {
    return clientAddressFrom(headers.get('x-forwarded-for'), env.TRUSTED_PROXY_HOPS) ?? UNKNOWN_CLIENT;
  }
  if (!warnedUnknown) {
    warnedUnknown = true;
    logger.warn('Requests do not come through src/server/http/serve.mjs (npm start): client addresses are unknown, so every client shares one rate limit');
  }
  return UNKNOWN_CLIENT;
}

let addressKey: Buffer | undefined;

/**
 * A one-way key for a client, so that stored rows (contact messages, coupon uses) and limits never
 * hold a raw address. Keyed (an HMAC with a key derived from the server's secret, JWT_SECRET): a
 * plain hash of an address is reversed by hashing every address of a range, a /16 in a fraction
 * of a second.
 */
export function clientKey(headers: Headers): string {
  addressKey ??= derivedKey('client-address');
  return createHmac('sha256', addressKey).update(`client:${clientAddress(headers)}`).digest('hex').slice(0, 32);
}

export function clientHash(c: Context): string {
  return clientKey(c.req.raw.headers);
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
  return hashOfVisitor(visitor);
}

/**
 * The same visitor as `visitorHash` names, for reads: a read hands out no cookie, so a visitor who
 * has none is known by address, as their first vote would be.
 */
export function readVisitorHash(c: Context): string {
  return hashOfVisitor(verifyVisitorId(getCookie(c, VISITOR_COOKIE)) ?? verifyVisitorId(issueVisitorId(clientHash(c)))!);
}

function hashOfVisitor(visitor: string): string {
  return createHash('sha256').update(`visitor:${visitor}`).digest('hex').slice(0, 32);
}

/**
 * The visitor named by a `visitor_id` cookie that carries our signature; null without one (absent,
 * forged or unsigned). For reads that answer the visitor's own state only when they are known by
 * a cookie, so that an answer to anyone else holds nothing personal and may be cached publicly.
 */
export function cookieVisitorHash(c: Context): string | null {
  // visitorHash hands out no cookie when the request's verifies.
  return verifyVisitorId(getCookie(c, VISITOR_COOKIE)) === null ? null : visitorHash(c);
}
