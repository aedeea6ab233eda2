import 'server-only';
import { departureDayOf } from '@/lib/datafeed-filters';
import { type Bitmap, emptyBitmap } from './bitmap';

export { departureDayOf };

/**
 * The datafeed as an in-memory index: every listed property is a row, and every filter value has
 * the set of its rows, so a filter is a few bitmap operations and a facet count is one count per
 * option, exact at a million properties (counting in PostgreSQL took hundreds of milliseconds).
 *
 * The index follows the feed without being rebuilt: a changed property's old row dies (its bits
 * are cleared) and its new state is appended at the end. Rows [0, base) are laid out by
 * destination (country, region, city), so that each destination's rows form runs and one count
 * over a filter gives every country's, region's and city's facet at once; the rows appended since
 * are the tail, which queries scan (query.ts). A compaction (compact.ts) lays every live row out again once the tail or the dead
 * rows grow, in slices that leave the event loop free between them.
 */

/** One property as the index reads it: prices in cents, flags as booleans. */
export type IndexRow = {
  id: number;
  countryId: number;
  regionId: number | null;
  cityId: number | null;
  propertyCategoryId: number;
  partnerId: number;
  serviceTypeIds: number[];
  typeOfStay: string;
  price: number;
  oldPrice: number | null;
  duration: number;
  rating: number;
  hasDiscount: boolean;
  isLastMinute: boolean;
  categoryBestOffer: boolean;
  homepageBestOffer: boolean;
  /** As stored (text); read once here, into a day number (departureDayOf). */
  departureDate: string | null;
};

export const INDEX_ORDERINGS = ['price', '-price', 'duration', '-rating', '-discount', 'price_per_night', '-price_per_night'] as const;
export type IndexOrdering = (typeof INDEX_ORDERINGS)[number];

export const INDEX_FLAGS = ['is_last_minute', 'has_discount', 'category_best_offer', 'homepage_best_offer'] as const;
export type IndexFlag = (typeof INDEX_FLAGS)[number];

/** Row ranges as a flat list: start, end (excluded), start, end… */
export type Runs = number[];

export type IndexValues = {
  property_category_id: Map<number, Bitmap>;
  partner_id: Map<number, Bitmap>;
  rating: Map<number, Bitmap>;
  service_type_ids: Map<number, Bitmap>;
  type_of_stay: Map<string, Bitmap>;
};

export type DatafeedIndex = {
  /** The datafeed version the rows are at (datafeed_version, migration 0007). */
  version: number;
  /** Rows in use, dead ones included. */
  size: number;
  /** Rows the arrays and bitmaps have room for. */
  capacity: number;
  /** Rows laid out by destination, a multiple of 32; the rows from base to size are the tail, appended since. */
  base: number;
  /** The rows of properties listed now. */
  live: Bitmap;
  liveCount: number;
  ids: Int32Array;
  price: Int32Array;
  duration: Int32Array;
  rating: Uint8Array;
  /** Discount in percent, 0 without one. */
  discount: Uint8Array;
  /** Price per night in cents (perNightOf). */
  perNight: Int32Array;
  /** Departure day (departureDayOf), 0 without a date that reads as one. */
  departure: Int32Array;
  /** Destination of each row (0: none), kept for the next layout. */
  country: Int32Array;
  region: Int32Array;
  city: Int32Array;
  /** Row + 1 of each property id's live row (0: none). */
  rowOfId: Int32Array;
  /** Listing orders of the base rows, each ending on the property id (as the SQL listing did). */
  orders: Record<IndexOrdering, Int32Array>;
  /** Each base row's position in each listing order. */
  ranks: Record<IndexOrdering, Int32Array>;
  /** The tail's rows in each listing order. */
  tail: Record<IndexOrdering, Int32Array>;
  /** Each destination's base rows (the tail's are told by the destination columns). */
  places: { country: Map<number, Runs>; region: Map<number, Runs>; city: Map<number, Runs> };
  values: IndexValues;
  flags: Record<IndexFlag, Bitmap>;
  /** Rows with at least this many stars (the comparator's "4 stars and up"), 1 to 5. */
  ratingAtLeast: Map<number, Bitmap>;
  /** Masks derived from the base (query.ts): valid until the next layout, for the base only loses rows. */
  baseDerived: Map<unknown, unknown>;
  /** Scans of the tail (query.ts), each carried on over the rows appended since it last ran. */
  derived: Map<unknown, unknown>;
};

