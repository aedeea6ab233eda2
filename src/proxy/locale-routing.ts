import createMiddleware from 'next-intl/middleware';
import type { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/locales';
import { localeOfHost, requestHost, SITE_DOMAINS } from '@/lib/site-domains';

/** next-intl's locale routing: the redirect to a page's address, or the rewrite to its internal path. */
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

/** The internal path a response renders: its rewrite target, else the request's own path. */
export function internalPathOf(request: NextRequest, response: NextResponse): string {
  return new URL(response.headers.get('x-middleware-rewrite') ?? request.url).pathname;
}
