import 'server-only';
import { type Bitmap, emptyBitmap, fullBitmap, orInto, setBit } from './bitmap';

/**
 * The datafeed as an in-memory index: every property is a row, and every filter value has the set
 * of its rows, so a filter is a few bitmap operations and a facet count is one count per option,
 * exact at a million properties (issue: counting in PostgreSQL took hundreds of milliseconds).
 *
 * Rows are laid out by destination (country, region, city), so that each destination's rows form
 * runs: one count over a filter's bitmap gives every country's, region's and city's facet at once.
 * Within a destination they keep price order. The listing orders are permutations of the rows.
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
};

export const INDEX_ORDERINGS = ['price', '-price', 'duration', '-rating', '-discount'] as const;
export type IndexOrdering = (typeof INDEX_ORDERINGS)[number];

export const INDEX_FLAGS = ['is_last_minute', 'has_discount', 'category_best_offer', 'homepage_best_offer'] as const;
export type IndexFlag = (typeof INDEX_FLAGS)[number];

/** Row ranges as a flat list: start, end (excluded), start, end… */
export type Runs = number[];

export type DatafeedIndex = {
  /** The datafeed version the rows were read at (src/server/services/datafeed-index/index.ts). */
  version: number;
  rows: number;
  ids: Int32Array;
  price: Int32Array;
  duration: Int32Array;
  rating: Uint8Array;
  /** Discount in percent, 0 without one. */
  discount: Uint8Array;
  /** Listing orders: row numbers, each order ending on the property id (as the SQL listing did). */
  orders: Record<IndexOrdering, Int32Array>;
  /** Each row's position in each listing order. */
  ranks: Record<IndexOrdering, Int32Array>;
  all: Bitmap;
  places: { country: Map<number, Runs>; region: Map<number, Runs>; city: Map<number, Runs> };
  values: {
    property_category_id: Map<number, Bitmap>;
    partner_id: Map<number, Bitmap>;
    rating: Map<number, Bitmap>;
    service_type_ids: Map<number, Bitmap>;
    type_of_stay: Map<string, Bitmap>;
  };
  flags: Record<IndexFlag, Bitmap>;
  /** Rows with at least this many stars (the comparator's "4 stars and up"). */
  ratingAtLeast: Map<number, Bitmap>;
};

function discountOf(row: IndexRow): number {
  return row.oldPrice !== null && row.oldPrice > row.price ? Math.round(((row.oldPrice - row.price) / row.oldPrice) * 100) : 0;
}

function bitmapOf<K>(map: Map<K, Bitmap>, key: K, rows: number): Bitmap {
  let bitmap = map.get(key);
  if (!bitmap) map.set(key, (bitmap = emptyBitmap(rows)));
  return bitmap;
}

function addRun(map: Map<number, Runs>, key: number, row: number): void {
  const runs = map.get(key);
  if (!runs) return void map.set(key, [row, row + 1]);
  if (runs[runs.length - 1] === row) runs[runs.length - 1] = row + 1;
  else runs.push(row, row + 1);
}

/** A stable counting sort of `order` by a small non-negative key per row. */
function sortByKey(order: Int32Array, keyOf: (row: number) => number, keys: number): Int32Array {
  const starts = new Int32Array(keys + 1);
  for (const row of order) starts[keyOf(row) + 1]!++;
  for (let k = 0; k < keys; k++) starts[k + 1]! += starts[k]!;
  const sorted = new Int32Array(order.length);
  for (const row of order) sorted[starts[keyOf(row)]!++] = row;
  return sorted;
}

/**
 * Builds the index from every property, given in (price, id) order: the listing order by price
 * comes from the database's sort, every other order from stable counting sorts on top of it.
 */