export const STAR_LEVELS = [1, 2, 3, 4, 5] as const;

const noOrder = () => Object.fromEntries(INDEX_ORDERINGS.map((o) => [o, new Int32Array(0)])) as Record<IndexOrdering, Int32Array>;

export function emptyIndex(version: number, capacity = 1024): DatafeedIndex {
  return {
    version,
    size: 0,
    capacity,
    base: 0,
    live: emptyBitmap(capacity),
    liveCount: 0,
    ids: new Int32Array(capacity),
    price: new Int32Array(capacity),
    duration: new Int32Array(capacity),
    rating: new Uint8Array(capacity),
    discount: new Uint8Array(capacity),
    perNight: new Int32Array(capacity),
    departure: new Int32Array(capacity),
    country: new Int32Array(capacity),
    region: new Int32Array(capacity),
    city: new Int32Array(capacity),
    rowOfId: new Int32Array(capacity),
    orders: noOrder(),
    ranks: noOrder(),
    tail: noOrder(),
    places: { country: new Map(), region: new Map(), city: new Map() },
    values: {
      property_category_id: new Map(),
      partner_id: new Map(),
      rating: new Map(),
      service_type_ids: new Map(),
      type_of_stay: new Map(),
    },
    flags: Object.fromEntries(INDEX_FLAGS.map((flag) => [flag, emptyBitmap(capacity)])) as Record<IndexFlag, Bitmap>,
    ratingAtLeast: new Map(STAR_LEVELS.map((stars) => [stars, emptyBitmap(capacity)])),
    baseDerived: new Map(),
    derived: new Map(),
  };
}

export function discountOf(row: Pick<IndexRow, 'price' | 'oldPrice'>): number {
  return row.oldPrice !== null && row.oldPrice > row.price ? Math.round(((row.oldPrice - row.price) / row.oldPrice) * 100) : 0;
}

/** Cents per night, rounded; a stay of no night counts as one, so that it still sorts by its price. */
export function perNightOf(row: Pick<IndexRow, 'price' | 'duration'>): number {
  return Math.round(row.price / Math.max(1, row.duration));
}

/**
 * The listing orders as comparisons of two rows: price then id; the reverse; nights, stars
 * (most first), discount (biggest first) or price per night (either way), each then by price and id. The base's orders were
 * built to agree with these, so a base row and a tail row compare as if both were in one order.
 */
export function rowComparator(index: DatafeedIndex, ordering: IndexOrdering): (a: number, b: number) => number {
  const { price, ids, duration, rating, discount, perNight } = index;
  const byPrice = (a: number, b: number) => price[a]! - price[b]! || ids[a]! - ids[b]!;
  switch (ordering) {
    case 'price':
      return byPrice;
    case '-price':
      return (a, b) => byPrice(b, a);
    case 'duration':
      return (a, b) => duration[a]! - duration[b]! || byPrice(a, b);
    case '-rating':
      return (a, b) => rating[b]! - rating[a]! || byPrice(a, b);
    case '-discount':
      return (a, b) => discount[b]! - discount[a]! || byPrice(a, b);
    case 'price_per_night':
      return (a, b) => perNight[a]! - perNight[b]! || byPrice(a, b);
    case '-price_per_night':
      return (a, b) => perNight[b]! - perNight[a]! || byPrice(a, b);
  }
}
