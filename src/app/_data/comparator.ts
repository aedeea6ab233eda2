import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { compareProperties } from '@/server/services/properties';
import { comparatorOptions, comparatorPlaceSlugs } from '@/server/services/property-dictionaries';
import { namesPlaces, placeIndex } from '@/lib/comparator-places';
import { COMPARATOR_PAGE_SIZE, type ComparatorState, readComparatorQuery, readPublicComparatorQuery } from '@/lib/comparator-query';
import type { Locale } from '@/lib/locales';
import { CLOCK_BOUND_SECONDS, cachedRead, rethrowForPage } from './cache';

/** One view of the comparator by its state (src/lib/comparator-query.ts), places as ids. */
function compare(locale: Locale, { filters, ordering, page }: ComparatorState) {
  return compareProperties(locale, { filters, ordering, page, size: COMPARATOR_PAGE_SIZE });
}

/**
 * The unfiltered comparator, a cached page: a page of deals, the exact count and every facet. The
 * datafeed changes outside the API (partner imports), so no write expires it: it is refreshed at
 * most a minute after the feed changes, and the page checks its version once loaded in the browser.
 */
export const getComparison = cachedRead(
  'comparison',
  (locale: Locale) => compare(locale, readComparatorQuery(new URLSearchParams())),
  () => [tags.properties],
  CLOCK_BOUND_SECONDS,
);

/**
 * A filtered view, for the page rendered for its request: read afresh and never kept (the datafeed's
 * index in memory answers in a few milliseconds), so that views visitors make up take no room in
 * the cache the site's pages share.
 */
export function compareView(locale: Locale, state: ComparatorState) {
  return compare(locale, state).catch(rethrowForPage);
}

/** The destinations as the comparator's address names them (src/lib/comparator-places.ts). */
const getComparatorPlaces = cachedRead('comparator-places', comparatorPlaceSlugs, () => [tags.destinations]);

/** A filtered view's query read against the locale's places: the state the datafeed reads, and the canonical query the page shows. */
export async function readComparatorView(locale: Locale, search: URLSearchParams) {
  return readPublicComparatorQuery(search, placeIndex(namesPlaces(search) ? await getComparatorPlaces(locale) : []));
}

/** The names of the filters' options: destinations, rental and service types, partners. */
export const getComparatorOptions = cachedRead('comparator-options', comparatorOptions, () => [
  tags.properties,
  tags.destinations,
]);