export function buildIndex(version: number, byPrice: IndexRow[]): DatafeedIndex {
  const rows = byPrice.length;
  // Each (country, region, city) is a group, numbered in that order.
  const seen = new Map<string, number>();
  const groups: number[][] = [];
  const groupOfRank = byPrice.map((r) => {
    const parts = [r.countryId, r.regionId ?? 0, r.cityId ?? 0];
    const key = parts.join(':');
    let group = seen.get(key);
    if (group === undefined) seen.set(key, (group = groups.push(parts) - 1));
    return group;
  });
  const sortedGroups = groups.map((_, g) => g).sort((a, b) => {
    const [x, y] = [groups[a]!, groups[b]!];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
  const place = new Int32Array(groups.length);
  sortedGroups.forEach((group, position) => (place[group] = position));
  // Destination order, price order within each destination.
  const layout = sortByKey(Int32Array.from(byPrice.keys()), (rank) => place[groupOfRank[rank]!]!, groups.length);

  const index: DatafeedIndex = {
    version,
    rows,
    ids: new Int32Array(rows),
    price: new Int32Array(rows),
    duration: new Int32Array(rows),
    rating: new Uint8Array(rows),
    discount: new Uint8Array(rows),
    orders: {} as DatafeedIndex['orders'],
    ranks: {} as DatafeedIndex['ranks'],
    all: fullBitmap(rows),
    places: { country: new Map(), region: new Map(), city: new Map() },
    values: {
      property_category_id: new Map(),
      partner_id: new Map(),
      rating: new Map(),
      service_type_ids: new Map(),
      type_of_stay: new Map(),
    },
    flags: {
      is_last_minute: emptyBitmap(rows),
      has_discount: emptyBitmap(rows),
      category_best_offer: emptyBitmap(rows),
      homepage_best_offer: emptyBitmap(rows),
    },
    ratingAtLeast: new Map(),
  };
  const { rating, discount } = index;
  const rowOfRank = new Int32Array(rows);
  const { values, flags, places } = index;
  layout.forEach((rank, row) => {
    const r = byPrice[rank]!;
    rowOfRank[rank] = row;
    index.ids[row] = r.id;
    index.price[row] = r.price;
    index.duration[row] = r.duration;
    rating[row] = r.rating;
    discount[row] = discountOf(r);
    addRun(places.country, r.countryId, row);
    if (r.regionId !== null) addRun(places.region, r.regionId, row);
    if (r.cityId !== null) addRun(places.city, r.cityId, row);
    setBit(bitmapOf(values.property_category_id, r.propertyCategoryId, rows), row);
    setBit(bitmapOf(values.partner_id, r.partnerId, rows), row);
    setBit(bitmapOf(values.rating, r.rating, rows), row);
    setBit(bitmapOf(values.type_of_stay, r.typeOfStay, rows), row);
    for (const service of r.serviceTypeIds) setBit(bitmapOf(values.service_type_ids, service, rows), row);
    if (r.isLastMinute) setBit(flags.is_last_minute, row);
    if (r.hasDiscount) setBit(flags.has_discount, row);
    if (r.categoryBestOffer) setBit(flags.category_best_offer, row);
    if (r.homepageBestOffer) setBit(flags.homepage_best_offer, row);
  });

  const price = rowOfRank;
  const maxDuration = index.duration.reduce((max, d) => Math.max(max, d), 0);
  index.orders = {
    price,
    '-price': price.slice().reverse(),
    duration: sortByKey(price, (row) => index.duration[row]!, maxDuration + 1),
    '-rating': sortByKey(price, (row) => 255 - rating[row]!, 256),
    '-discount': sortByKey(price, (row) => 255 - discount[row]!, 256),
  };

  for (const ordering of INDEX_ORDERINGS) {
    const rank = new Int32Array(rows);
    index.orders[ordering].forEach((row, position) => (rank[row] = position));
    index.ranks[ordering] = rank;
  }

  let atLeast = emptyBitmap(rows);
  for (let stars = 5; stars >= 1; stars--) {
    const exact = values.rating.get(stars);
    if (exact) atLeast = orInto(atLeast.slice(), exact);
    index.ratingAtLeast.set(stars, atLeast);
  }
  return index;
}
