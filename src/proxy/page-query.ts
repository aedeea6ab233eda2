import type { NextRequest, NextResponse } from 'next/server';
import { comparatorSegment } from '@/lib/comparator-query';
import { MAX_SEARCH_LENGTH } from '@/lib/constants';
import { readListQuery } from '@/lib/list-query';
import { isNewsletterToken } from '@/lib/newsletter-token';
import { isComparatorPage, isMailLinkPage, isSearchPage, listKindOf } from './page-kinds';
import { redirect } from './redirect';

/** A search page number the rewrite carries: 1 to 9999, digits only. */
const SEARCH_PAGE = /^[1-9][0-9]{0,3}$/;

/**
 * The address a page is rendered from: its internal path with the query it reads. A list's query
 * moves into the path of the page that renders it (src/lib/list-query.ts), so each page of a list
 * is cached on its own, and so does the comparator's canonical query (src/lib/comparator-query.ts),
 * to the filtered view's route, rendered for its request; the search page gets its text (`str`,
 * cut to what a search reads) and its page number, a mailed link's page (newsletter, store alert) its token; every other
 * page reads no query, so none is carried. Next sends the rewrite target back in a response header:
 * a query carried there would echo the request's (any length) into the response headers.
 * A list value the page would not understand is never rendered: the redirect to the canonical
 * address instead.
 */
export function pageTarget(request: NextRequest, internalPath: string): URL | NextResponse {
  const search = request.nextUrl.searchParams;
  const target = new URL(internalPath, request.url);
  const listKind = listKindOf(internalPath);
  const list = listKind ? readListQuery(search, listKind) : null;
  if (list?.redirect != null) return redirect(request, request.nextUrl.pathname, list.redirect, 301);
  const segment = isComparatorPage(internalPath) ? comparatorSegment(search) : (list?.segment ?? null);
  const str = search.get('str');
  if (segment) {
    target.pathname = `${target.pathname.replace(/\/$/, '')}/${segment}`;
  } else if (str !== null && isSearchPage(internalPath)) {
    target.searchParams.set('str', str.slice(0, MAX_SEARCH_LENGTH));
    // Its page number too, when it is one (1 to 9999): anything else reads as the first page.
    const page = search.get('page');
    if (page !== null && SEARCH_PAGE.test(page)) target.searchParams.set('page', page);
  } else if (isMailLinkPage(internalPath)) {
    const token = search.get('token');
    if (isNewsletterToken(token)) target.searchParams.set('token', token);
  }
  return target;
}
