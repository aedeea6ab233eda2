import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { compareProperties } from '@/server/services/properties';
import { comparatorOptions } from '@/server/services/property-dictionaries';
import { COMPARATOR_PAGE_SIZE, readComparatorQuery } from '@/lib/comparator-query';
import type { Locale } from '@/lib/locales';
import { CLOCK_BOUND_SECONDS, cachedRead } from './cache';

/**
 * One view of the comparator by its canonical query (src/lib/comparator-query.ts): a page of
 * deals, the exact count and every facet. The datafeed changes outside the API (partner imports),
 * so no write expires these: they are refreshed at most a minute after the feed changes.
 */
export const getComparison = cachedRead(
  'comparison',
  (locale: Locale, query: string) => {
    const { filters, ordering, page } = readComparatorQuery(new URLSearchParams(query));
    return compareProperties(locale, { filters, ordering, page, size: COMPARATOR_PAGE_SIZE });
  },
  () => [tags.properties],
  CLOCK_BOUND_SECONDS,
);

/** The names of the filters' options: destinations, rental and service types, partners. */
export const getComparatorOptions = cachedRead('comparator-options', comparatorOptions, () => [
  tags.properties,
  tags.destinations,
]);
