import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { compareProperties } from '@/server/services/properties';
import { comparatorOptions } from '@/server/services/property-dictionaries';
import { COMPARATOR_PAGE_SIZE, readComparatorQuery } from '@/lib/comparator-query';
import type { Locale } from '@/lib/locales';
import { CLOCK_BOUND_SECONDS, cachedRead, rethrowForPage } from './cache';

/** One view of the comparator by its canonical query (src/lib/comparator-query.ts). */
function compare(locale: Locale, query: string) {
  const { filters, ordering, page } = readComparatorQuery(new URLSearchParams(query));
  return compareProperties(locale, { filters, ordering, page, size: COMPARATOR_PAGE_SIZE });
}

/**
 * The unfiltered comparator, a cached page: a page of deals, the exact count and every facet. The
 * datafeed changes outside the API (partner imports), so no write expires it: it is refreshed at
 * most a minute after the feed changes, and the page checks its version once loaded in the browser.
 */
export const getComparison = cachedRead('comparison', (locale: Locale) => compare(locale, ''), () => [tags.properties], CLOCK_BOUND_SECONDS);

/**
 * A filtered view, for the page rendered for its request: read afresh and never kept (the datafeed's
 * index in memory answers in a few milliseconds), so that views visitors make up take no room in
 * the cache the site's pages share.
 */
export function compareView(locale: Locale, query: string) {
  return compare(locale, query).catch(rethrowForPage);
}

/** The names of the filters' options: destinations, rental and service types, partners. */
export const getComparatorOptions = cachedRead('comparator-options', comparatorOptions, () => [
  tags.properties,
  tags.destinations,
]);
