import { type NextRequest, NextResponse } from 'next/server';
import { adminResponse, isAdminPath } from './proxy/admin';
import { withBoundedLocation } from './proxy/bounded-location';
import { comparatorPlaceRedirect } from './proxy/comparator-places';
import { internalPathOf, localeAndSegments, routeLocale } from './proxy/locale-routing';
import { isNotFoundPageRead, isNotFoundPageRequest, notFoundResponse } from './proxy/not-found';
import { pageTarget } from './proxy/page-query';
import { rewriteTo } from './proxy/page-rewrite';
import { applyPathRules } from './proxy/path-rules';
import { editorsRedirection } from './proxy/redirections';
import { guardPath, guardRewrite } from './proxy/request-guard';
import { scriptNoncePolicy } from './proxy/script-nonce';
import { overSearchAllowance } from './proxy/search-allowance';

/**
 * Path rules that apply before any page renders (SPEC §2.2, §4, §5, DESIGN §9), then next-intl's
 * locale routing.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  if (isNotFoundPageRead(request)) return NextResponse.next();
  const guarded = guardPath(request);
  if (guarded) return guarded;
  if (isAdminPath(request.nextUrl.pathname)) return adminResponse(request);

  // The editors' redirections come first: they may move any path of their locale, a page that
  // exists included, in one hop (src/server/services/redirections.ts refuses chains).
  const { locale, segments } = localeAndSegments(request);
  const redirection = await editorsRedirection(request, locale, segments);
  if (redirection) return redirection;

  const corrected = applyPathRules(request, locale, segments);
  if (corrected) return corrected;
  if (isNotFoundPageRequest(request, segments)) return notFoundResponse(locale);

  // next-intl moves an address to its locale's spelling; one it lets through is rendered from
  // the internal path of its route, with the query that page reads.
  const routed = routeLocale(request);
  if (routed.headers.has('location')) return withBoundedLocation(routed);
  const internalPath = internalPathOf(request, locale);
  const undecodable = guardRewrite(request, internalPath, locale);
  if (undecodable) return undecodable;
  const limited = await overSearchAllowance(request, internalPath, locale);
  if (limited) return limited;
  const moved = await comparatorPlaceRedirect(request, internalPath, locale);
  if (moved) return withBoundedLocation(moved);
  const target = pageTarget(request, internalPath);
  if (target instanceof NextResponse) return withBoundedLocation(target);
  return rewriteTo(request, target, locale, scriptNoncePolicy(target.pathname));
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
