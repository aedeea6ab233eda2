import { z } from 'zod';
import type { FacetKey } from './comparator-url';
import { DURATION_BUCKETS, MAX_DB_INT, PRICE_RANGES } from './constants';

/**
 * The datafeed's filter keys (SPEC §3 offer filter keys, §7 /properties/), shared by the API,
 * the linking fields of categories and destinations, and the comparator's URL state.
 * Values arrive either typed (linking fields are JSON) or as query strings, where arrays are
 * repeated keys and a key given once is a plain string.
 */

const asArray = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);

const asBoolean = (value: unknown) => {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
};

// Not z.coerce: it would turn null and "" into 0, which then passes as a valid filter.
const asNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const numberFrom = <T extends z.ZodNumber>(schema: T) => z.preprocess(asNumber, schema);

const ids = z.preprocess(asArray, z.array(numberFrom(z.number().int().positive().max(MAX_DB_INT))).max(100)).optional();
const flag = z.preprocess(asBoolean, z.boolean()).optional();
const euros = numberFrom(z.number().nonnegative().max(10_000_000)).optional();
const nights = numberFrom(z.number().int().min(0).max(365)).optional();

export const DURATION_BUCKET_KEYS = DURATION_BUCKETS.map((bucket) => bucket.key) as [
  (typeof DURATION_BUCKETS)[number]['key'],
  ...(typeof DURATION_BUCKETS)[number]['key'][],
];

export const PRICE_RANGE_KEYS = PRICE_RANGES.map((range) => range.key) as [
  (typeof PRICE_RANGES)[number]['key'],
  ...(typeof PRICE_RANGES)[number]['key'][],
];

const DAY_MS = 86_400_000;
/**
 * Day numbers put every date of interest above 0, so that 0 can mean "no date" in the index's
 * column (days since 1970 plus this, about three centuries back).
 */
const DAY_OFFSET = 100_000;

function dayOfParts(year: number, month: number, day: number): number {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 31/04 over to 01/05: only a real calendar day reads as one.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 0;
  return time / DAY_MS + DAY_OFFSET;
}

/**
 * A departure date as the index keeps it: a day number, 0 for none. The column is free text; the
 * importer writes ISO dates, older rows and hand edits may hold the day first (31/12/2026).
 */
export function departureDayOf(text: string | null | undefined): number {
  if (!text) return 0;
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/.exec(text);
  if (iso) return dayOfParts(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^\s*(\d{2})[/.-](\d{2})[/.-](\d{4})\s*$/.exec(text);
  return dayFirst ? dayOfParts(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])) : 0;
}

/** The first and last day of a month ("2027-07"). */
function monthDays(month: string): [number, number] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const first = dayOfParts(year, number, 1);
  return [first, dayOfParts(number === 12 ? year + 1 : year, number === 12 ? 1 : number + 1, 1) - 1];
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((value) => departureDayOf(value) !== 0, 'not a calendar date');

export const datafeedFiltersSchema = z.object({
  country: ids,
  region: ids,
  city: ids,
  /** Last-minute deals only; false means no filter (SPEC §5). */
  last: flag,
  /** Highest price in euros, or one of the comparator's price ranges ("500-1000"). */
  price: z.union([z.enum(PRICE_RANGE_KEYS), euros.unwrap()]).optional(),
  price__lte: euros,
  price__gte: euros,
  /** Exact number of nights, or one of the comparator's buckets ("1-5", "6-10", "11+"). */
  duration: z.union([z.enum(DURATION_BUCKET_KEYS), numberFrom(z.number().int().min(0).max(365))]).optional(),
  duration__lte: nights,
  duration__gte: nights,
  /** Property category (rental type) ids. */
  datafeed_category: ids,
  /** Service type ids; a property matches when it offers any of them. */
  service_types: ids,
  /** Stars, any of these. */
  rating: z.preprocess(asArray, z.array(numberFrom(z.number().int().min(1).max(5))).max(5)).optional(),
  /** At least this many stars (the comparator's "4 stars and up"). */
  rating__gte: numberFrom(z.number().int().min(1).max(5)).optional(),
  partner: ids,
  type_of_stay: z.preprocess(asArray, z.array(z.string().regex(/^[a-z][a-z_-]{0,29}$/)).max(20)).optional(),
  has_discount: flag,
  category_best_offer: flag,
  homepage_best_offer: flag,
  /** Departing in this month ("2027-07"); it wins over a from–to range. */
  departure_month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM').optional(),
  /** Departing on or after this day (YYYY-MM-DD). */
  departure_from: isoDate.optional(),
  /** Departing on or before this day (YYYY-MM-DD). */
  departure_to: isoDate.optional(),
  /** Days of flexibility either side of the departure month or range. */
  flexible: numberFrom(z.number().int().min(1).max(7)).optional(),
});

export type DatafeedFilters = z.output<typeof datafeedFiltersSchema>;
export type DatafeedFilterKey = keyof DatafeedFilters;

/** Filters as a form or stored JSON may hold them, with null for "not set". */
export type DatafeedFilterState = { [K in DatafeedFilterKey]?: DatafeedFilters[K] | null };

/** Linking fields are JSON edited in the CMS, where null means "not set": nulls are dropped before parsing. */
export const datafeedLinkingFieldsSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null))
      : value,
  datafeedFiltersSchema,
);

// The comparator's facet keys and orderings live with its address, which the browser's code reads without zod.
export { DATAFEED_ORDERINGS, type DatafeedOrdering, FACET_KEYS, type FacetKey } from './comparator-url';

