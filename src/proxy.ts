import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
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

function redirect(request: NextRequest, pathname: string, search: string, status: 301 | 307 | 308): NextResponse {
  // A plain URL: NextURL would format the path back with the slash we are removing.
  const url = new URL(`${pathname}${search}`, request.url);
  return NextResponse.redirect(url, status);
}

/**
 * Path rules that apply before any page renders (SPEC §2.2, §4, §5, DESIGN §9), then next-intl's
 * locale routing.
 */
export default function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams, search } = request.nextUrl;

  // One address per page: no trailing slash (the canonical form, SPEC §4).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return redirect(request, pathname.replace(/\/+$/, ''), search, 308);
  }

  const badPage = withoutBadPage(searchParams);
  if (badPage !== null) return redirect(request, pathname, badPage, 301);

  const { locale, segments } = localeAndSegments(request);
  if (isForeignSegment(locale, segments[0]) || isTooDeep(segments)) {
    return redirect(request, `${pathPrefix(locale)}/not-found`, '', 307);
  }

  return intl(request);
}

export const config = {
  // Everything but the API, stored files, Next internals and files with an extension.
  matcher: ['/((?!api|storage|_next|_vercel|.*\\..*).*)'],
};
