import { type NextRequest, NextResponse } from 'next/server';
import type { Locale } from '@/lib/locales';
import { clientKey } from '@/server/api/lib/client';
import { takeSearch } from '@/server/api/lib/rate-limit';
import { RateLimitedError } from '@/server/errors';
import { tooManySearchesPage } from '@/server/too-many-searches';
import { isSearchPage } from './page-kinds';

/**
 * Whether a request is a prefetch of a page's route (next/link), which Next answers with the
 * route's tree and the segments above its first loading boundary: the site has none, so no page
 * is rendered for it.
 */
function isPrefetch(request: NextRequest): boolean {
  const headers = request.headers;
  return headers.get('rsc') === '1' && (headers.get('next-router-prefetch') === '1' || headers.get('next-router-segment-prefetch') === '/_tree');
}

/**
 * The search page runs a search for each request, as GET /api/search/ does, and takes from the
 * same allowance per client (src/server/api/lib/rate-limit.ts): past it, a page of its own in the
 * locale, 429 with Retry-After, kept by no cache. A prefetch runs no search and takes nothing.
 */
export async function overSearchAllowance(request: NextRequest, internalPath: string, locale: Locale): Promise<NextResponse | null> {
  if (isPrefetch(request) || !isSearchPage(internalPath)) return null;
  try {
    await takeSearch(clientKey(request.headers));
    return null;
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return new NextResponse(tooManySearchesPage(locale), {
      status: 429,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'Retry-After': String(error.retryAfterSeconds) },
    });
  }
}
