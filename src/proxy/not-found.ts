import { type NextRequest, NextResponse } from 'next/server';
import type { Locale } from '@/lib/locales';
import { ownOrigin } from './own-origin';

/**
 * The not-found page with its 404 status and its content in the HTML. Next 16 sends an empty
 * document for notFound() (the page would appear only once JavaScript runs), so `/not-found` is a
 * plain cached page, and a visitor's request for it is answered here with that page's HTML and
 * the status 404. The page is asked of this same server, marked so that it passes straight
 * through; client navigations (RSC requests) get the page as it is.
 */
const INTERNAL_HEADER = 'x-internal-not-found';
const holder = globalThis as unknown as { __notFoundToken?: string };
const internalToken = (holder.__notFoundToken ??= crypto.randomUUID());

/** Whether a request is the proxy's own read of the not-found page, which passes straight through. */
export const isNotFoundPageRead = (request: NextRequest) => request.headers.get(INTERNAL_HEADER) === internalToken;

/** Whether a request is a visitor's for the not-found page itself, as a document. */
export const isNotFoundPageRequest = (request: NextRequest, segments: string[]) =>
  segments.length === 1 && segments[0] === 'not-found' && !request.headers.has('rsc');

export async function notFoundResponse(locale: Locale): Promise<NextResponse> {
  const page = await fetch(`${ownOrigin()}/${locale}/not-found`, { headers: { [INTERNAL_HEADER]: internalToken } });
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    // Any query makes another address of it: a shared cache would keep one copy per address asked.
    'Cache-Control': 'private, no-store',
  });
  // The script hashes of the cached page it is (src/server/cache/page-cache-rules.mjs).
  const policy = page.headers.get('content-security-policy');
  if (policy) headers.set('Content-Security-Policy', policy);
  return new NextResponse(await page.text(), { status: 404, headers });
}
