import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/lib/locales';
import { pathnames } from '@/lib/pathnames';
import { localeOfHost, requestHost, SITE_DOMAINS } from '@/lib/site-domains';

/**
 * next-intl's locale routing, asked only whether an address must move: to its locale's spelling
 * (`/nl-be/destinations` → `/nl-be/bestemmingen`), its prefix's case, or no prefix for the default
 * locale. An address it lets through is rewritten by the proxy itself (internalPathOf), so the
 * proxy never reads what next-intl would have rewritten to.
 */
export const routeLocale = createMiddleware(routing);

/** The locale a request is for, and its path segments after the locale prefix. */
export function localeAndSegments(request: NextRequest): { locale: Locale; segments: string[] } {
  const segments = request.nextUrl.pathname.split('/').filter(Boolean);
  if (SITE_DOMAINS) {
    return { locale: localeOfHost(requestHost(request.headers)) ?? DEFAULT_LOCALE, segments };
  }
  const [first, ...rest] = segments;
  if (isLocale(first) && first !== DEFAULT_LOCALE) return { locale: first, segments: rest };
  return { locale: DEFAULT_LOCALE, segments };
}

type Route = { internal: string[]; localized: string[]; catchAll: boolean };

/** Each locale's spellings of the routes: fixed routes first, then catch-alls from the most specific. */
const ROUTES: Record<Locale, Route[]> = Object.fromEntries(
  LOCALES.map((locale) => {
    const routes = Object.entries(pathnames).map(([internal, spelling]): Route => {
      const localized = typeof spelling === 'string' ? spelling : spelling[locale];
      const catchAll = internal.endsWith('/[...slugs]');
      const parts = (path: string) => path.replace(/\/\[\.\.\.slugs\]$/, '').split('/').filter(Boolean);
      return { internal: parts(internal), localized: parts(localized), catchAll };
    });
    routes.sort((a, b) => Number(a.catchAll) - Number(b.catchAll) || b.localized.length - a.localized.length);
    return [locale, routes];
  }),
) as Record<Locale, Route[]>;

/**
 * The path next-intl matches: decoded as decodeURI does (a double-encoded `%25C0%25AF` becomes
 * `%C0%AF`), backslashes kept encoded and tabs and line breaks dropped, as next-intl sanitizes it.
 */
function decodedSegments(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Undecodable: the request guard has sent it to the not-found page already (guardPath).
  }
  return decoded
    .replace(/\\/g, '%5C')
    .replace(/[\t\n\r]/g, '')
    .split('/')
    .filter(Boolean);
}

/**
 * The internal path (`/nl-be/destinations/spanje`) that renders the address of a request routeLocale
 * lets through (`/nl-be/bestemmingen/spanje`): the locale, then the route its own spelling names, with
 * the slugs after it. The proxy's tests hold it to what next-intl's own rewrite would be.
 */
export function internalPathOf(request: NextRequest, locale: Locale): string {
  let segments = decodedSegments(request.nextUrl.pathname);
  if (!SITE_DOMAINS && locale !== DEFAULT_LOCALE) segments = segments.slice(1);
  for (const route of ROUTES[locale]) {
    const matches = route.localized.every((part, index) => segments[index] === part);
    if (!matches || (route.catchAll ? segments.length <= route.localized.length : segments.length !== route.localized.length)) continue;
    return ['', locale, ...route.internal, ...segments.slice(route.localized.length)].join('/');
  }
  return ['', locale, ...segments].join('/');
}
