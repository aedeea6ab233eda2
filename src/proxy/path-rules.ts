import type { NextRequest, NextResponse } from 'next/server';
import { isListQuerySegment } from '@/lib/list-query';
import type { Locale } from '@/lib/locales';
import { isForeignSegment, isTooDeep, withoutBadPage } from '@/lib/path-rules';
import { pathPrefix } from '@/lib/site-domains';
import { redirect } from './redirect';

/**
 * The address rules of SPEC §2.2 and §4 a page's path must meet: the redirect to the address that
 * meets them, or to the locale's not-found page; null when the path meets them all.
 */
export function applyPathRules(request: NextRequest, locale: Locale, segments: string[]): NextResponse | null {
  const { pathname, searchParams, search } = request.nextUrl;
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
  return null;
}
