import { type NextRequest, NextResponse } from 'next/server';
import type { Locale } from '@/lib/locales';
import { BAD_PATH_MESSAGES, pathProblem } from '@/lib/request-guard';
import { pathPrefix } from '@/lib/site-domains';
import { localeAndSegments } from './locale-routing';
import { redirect } from './redirect';

/** First segments served by something other than the pages (the matcher lets them in only to be checked). */
const NON_PAGE_PREFIX = /^\/(api|storage|out|_next|_vercel)(\/|$)/;

/**
 * The answer to a request no page may take, before anything else reads it: null for a page's path
 * that any route could take.
 */
export function guardPath(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  // A path no route can take: undecodable percent-encoding (`%C0%AF`), a control character
  // (`%00`), or longer than any page's. Next's router would answer a 500 for the first two.
  const problem = pathProblem(pathname);
  // Not a page: the API, stored files, Next internals, a file name (the page matcher leaves them out).
  const nonPage = NON_PAGE_PREFIX.exec(pathname)?.[1] ?? (pathname.includes('.') ? 'file' : undefined);
  if (nonPage) {
    if (problem === 'malformed' || problem === 'control') {
      return nonPage === 'api'
        ? NextResponse.json({ error: { code: 'bad_request', message: BAD_PATH_MESSAGES[problem] } }, { status: 400 })
        : new NextResponse('Bad request', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    return NextResponse.next();
  }
  if (problem) return redirect(request, `${pathPrefix(localeAndSegments(request).locale)}/not-found`, '', 307);
  return null;
}

/** The same guard on the internal path a page is rendered from. */
export function guardRewrite(request: NextRequest, internalPath: string, locale: Locale): NextResponse | null {
  // The internal path is decoded: a double-encoded `%25C0%25AF` reaches the route as `%C0%AF`.
  if (pathProblem(internalPath)) return redirect(request, `${pathPrefix(locale)}/not-found`, '', 307);
  return null;
}
