import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { pathnames, routing } from './i18n/routing';
import { comparatorSegment, queryOfSegment } from './lib/comparator-query';
import { MAX_SEARCH_LENGTH } from './lib/constants';
import { createNonce, noncePolicy } from './lib/content-security-policy.mjs';
import { isListQuerySegment, type ListKind, readListQuery } from './lib/list-query';
import { DEFAULT_LOCALE, isLocale, type Locale } from './lib/locales';
import { isNewsletterToken } from './lib/newsletter-token';
import { isForeignSegment, isTooDeep, withoutBadPage } from './lib/path-rules';
import { BAD_PATH_MESSAGES, boundedSearch, pathProblem } from './lib/request-guard';
import { redirectionTarget } from './lib/redirection-path';
import { redirectionTable, type RedirectionRule } from './lib/redirection-table';
import { localeOfHost, pathPrefix, requestHost, SITE_DOMAINS } from './lib/site-domains';
import { clientKey } from './server/api/lib/client';
import { takeSearch } from './server/api/lib/rate-limit';
import { RateLimitedError } from './server/errors';
import { tooManySearchesPage } from './server/too-many-searches';

const intl = createMiddleware(routing);

/** The locale a request is for, and its path segments after the locale prefix. */
function localeAndSegments(request: NextRequest): { locale: Locale; segments: string[] } {
  const segments = request.nextUrl.pathname.split('/').filter(Boolean);
  if (SITE_DOMAINS) {
    return { locale: localeOfHost(requestHost(request.headers)) ?? DEFAULT_LOCALE, segments };
  }
  const [first, ...rest] = segments;
  if (isLocale(first) && first !== DEFAULT_LOCALE) return { locale: first, segments: rest };
  return { locale: DEFAULT_LOCALE, segments };
}

/** First segments of the internal fixed routes (`/about`, `/categories`…), which take no slug of their own. */
const FIXED_ROUTES = new Set(Object.keys(pathnames).map((route) => route.split('/')[1] ?? ''));

/**
 * The kind of list an internal path's page shows by `type` and `page` (src/lib/list-query.ts): a
 * store (or another entity on a single slug, sent on to its own address), a category, the blog and
 * its categories; null for a page that lists nothing by its query (a destination lists no page of
 * promotions).
 */
function listKindOf(internalPath: string): ListKind | null {
  const [, ...rest] = internalPath.split('/').filter(Boolean);
  const [first, second] = rest;
  if (first === undefined) return null;
  if (first === 'blog') return 'blog';
  if (first === 'categories') return second !== undefined && !(second === 'promotions' && rest.length === 2) ? 'category' : null;
  return rest.length === 1 && !FIXED_ROUTES.has(first) ? 'store' : null;
}

/** A search page number the rewrite carries: 1 to 9999, digits only. */
const SEARCH_PAGE = /^[1-9][0-9]{0,3}$/;

/** Whether an internal path is the search page, the one page that reads the request's query. */
function isSearchPage(internalPath: string): boolean {
  const [, first, ...rest] = internalPath.split('/').filter(Boolean);
  return first === 'search' && rest.length === 0;
}

/** Whether an internal path is a newsletter link's page (confirm, unsubscribe), which reads its `token`. */
function isNewsletterPage(internalPath: string): boolean {
  const [, first, second, ...rest] = internalPath.split('/').filter(Boolean);
  return first === 'newsletter' && (second === 'confirm' || second === 'unsubscribe') && rest.length === 0;
}

/** Whether an internal path is the comparator, which reads the datafeed filters of the query. */
function isComparatorPage(internalPath: string): boolean {
  const [, first, ...rest] = internalPath.split('/').filter(Boolean);
  return first === 'comparator' && rest.length === 0;
}

/** Whether an internal path is a filtered view of the comparator (its query moved into the path by withPageQuery). */
function isComparatorView(internalPath: string): boolean {
  const [, first, ...rest] = internalPath.split('/').filter(Boolean);
  return first === 'comparator' && rest.length === 1 && queryOfSegment(rest[0]) !== null;
}

