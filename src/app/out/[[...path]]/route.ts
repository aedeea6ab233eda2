import { z } from 'zod';
import { OUTBOUND_KINDS, type OutboundKind } from '@/lib/outbound';
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

function plain(status: 404 | 503, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra } });
}

/** Counts a click without holding up the redirect; a failed count is logged, never the visitor's problem. */
function countInBackground(kind: OutboundKind, id: number): void {
  recordClick(kind, id).catch((error: unknown) => logger.error({ err: error, kind, id }, 'outbound click not recorded'));
}

async function clickOut(context: Context, count: boolean): Promise<Response> {
  const parsed = clickOutPath.safeParse((await context.params).path ?? []);
  if (!parsed.success) return plain(404, 'Not found');
  const [kind, id] = parsed.data;
  let target: string | null;
  try {
    target = await targetOf(kind, id);
  } catch (error) {
    logger.error({ err: error, kind, id }, 'outbound target lookup failed');
    return plain(503, 'Service unavailable', { 'Retry-After': '30' });
  }
  if (!target) return plain(404, 'Not found');
  if (count) countInBackground(kind, id);
  // 302: the target may change with the next edit or feed import, so nothing may remember it.
  return new Response(null, { status: 302, headers: { ...COMMON_HEADERS, Location: target } });
}

/**
 * A merchant or partner link (src/lib/outbound.ts): counts the click and sends the visitor on.
 * Pages are never expired from here: a click changes nothing a page shows.
 */
export function GET(_request: Request, context: Context): Promise<Response> {
  return clickOut(context, true);
}

/** The same answer without counting: a HEAD is a check (a link checker, a crawler), not a visit. */
export function HEAD(_request: Request, context: Context): Promise<Response> {
  return clickOut(context, false);
}

export const dynamic = 'force-dynamic';
