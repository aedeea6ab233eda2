import { queryOfSegment } from '@/lib/comparator-query';
import type { ListKind } from '@/lib/list-query';
import { pathnames } from '@/lib/pathnames';

/** First segments of the internal fixed routes (`/about`, `/categories`…), which take no slug of their own. */
const FIXED_ROUTES = new Set(Object.keys(pathnames).map((route) => route.split('/')[1] ?? ''));

/**
 * The kind of list an internal path's page shows by `type` and `page` (src/lib/list-query.ts): a
 * store (or another entity on a single slug, sent on to its own address), a category, the blog and
 * its categories; null for a page that lists nothing by its query (a destination lists no page of
 * promotions).
 */
export function listKindOf(internalPath: string): ListKind | null {
  const [, ...rest] = internalPath.split('/').filter(Boolean);
  const [first, second] = rest;
  if (first === undefined) return null;
  if (first === 'blog') return 'blog';
  if (first === 'categories') return second !== undefined && !(second === 'promotions' && rest.length === 2) ? 'category' : null;
  return rest.length === 1 && !FIXED_ROUTES.has(first) ? 'store' : null;
}

/** Whether an internal path is the search page, the one page that reads the request's query. */
export function isSearchPage(internalPath: string): boolean {
  const [, first, ...rest] = internalPath.split('/').filter(Boolean);
  return first === 'search' && rest.length === 0;
}

/** First segments of the pages of mailed links: the newsletter's and the store alerts'. */
const MAIL_LINK_SECTIONS = new Set(['newsletter', 'store-alerts']);

/** Whether an internal path is a mailed link's page (confirm, unsubscribe), which reads its `token`. */
export function isMailLinkPage(internalPath: string): boolean {
  const [, first, second, ...rest] = internalPath.split('/').filter(Boolean);
  return first !== undefined && MAIL_LINK_SECTIONS.has(first) && (second === 'confirm' || second === 'unsubscribe') && rest.length === 0;
}

/** Whether an internal path is the comparator, which reads the datafeed filters of the query. */
export function isComparatorPage(internalPath: string): boolean {
  const [, first, ...rest] = internalPath.split('/').filter(Boolean);
  return first === 'comparator' && rest.length === 0;
}

/** Whether an internal path is a filtered view of the comparator (its query moved into the path by withPageQuery). */
function isComparatorView(internalPath: string): boolean {
  const [, first, ...rest] = internalPath.split('/').filter(Boolean);
  return first === 'comparator' && rest.length === 1 && queryOfSegment(rest[0]) !== null;
}

/**
 * Pages rendered for each request (the search, the mailed links' pages, the comparator's filtered
 * views), never stored.
 */
export const isPerRequestPage = (internalPath: string) => isSearchPage(internalPath) || isMailLinkPage(internalPath) || isComparatorView(internalPath);