/**
 * Pages rendered for each request (the search, the newsletter's links, the comparator's filtered
 * views), never stored.
 */
const isPerRequestPage = (internalPath: string) => isSearchPage(internalPath) || isNewsletterPage(internalPath) || isComparatorView(internalPath);

/**
 * The query a page is rendered with, carried by the rewrite to its internal path. A list's query
 * moves into the path of the page that renders it (src/lib/list-query.ts), so each page of a list
 * is cached on its own, and so does the comparator's canonical query (src/lib/comparator-query.ts),
 * to the filtered view's route, rendered for its request; the search page gets its text (`str`, cut to what a search reads) and its page number;
 * every other page reads no query, so none is carried. Next sends the rewrite target back as the
 * `x-middleware-rewrite` header: a query carried there would echo the request's (any length) into
 * the response headers.
 */
function withPageQuery(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response;
  const rewrite = response.headers.get('x-middleware-rewrite');
  const search = request.nextUrl.searchParams;
  const target = new URL(rewrite ?? request.url);
  const listKind = listKindOf(target.pathname);
  const list = listKind ? readListQuery(search, listKind) : null;
  // A list value the page would not understand is never rendered: the canonical address instead.
  if (list?.redirect != null) return redirect(request, request.nextUrl.pathname, list.redirect, 301);
  const segment = isComparatorPage(target.pathname) ? comparatorSegment(search) : (list?.segment ?? null);
  if (!rewrite && !segment) return response;
  const str = search.get('str');
  target.search = '';
  if (segment) {
    target.pathname = `${target.pathname.replace(/\/$/, '')}/${segment}`;
  } else if (str !== null && isSearchPage(target.pathname)) {
    target.searchParams.set('str', str.slice(0, MAX_SEARCH_LENGTH));
    // Its page number too, when it is one (1 to 9999): anything else reads as the first page.
    const page = search.get('page');
    if (page !== null && SEARCH_PAGE.test(page)) target.searchParams.set('page', page);
  } else if (isNewsletterPage(target.pathname)) {
    const token = search.get('token');
    if (isNewsletterToken(token)) target.searchParams.set('token', token);
  } else if (!rewrite) {
    return response;
  }
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

/**
 * A page rendered for each request (the search page, the newsletter's links, a filtered comparator view) runs only the scripts that carry a nonce made for
 * this response: Next reads it from the request's Content-Security-Policy and writes it on each of
 * its scripts. Cached pages carry the hashes of theirs instead (src/lib/content-security-policy.mjs).
 */
function withScriptNonce(request: NextRequest, response: NextResponse): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (response.headers.has('location') || !isPerRequestPage(new URL(rewrite ?? request.url).pathname)) return response;
  const policy = noncePolicy(createNonce());
  // The request headers the page sees, as NextResponse.next({ request: { headers } }) encodes them.
  const names = (response.headers.get('x-middleware-override-headers')?.split(',') ?? [...request.headers.keys()]).filter(
    (name) => name !== 'content-security-policy',
  );
  for (const name of names) {
    if (!response.headers.has(`x-middleware-request-${name}`)) response.headers.set(`x-middleware-request-${name}`, request.headers.get(name) ?? '');
  }
  response.headers.set('x-middleware-override-headers', [...names, 'content-security-policy'].join(','));
  response.headers.set('x-middleware-request-content-security-policy', policy);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/** The back-office's one page (src/app/admin): every address under /admin, on any locale's domain. */
const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The back-office runs only scripts that carry this response's nonce, as a page rendered per
 * request does, and is kept out of search engines and shared caches (its page is rendered per
 * request and reads no database: the data comes from the API with the editor's token).
 */
function adminResponse(request: NextRequest): NextResponse {
  const policy = noncePolicy(createNonce());
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** A redirect never carries an oversized query along: the Location header stays small. */
function withBoundedLocation(response: NextResponse): NextResponse {
  const location = response.headers.get('location');
  if (!location) return response;
  const url = new URL(location, 'http://x');
  if (boundedSearch(url.search) === url.search) return response;
  response.headers.set('location', location.slice(0, location.indexOf('?')));
  return response;
}

/** First segments served by something other than the pages (the matcher lets them in only to be checked). */
const NON_PAGE_PREFIX = /^\/(api|storage|out|_next|_vercel)(\/|$)/;

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

async function notFoundResponse(locale: Locale): Promise<NextResponse> {
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
async function overSearchAllowance(request: NextRequest, routed: NextResponse, internalPath: string, locale: Locale): Promise<NextResponse | null> {
  if (routed.headers.has('location') || isPrefetch(request) || !isSearchPage(internalPath)) return null;
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

/** The server's own address, for the reads the proxy makes of it. */
const ownOrigin = () => `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** The editors' redirections, read from the API (the proxy runs apart from the pages' database client). */
const findRedirection = redirectionTable(async (locale) => {
  const response = await fetch(`${ownOrigin()}/api/seo/redirections/rules/?language=${locale}`, {
    signal: AbortSignal.timeout(2_000),
  });
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  return ((await response.json()) as { results: RedirectionRule[] }).results;
});

function redirect(request: NextRequest, pathname: string, search: string, status: 301 | 302 | 307 | 308): NextResponse {
  // A plain URL: NextURL would format the path back with the slash we are removing. request.url is
  // built by Next from its own host name and port, never from the Host header, and Next sends a
  // redirect to that origin as a relative Location (tests/e2e/request-headers.spec.ts).
  const url = new URL(`${pathname}${boundedSearch(search)}`, request.url);
  return NextResponse.redirect(url, status);
}

/**
 * Path rules that apply before any page renders (SPEC §2.2, §4, §5, DESIGN §9), then next-intl's
 * locale routing.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams, search } = request.nextUrl;
  if (request.headers.get(INTERNAL_HEADER) === internalToken) return NextResponse.next();

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
  if (isAdminPath(pathname)) return adminResponse(request);

  // The editors' redirections come first: they may move any path of their locale, a page that
  // exists included, in one hop (src/server/services/redirections.ts refuses chains).
  const { locale, segments } = localeAndSegments(request);
  const rule = segments.length > 0 ? await findRedirection(locale, `/${segments.join('/')}`) : null;
  if (rule) {
    const target = redirectionTarget(pathPrefix(locale), rule.to_path, search);
    return redirect(request, target.pathname, target.search, rule.status_code);
  }

  // One address per page: no trailing slash (the canonical form, SPEC §4).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return redirect(request, pathname.replace(/\/+$/, ''), search, 308);
  }

  const badPage = withoutBadPage(searchParams);
  if (badPage !== null) return redirect(request, pathname, badPage, 301);

  // The list query segment is the proxy's own address form, never a visitor's.
  if (isForeignSegment(locale, segments[0]) || isTooDeep(segments) || segments.some(isListQuerySegment)) {
    return redirect(request, `${pathPrefix(locale)}/not-found`, '', 307);
  }
  if (segments.length === 1 && segments[0] === 'not-found' && !request.headers.has('rsc')) {
    return notFoundResponse(locale);
  }

  const routed = intl(request);
  // next-intl decodes the path it rewrites: a double-encoded `%25C0%25AF` reaches the route as `%C0%AF`.
  const rewrite = routed.headers.get('x-middleware-rewrite');
  const internalPath = new URL(rewrite ?? request.url).pathname;
  if (rewrite && pathProblem(internalPath)) return redirect(request, `${pathPrefix(locale)}/not-found`, '', 307);
  const limited = await overSearchAllowance(request, routed, internalPath, locale);
  if (limited) return limited;
  return withBoundedLocation(withScriptNonce(request, withPageQuery(request, routed)));
}

export const config = {
  matcher: [
    // Pages: everything but the API, stored files, click-outs (`/out` as a whole segment: a store's
    // slug may start with "out"), Next internals and files with an extension.
    '/((?!api|storage|out(?:/|$)|_next|_vercel|.*\\..*).*)',
    // Any other path with percent-encoding, only to be checked (see pathProblem).
    '/(.*%.*)',
  ],
};