/** How many properties each option of each facet would leave, the other filters applied. */
export type DatafeedFacets = Record<FacetKey, Record<string, number>>;

export const DATAFEED_FILTER_KEYS = Object.keys(datafeedFiltersSchema.shape) as DatafeedFilterKey[];

/** Filters without their null, false and empty values (SPEC §5: those are dropped before querying). */
export function cleanFilters(filters: DatafeedFilterState): DatafeedFilters {
  const clean: Record<string, unknown> = {};
  for (const key of DATAFEED_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    clean[key] = value;
  }
  return clean as DatafeedFilters;
}

/** True when no filter is left once null, false and empty values are dropped. */
export function isEmptyFilters(filters: DatafeedFilterState): boolean {
  return Object.keys(cleanFilters(filters)).length === 0;
}

type IdColumn = 'country_id' | 'region_id' | 'city_id' | 'property_category_id' | 'partner_id' | 'rating';
type FlagColumn = 'is_last_minute' | 'has_discount' | 'category_best_offer' | 'homepage_best_offer';

/** One condition on a column of `properties`, for the service to turn into SQL. Prices in cents. */
export type DatafeedCondition =
  | { op: 'in'; column: IdColumn; values: number[] }
  | { op: 'in_text'; column: 'type_of_stay'; values: string[] }
  | { op: 'overlaps'; column: 'service_type_ids'; values: number[] }
  | { op: 'eq' | 'lte' | 'gte'; column: 'price' | 'duration' | 'rating'; value: number }
  | { op: 'is_true'; column: FlagColumn }
  /** Day numbers (departureDayOf), both included; a property without a date never matches. */
  | { op: 'between'; column: 'departure'; from: number; to: number };

const cents = (value: number) => Math.round(value * 100);

/**
 * The filter → query mapping: every kept filter becomes one condition and all of them must hold.
 * Pure, so the comparator page and the API agree on what a filter means.
 */
export function datafeedConditions(filters: DatafeedFilterState): DatafeedCondition[] {
  const f = cleanFilters(filters);
  const out: DatafeedCondition[] = [];
  const ids: [DatafeedFilterKey, IdColumn][] = [
    ['country', 'country_id'],
    ['region', 'region_id'],
    ['city', 'city_id'],
    ['datafeed_category', 'property_category_id'],
    ['partner', 'partner_id'],
    ['rating', 'rating'],
  ];
  for (const [key, column] of ids) {
    const values = f[key] as number[] | undefined;
    if (values) out.push({ op: 'in', column, values: [...new Set(values)] });
  }
  if (f.rating__gte != null) out.push({ op: 'gte', column: 'rating', value: f.rating__gte });
  if (f.type_of_stay) out.push({ op: 'in_text', column: 'type_of_stay', values: [...new Set(f.type_of_stay)] });
  if (f.service_types) out.push({ op: 'overlaps', column: 'service_type_ids', values: [...new Set(f.service_types)] });

  if (typeof f.price === 'number') out.push({ op: 'lte', column: 'price', value: cents(f.price) });
  if (typeof f.price === 'string') {
    const range: { price__lte?: number; price__gte?: number } = PRICE_RANGES.find((r) => r.key === f.price) ?? {};
    if (range.price__gte !== undefined) out.push({ op: 'gte', column: 'price', value: cents(range.price__gte) });
    if (range.price__lte !== undefined) out.push({ op: 'lte', column: 'price', value: cents(range.price__lte) });
  }
  if (f.price__lte != null) out.push({ op: 'lte', column: 'price', value: cents(f.price__lte) });
  if (f.price__gte != null) out.push({ op: 'gte', column: 'price', value: cents(f.price__gte) });

  if (typeof f.duration === 'number') out.push({ op: 'eq', column: 'duration', value: f.duration });
  if (typeof f.duration === 'string') {
    const bucket: { duration__lte?: number; duration__gte?: number } =
      DURATION_BUCKETS.find((b) => b.key === f.duration) ?? {};
    if (bucket.duration__lte !== undefined) out.push({ op: 'lte', column: 'duration', value: bucket.duration__lte });
    if (bucket.duration__gte !== undefined) out.push({ op: 'gte', column: 'duration', value: bucket.duration__gte });
  }
  if (f.duration__lte != null) out.push({ op: 'lte', column: 'duration', value: f.duration__lte });
  if (f.duration__gte != null) out.push({ op: 'gte', column: 'duration', value: f.duration__gte });

  const flags: [DatafeedFilterKey, FlagColumn][] = [
    ['last', 'is_last_minute'],
    ['has_discount', 'has_discount'],
    ['category_best_offer', 'category_best_offer'],
    ['homepage_best_offer', 'homepage_best_offer'],
  ];
  for (const [key, column] of flags) if (f[key] === true) out.push({ op: 'is_true', column });

  const departure = departureRange(f);
  if (departure) out.push({ op: 'between', column: 'departure', from: departure[0], to: departure[1] });
  return out;
}

/** The departure days a filter asks for, flexibility included; null without a departure filter. */
function departureRange(f: DatafeedFilters): [number, number] | null {
  let range: [number, number];
  if (f.departure_month) range = monthDays(f.departure_month);
  else if (f.departure_from || f.departure_to) {
    range = [f.departure_from ? departureDayOf(f.departure_from) : 1, f.departure_to ? departureDayOf(f.departure_to) : MAX_DB_INT];
  } else return null;
  const flexible = f.flexible ?? 0;
  return [Math.max(1, range[0] - flexible), range[1] === MAX_DB_INT ? range[1] : range[1] + flexible];
}
