import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The client's address as the proxy in front of us saw it. */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || c.req.header('x-real-ip') || 'local';
}

/** A one-way key for a client, so that stored rows and limits never hold a raw address. */
export function clientHash(c: Context): string {
  return createHash('sha256').update(`client:${clientIp(c)}`).digest('hex').slice(0, 32);
}

const VISITOR_COOKIE = 'visitor_id';

/**
 * The anonymous visitor: a first-party cookie that starts as the client's key, so a visitor
 * who refuses cookies is still counted once per address, and one who keeps it once everywhere.
 */
export function visitorHash(c: Context): string {
  let visitor = getCookie(c, VISITOR_COOKIE);
  if (!visitor || !/^[0-9a-f]{32}$/.test(visitor)) {
    visitor = clientHash(c);
    setCookie(c, VISITOR_COOKIE, visitor, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
    });
  }
  return createHash('sha256').update(`visitor:${visitor}`).digest('hex').slice(0, 32);
}
