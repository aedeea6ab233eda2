import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { pathnames, routing } from './i18n/routing';
import { isListQuerySegment, listQuerySegment } from './lib/list-query';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './lib/locales';
import { isForeignSegment, isTooDeep, withoutBadPage } from './lib/path-rules';
import { pathPrefix, SITE_DOMAINS } from './lib/site-domains';

const intl = createMiddleware(routing);

function requestHost(request: NextRequest): string {
  return (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '').toLowerCase();
}

/** The locale a request is for, and its path segments after the locale prefix. */
function localeAndSegments(request: NextRequest): { locale: Locale; segments: string[] } {
  const segments = request.nextUrl.pathname.split('/').filter(Boolean);
  if (SITE_DOMAINS) {
    const host = requestHost(request);
    const locale = LOCALES.find((l) => SITE_DOMAINS![l] === host || SITE_DOMAINS![l] === host.split(':')[0]);
    return { locale: locale ?? DEFAULT_LOCALE, segments };
  }
  const [first, ...rest] = segments;
  if (isLocale(first) && first !== DEFAULT_LOCALE) return { locale: first, segments: rest };
  return { locale: DEFAULT_LOCALE, segments };
}

/** First segments of the internal fixed routes (`/about`, `/categories`…), which take no slug of their own. */
const FIXED_ROUTES = new Set(Object.keys(pathnames).map((route) => route.split('/')[1] ?? ''));

/**
 * Whether an internal path (`/fr-be/categories/plage`) is a page that lists by `type` and `page`:
 * a store, a category or destination, the blog and its categories.
 */
function listsByQuery(internalPath: string): boolean {
  const [, ...rest] = internalPath.split('/').filter(Boolean);
  const [first, second] = rest;
  if (first === undefined) return false;
  if (first === 'blog') return true;
  if (first === 'categories') return second !== undefined && !(second === 'promotions' && rest.length === 2);
  if (first === 'destinations') return second !== undefined;
  return rest.length === 1 && !FIXED_ROUTES.has(first);
}

/**
 * Moves a list's query into the path of the page that renders it (src/lib/list-query.ts), so each
 * page of a list is cached on its own and no page reads the query of the request.
 */
function withListQueryInPath(request: NextRequest, response: NextResponse): NextResponse {
  const segment = listQuerySegment(request.nextUrl.searchParams);
  if (!segment || response.headers.has('location')) return response;
  const rewrite = response.headers.get('x-middleware-rewrite');
  const target = new URL(rewrite ?? request.url);
  if (!listsByQuery(target.pathname)) return response;
  target.pathname = `${target.pathname.replace(/\/$/, '')}/${segment}`;
  target.search = '';
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

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
  const origin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const page = await fetch(`${origin}/${locale}/not-found`, { headers: { [INTERNAL_HEADER]: internalToken } });
  return new NextResponse(await page.text(), {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    },
  });
}

function redirect(request: NextRequest, pathname: string, search: string, status: 301 | 307 | 308): NextResponse {
  // A plain URL: NextURL would format the path back with the slash we are removing. request.url is
  // built by Next from its own host name and port, never from the Host header, and Next sends a
  // redirect to that origin as a relative Location (tests/e2e/request-headers.spec.ts).
  const url = new URL(`${pathname}${search}`, request.url);
  return NextResponse.redirect(url, status);
}

/**
 * Path rules that apply before any page renders (SPEC §2.2, §4, §5, DESIGN §9), then next-intl's
 * locale routing.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams, search } = request.nextUrl;
  if (request.headers.get(INTERNAL_HEADER) === internalToken) return NextResponse.next();

  // One address per page: no trailing slash (the canonical form, SPEC §4).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return redirect(request, pathname.replace(/\/+$/, ''), search, 308);
  }

  const badPage = withoutBadPage(searchParams);
  if (badPage !== null) return redirect(request, pathname, badPage, 301);

  const { locale, segments } = localeAndSegments(request);
  // The list query segment is the proxy's own address form, never a visitor's.
  if (isForeignSegment(locale, segments[0]) || isTooDeep(segments) || segments.some(isListQuerySegment)) {
    return redirect(request, `${pathPrefix(locale)}/not-found`, '', 307);
  }
  if (segments.length === 1 && segments[0] === 'not-found' && !request.headers.has('rsc')) {
    return notFoundResponse(locale);
  }

  return withListQueryInPath(request, intl(request));
}

export const config = {
  // Everything but the API, stored files, Next internals and files with an extension.
  matcher: ['/((?!api|storage|_next|_vercel|.*\\..*).*)'],
};
