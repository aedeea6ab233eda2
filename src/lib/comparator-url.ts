/**
 * The comparator's address as the browser's code builds and reads it. Reading a visitor's query is
 * src/lib/comparator-query.ts, which checks each value with the filters' zod schema: the server does
 * that (the page, the proxy, the API), so the comparator's script, which only ever sends values its
 * own form offers and shows the canonical query the API answers, stays free of the schema library.
 */

/**
 * The comparator's filters that show a count per option (SPEC §2.7): the options of destinations,
 * rental and service types, vacation types and partners are ids or slugs of the datafeed, the
 * others are the ranges, buckets and star levels of SPEC §9, and a flag's only option is `true`.
 */
export const FACET_KEYS = [
  'country',
  'region',
  'city',
  'price',
  'duration',
  'type_of_stay',
  'datafeed_category',
  'service_types',
  'rating__gte',
  'partner',
  'has_discount',
  'last',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** Filters of the comparator's address without a count per option: the departure date, a month or a range, and its flexibility. */
export const DEPARTURE_KEYS = ['departure_month', 'departure_from', 'departure_to', 'flexible'] as const;

/** The flexibility the comparator offers on departure dates, in days either side. */
export const DEPARTURE_FLEXIBILITY = 3;

/**
 * The price range of the comparator's slider, in euros, both ends included: its own keys rather
 * than the `price` facet's ranges, so that any two prices make a range. An old address's `price`
 * reads as these bounds (src/lib/comparator-query.ts).
 */
export const PRICE_BOUND_KEYS = ['price__gte', 'price__lte'] as const;

/** Every filter key of the comparator's address, in the canonical order. */
export const FILTER_KEYS = [...FACET_KEYS, ...PRICE_BOUND_KEYS, ...DEPARTURE_KEYS] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The destination levels, one choice each; a wider one takes the narrower ones with it. */
export const PLACE_KEYS = ['country', 'region', 'city'] as const satisfies readonly FacetKey[];

/**
 * Cheapest first, dearest first, shortest stay first, best rated first, biggest discount first,
 * cheapest and dearest per night; then by price and id.
 */
export const DATAFEED_ORDERINGS = ['price', '-price', 'duration', '-rating', '-discount', 'price_per_night', '-price_per_night'] as const;
export type DatafeedOrdering = (typeof DATAFEED_ORDERINGS)[number];

/** A multiple of every column count of the results' grid (1, 2, 3, 4): no ragged last row at any width. */
export const COMPARATOR_PAGE_SIZE = 24;
export const DEFAULT_ORDERING: DatafeedOrdering = 'price';

const isNumeric = (value: string) => /^\d+$/.test(value);
const byValue = (a: string, b: string) => (isNumeric(a) && isNumeric(b) ? Number(a) - Number(b) : a.localeCompare(b));

/**
 * The comparator's part of a query in the canonical order (comparatorSearch's for the values a form
 * gives): filter keys in their order, each one's values sorted and once, then a sort order other than
 * the default and a page past the first. So the browser asks for one view by one address.
 */
export function orderedComparatorSearch(search: URLSearchParams): URLSearchParams {
  const ordered = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const values = [...new Set(chosenValues(search, key))].sort(byValue);
    const single =
      PLACE_KEYS.includes(key as (typeof PLACE_KEYS)[number]) ||
      PRICE_BOUND_KEYS.includes(key as (typeof PRICE_BOUND_KEYS)[number]) ||
      DEPARTURE_KEYS.includes(key as (typeof DEPARTURE_KEYS)[number]);
    for (const value of single ? values.slice(0, 1) : values) ordered.append(key, value);
  }
  const ordering = search.get('ordering');
  if (ordering && ordering !== DEFAULT_ORDERING) ordered.set('ordering', ordering);
  const page = search.get('page');
  if (page && page !== '1') ordered.set('page', page);
  return ordered;
}

/** The values chosen for a key (an empty value is "any"). */
export function chosenValues(search: URLSearchParams, key: string): string[] {
  return search.getAll(key).filter((value) => value !== '');
}

/** How many filter values are chosen (the phone's "Filters (3)" button). */
export function chosenCount(search: URLSearchParams): number {
  const chosen = FILTER_KEYS.reduce((n, key) => n + chosenValues(search, key).length, 0);
  // The flexibility is part of the departure filter, and two price bounds are one range.
  return chosen - (search.get('flexible') ? 1 : 0) - (search.get('price__gte') && search.get('price__lte') ? 1 : 0);
}

/** The comparator's address with a query (none when it is empty). */
export function comparatorHref(path: string, search: URLSearchParams | string): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
