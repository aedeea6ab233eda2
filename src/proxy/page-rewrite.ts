import { type NextRequest, NextResponse } from 'next/server';
import type { Locale } from '@/lib/locales';

/**
 * The request header next-intl's server functions read a request's locale from where a page has
 * not set it (its middleware sets the same on every page request it lets through).
 */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/**
 * Renders the page at `target` for the request, with its locale and, for a page rendered per
 * request, its script policy among the request headers the page reads (and the same policy on the
 * response). The request's own address needs no rewrite.
 */
export function rewriteTo(request: NextRequest, target: URL, locale: Locale, policy: string | null): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, locale);
  if (policy) headers.set('content-security-policy', policy);
  const response = target.href === request.url ? NextResponse.next({ request: { headers } }) : NextResponse.rewrite(target, { request: { headers } });
  if (policy) response.headers.set('Content-Security-Policy', policy);
  return response;
}
