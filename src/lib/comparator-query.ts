import { type PlaceIndex, placeValue, withPlaceIds, withPlaceSlugs } from './comparator-places';
import { COMPARATOR_PAGE_SIZE, DEFAULT_ORDERING, DEPARTURE_KEYS, FILTER_KEYS, type FilterKey, PLACE_KEYS, PRICE_BOUND_KEYS } from './comparator-url';
import { DURATION_BUCKETS, PRICE_RANGES } from './constants';
import {
  DATAFEED_ORDERINGS,
  type DatafeedFilters,
  type DatafeedOrdering,
  datafeedFiltersSchema,
} from './datafeed-filters';

/**
 * The comparator's state is its URL (SPEC §2.7, §3): the filter keys of the datafeed, arrays as
 * repeated keys, plus `ordering` and `page`. The filter form's field names are these keys, so the
 * page works as a plain GET form, and every address reads back to one canonical query: the view's
 * one address, which the page and the API's comparator view (GET /api/properties/compare/) both
 * read, and which the browser shows once a view is loaded. Its destinations are slugs in the
 * page's locale (src/lib/comparator-places.ts); the state the datafeed's service reads holds ids:
 * readPublicComparatorQuery goes from one to the other.
 */

export { COMPARATOR_PAGE_SIZE, DEFAULT_ORDERING };

/** The filters the comparator offers: the facets (one choice at a time for the destination levels) and the departure date. */
export type ComparatorFilters = Pick<DatafeedFilters, FilterKey>;

export type ComparatorState = { filters: ComparatorFilters; ordering: DatafeedOrdering; page: number };

const PLACES: readonly FilterKey[] = PLACE_KEYS;
const SINGLE: readonly FilterKey[] = [...PRICE_BOUND_KEYS, ...DEPARTURE_KEYS];
const MAX_PAGE = 10_000;

/**
 * The state of a query string. A value that does not parse drops its key and nothing else (a
 * shared link with one stale option still shows the rest); null and false filters are dropped
 * (SPEC §5). Nights given as `duration__gte`/`duration__lte` bounds that make a bucket read as it;
 * a `price` (a range of the facet, or a highest price) reads as the slider's bounds.
 */
export function readComparatorQuery(search: URLSearchParams): ComparatorState {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const values = search.getAll(key).filter((v) => v !== '');
    if (values.length === 0) continue;
    // One place per level, one departure value per key: the first given.
    const raw = PLACES.includes(key) ? values.slice(0, 1) : SINGLE.includes(key) || values.length === 1 ? values[0] : values;
    const parsed = datafeedFiltersSchema.shape[key].safeParse(raw);
    const value = parsed.success ? parsed.data : undefined;
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    filters[key] = Array.isArray(value) ? [...new Set(value as (string | number)[])].sort(byValue) : value;
  }
  if (filters.duration === undefined) {
    const bound = (bucket: object, key: 'duration__gte' | 'duration__lte') =>
      key in bucket ? String((bucket as Record<typeof key, number>)[key]) : null;
    const bucket = DURATION_BUCKETS.find(
      (b) => bound(b, 'duration__gte') === search.get('duration__gte') && bound(b, 'duration__lte') === search.get('duration__lte'),
    );
    if (bucket) filters.duration = bucket.key;
  }
  if (typeof filters.duration === 'number') delete filters.duration;
  if (filters.price !== undefined) Object.assign(filters, priceBounds(filters.price as string | number, filters));
  delete filters.price;
  // A month wins over a range (datafeedConditions); flexibility means nothing without a date.
  if (filters.departure_month !== undefined) {
    delete filters.departure_from;
    delete filters.departure_to;
  }
  if (filters.departure_month === undefined && filters.departure_from === undefined && filters.departure_to === undefined) delete filters.flexible;
  const ordering = DATAFEED_ORDERINGS.find((o) => o === search.get('ordering')) ?? DEFAULT_ORDERING;
  const page = Number(search.get('page'));
  return {
    filters: filters as ComparatorFilters,
    ordering,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * The slider's bounds for an old address's `price`, bounds given beside it winning: whole euros,
 * so that "500-1000" (from 500.01 €) shows as 500 € on the slider and its fields.
 */
function priceBounds(price: string | number, given: Record<string, unknown>): Record<string, number> {
  const range: { price__gte?: number; price__lte?: number } =
    typeof price === 'number' ? { price__lte: price } : (PRICE_RANGES.find((r) => r.key === price) ?? {});
  const bounds: Record<string, number> = {};
  if (range.price__gte !== undefined && given.price__gte === undefined) bounds.price__gte = Math.floor(range.price__gte);
  if (range.price__lte !== undefined && given.price__lte === undefined) bounds.price__lte = range.price__lte;
  return bounds;
}

function byValue(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** The canonical query of a state: keys in one order, sorted values, defaults left out. */
export function comparatorSearch(state: ComparatorState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value === undefined || value === false) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  if (state.ordering !== DEFAULT_ORDERING) params.set('ordering', state.ordering);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * A visitor's query as the datafeed reads it and as the address shows it: the state with its
 * places as ids (readComparatorQuery checks them), and the canonical query with its places as
 * slugs. Old addresses' ids read as the same places, so both spellings are one view.
 */
export function readPublicComparatorQuery(search: URLSearchParams, places: PlaceIndex): { state: ComparatorState; query: string } {
  const state = readComparatorQuery(withPlaceIds(search, places));
  return { state, query: withPlaceSlugs(comparatorSearch(state), places).toString() };
}

const SEGMENT_MARK = '_q.';

/**
 * The proxy carries the canonical query inside the internal path, as one segment (base64url, so
 * that no character of a query needs escaping in a path): the filtered view's route, rendered for
 * each request, reads it back with queryOfSegment, so any spelling of a query reads as one view and
 * no request's query is echoed in the rewrite. The mark is the list query's (see
 * src/lib/list-query.ts), which the proxy refuses in a visitor's path. The places go as written
 * (a slug's shape checked): the proxy holds no table of them, and the page resolves them.
 */
export function comparatorSegment(search: URLSearchParams): string | null {
  const rest = new URLSearchParams(search);
  const places = new URLSearchParams();
  for (const key of PLACE_KEYS) {
    const value = placeValue(search, key);
    if (value !== undefined) places.append(key, value);
    rest.delete(key);
  }
  const query = [places.toString(), comparatorSearch(readComparatorQuery(rest)).toString()].filter(Boolean).join('&');
  if (!query) return null;
  return SEGMENT_MARK + btoa(query).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The query a segment carries, or null for anything that is not one. */
export function queryOfSegment(segment: string | undefined): URLSearchParams | null {
  if (!segment?.startsWith(SEGMENT_MARK)) return null;
  try {
    return new URLSearchParams(atob(segment.slice(SEGMENT_MARK.length).replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
}
