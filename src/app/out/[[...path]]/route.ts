import { z } from 'zod';
import { OUTBOUND_KINDS, type OutboundKind } from '@/lib/outbound';
import { clientKey } from '@/server/api/lib/client';
import { pointsUsed } from '@/server/api/lib/rate-limit';
import { RateLimitedError } from '@/server/errors';
import { logger } from '@/server/logger';
import { recordClick, targetOf } from '@/server/services/outbound';

type Context = { params: Promise<{ path?: string[] }> };

/** The largest id a PostgreSQL integer holds: a larger one is no row of ours. */
const MAX_ID = 2_147_483_647;

/** `/out/<kind>/<id>`: a known kind and a positive integer written plainly (no sign, no leading zero). */
const clickOutPath = z.tuple([
  z.enum(OUTBOUND_KINDS),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .refine((id) => id <= MAX_ID),
]);

/**
 * Every answer: never stored by a browser or a CDN (each GET must reach the server to be counted,
 * and a target may change), never indexed nor followed by a crawler (robots.txt keeps them out of
 * `/out` too).
 */
const COMMON_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/**
 * Per client and minute: the clicks counted (a person opens a few merchant sites a minute, not
 * dozens), and the requests answered at all. Between the two a client is still sent on but no
 * longer counted: a visitor behind an address shared with many others (an office, a carrier's
 * NAT) never finds a dead link, while a script adds nothing to the counts. Past the ceiling,
 * which no person reaches, 429 bounds the lookups a script can cause.
 */
const COUNTED_PER_MINUTE = 30;
const ANSWERED_PER_MINUTE = 300;

function plain(status: 404 | 429 | 503, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra } });
}

/**
 * Whether a GET is someone following the link: not a subresource (`Sec-Fetch-Dest` other than
 * `document`, e.g. an image another site points at us) and not a browser's prefetch. Clients
 * that send neither header (older browsers, tools) count.
 */
function isVisit(request: Request): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  if (destination !== null && destination !== 'document') return false;
  return !/prefetch/i.test(request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '');
}

/** Counts a click without holding up the redirect; a failed count is logged, never the visitor's problem. */
function countInBackground(kind: OutboundKind, id: number, client: string): void {
  recordClick(kind, id, client).catch((error: unknown) => logger.error({ err: error, kind, id }, 'outbound click not recorded'));
}

async function clickOut(request: Request, context: Context, visit: boolean): Promise<Response> {
  const parsed = clickOutPath.safeParse((await context.params).path ?? []);
  if (!parsed.success) return plain(404, 'Not found');
  const [kind, id] = parsed.data;
  const client = clientKey(request.headers);
  let used: number;
  try {
    used = await pointsUsed('out', ANSWERED_PER_MINUTE, 60, client);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return plain(429, 'Too many requests', { 'Retry-After': String(error.retryAfterSeconds) });
  }
  let target: string | null;
  try {
    target = await targetOf(kind, id);
  } catch (error) {
    logger.error({ err: error, kind, id }, 'outbound target lookup failed');
    return plain(503, 'Service unavailable', { 'Retry-After': '30' });
  }
  if (!target) return plain(404, 'Not found');
  if (visit && used <= COUNTED_PER_MINUTE) countInBackground(kind, id, client);
  // 302: the target may change with the next edit or feed import, so nothing may remember it.
  return new Response(null, { status: 302, headers: { ...COMMON_HEADERS, Location: target } });
}

/**
 * A merchant or partner link (src/lib/outbound.ts): counts the click (once per client, target and
 * day, services/outbound.ts) and sends the visitor on. Pages are never expired from here: a click
 * changes nothing a page shows.
 */
export function GET(request: Request, context: Context): Promise<Response> {
  return clickOut(request, context, isVisit(request));
}

/** The same answer without counting: a HEAD is a check (a link checker, a crawler), not a visit. */
export function HEAD(request: Request, context: Context): Promise<Response> {
  return clickOut(request, context, false);
}

export const dynamic = 'force-dynamic';
