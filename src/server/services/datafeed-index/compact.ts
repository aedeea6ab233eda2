import 'server-only';
import { type Bitmap, emptyBitmap, hasBit, orInto, setBit } from './bitmap';
import { type DatafeedIndex, emptyIndex, INDEX_FLAGS, INDEX_ORDERINGS, type IndexOrdering, type Runs, STAR_LEVELS } from './model';

/**
 * Lays every live row of an index out again, as a new index without tail or dead rows: rows by
 * destination (country, region, city), by price within one; the listing orders as permutations
 * built by stable counting sorts on top of the price order. A generator that yields every few
 * thousand rows, so that the caller can run it in slices (sliced.ts) and keep answering requests.
 * The index it reads must not change until it is done.
 */

/** Yield to the caller after this many steps of a loop. */
const STEP = 8192;

/** A stable counting sort of `order` by a small non-negative key per row. */
function* sortByKey(order: Int32Array, keyOf: (row: number) => number, keys: number): Generator<void, Int32Array> {
  const starts = new Int32Array(keys + 1);
  for (let i = 0; i < order.length; i++) {
    starts[keyOf(order[i]!) + 1]!++;
    if (i % STEP === 0) yield;
  }
  for (let k = 0; k < keys; k++) starts[k + 1]! += starts[k]!;
  const sorted = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) {
    const row = order[i]!;
    sorted[starts[keyOf(row)]!++] = row;
    if (i % STEP === 0) yield;
  }
  return sorted;
}

/** The live rows in price order: the base's price order and the tail's, merged. */
function* livePriceOrder(index: DatafeedIndex): Generator<void, Int32Array> {
  const [base, tail, live] = [index.orders.price, index.tail.price, index.live];
  const before = (a: number, b: number) => index.price[a]! - index.price[b]! || index.ids[a]! - index.ids[b]!;
  const out = new Int32Array(index.liveCount);
  let [i, j, k] = [0, 0, 0];
  for (let step = 0; i < base.length || j < tail.length; step++) {
    let row: number;
    if (j >= tail.length || (i < base.length && before(base[i]!, tail[j]!) <= 0)) row = base[i++]!;
    else row = tail[j++]!;
    if (hasBit(live, row)) out[k++] = row;
    if (step % STEP === 0) yield;
  }
  return out.subarray(0, k);
}

export function* compact(index: DatafeedIndex): Generator<void, DatafeedIndex> {
  const byPrice = yield* livePriceOrder(index);
  const rows = byPrice.length;

  // Each (country, region, city) is a group, numbered in that order (nested maps: no key to build per row).
  const groupKeys = new Map<number, Map<number, Map<number, number>>>();
  const groups: [number, number, number][] = [];
  const groupOf = new Int32Array(rows);
  for (let rank = 0; rank < rows; rank++) {
    const old = byPrice[rank]!;
    const [country, region, city] = [index.country[old]!, index.region[old]!, index.city[old]!];
    let regions = groupKeys.get(country);
    if (!regions) groupKeys.set(country, (regions = new Map()));
    let cities = regions.get(region);
    if (!cities) regions.set(region, (cities = new Map()));
    let group = cities.get(city);
    if (group === undefined) cities.set(city, (group = groups.push([country, region, city]) - 1));
    groupOf[rank] = group;
    if (rank % STEP === 0) yield;
  }
  const sortedGroups = groups.map((_, g) => g).sort((a, b) => {
    const [x, y] = [groups[a]!, groups[b]!];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  const position = new Int32Array(groups.length);
  sortedGroups.forEach((group, at) => (position[group] = at));
  // Destination order, price order within each destination: row → rank in byPrice.
  const ranks = new Int32Array(rows);
  for (let rank = 0; rank < rows; rank++) ranks[rank] = rank;
  const layout = yield* sortByKey(ranks, (rank) => position[groupOf[rank]!]!, groups.length);

  // Room for the padding, and for the tail that will grow until the next layout.
  const next = emptyIndex(index.version, Math.max(1024, Math.ceil(rows * 1.1) + 32));
  const newRowOf = new Int32Array(index.size).fill(-1);
  const rowOfRank = new Int32Array(rows);
  next.rowOfId = new Int32Array(index.rowOfId.length);
  for (let row = 0; row < rows; row++) {
    const rank = layout[row]!;
    const old = byPrice[rank]!;
    newRowOf[old] = row;
    rowOfRank[rank] = row;
    next.ids[row] = index.ids[old]!;
    next.price[row] = index.price[old]!;
    next.duration[row] = index.duration[old]!;
    next.rating[row] = index.rating[old]!;
    next.discount[row] = index.discount[old]!;
    next.perNight[row] = index.perNight[old]!;
    next.departure[row] = index.departure[old]!;
    next.country[row] = index.country[old]!;
    next.region[row] = index.region[old]!;
    next.city[row] = index.city[old]!;
    next.rowOfId[index.ids[old]!] = row + 1;
    setBit(next.live, row);
    if (row % STEP === 0) yield;
  }
  // The base ends on a word boundary, so that a query splits it from the tail by words (query.ts);
  // the rows up to it are dead padding.
  next.base = Math.ceil(rows / 32) * 32;
  next.size = next.base;
  next.liveCount = rows;

  // Each destination's rows are contiguous now: one run each, from one pass.
  const runsOf = (map: Map<number, Runs>, key: number, row: number) => {
    const runs = map.get(key);
    if (!runs) map.set(key, [row, row + 1]);
    else if (runs[runs.length - 1] === row) runs[runs.length - 1] = row + 1;
    else runs.push(row, row + 1);
  };
  for (let row = 0; row < rows; row++) {
    runsOf(next.places.country, next.country[row]!, row);
    if (next.region[row]) runsOf(next.places.region, next.region[row]!, row);
    if (next.city[row]) runsOf(next.places.city, next.city[row]!, row);
    if (row % STEP === 0) yield;
  }

  // Every set moves with its rows.
  function* moved(bitmap: Bitmap): Generator<void, Bitmap | null> {
    const out = emptyBitmap(next.capacity);
    let any = false;
    for (let word = 0; word < bitmap.length; word++) {
      for (let bits = bitmap[word]! & index.live[word]!; bits !== 0; bits &= bits - 1) {
        setBit(out, newRowOf[word * 32 + (31 - Math.clz32(bits & -bits))]!);
        any = true;
      }
      if (word % STEP === 0) yield;
    }
    return any ? out : null;
  }
  for (const [dimension, map] of Object.entries(index.values) as [keyof DatafeedIndex['values'], Map<number | string, Bitmap>][]) {
    const target = next.values[dimension] as Map<number | string, Bitmap>;
    for (const [key, bitmap] of map) {
      const out = yield* moved(bitmap);
      if (out) target.set(key, out);
    }
  }
  for (const flag of INDEX_FLAGS) next.flags[flag] = (yield* moved(index.flags[flag])) ?? emptyBitmap(next.capacity);
  // A bitmap of its own per level, even where two levels hold the same rows: appends set them one by one.
  let atLeast = emptyBitmap(next.capacity);
  for (const stars of [...STAR_LEVELS].reverse()) {
    const exact = next.values.rating.get(stars);
    atLeast = exact ? orInto(atLeast.slice(), exact) : atLeast.slice();
    next.ratingAtLeast.set(stars, atLeast);
    yield;
  }

  let maxDuration = 0;
  for (let row = 0; row < rows; row++) if (next.duration[row]! > maxDuration) maxDuration = next.duration[row]!;
  next.orders.price = rowOfRank;
  next.orders['-price'] = rowOfRank.slice().reverse();
  next.orders.duration = yield* sortByKey(rowOfRank, (row) => next.duration[row]!, maxDuration + 1);
  next.orders['-rating'] = yield* sortByKey(rowOfRank, (row) => 255 - next.rating[row]!, 256);
  next.orders['-discount'] = yield* sortByKey(rowOfRank, (row) => 255 - next.discount[row]!, 256);
  // Prices per night span too many values for one counting sort: two, by the low then the high 16 bits (stable: ties stay in price order).
  const perNight = next.perNight;
  const byLow = yield* sortByKey(rowOfRank, (row) => perNight[row]! & 0xffff, 0x10000);
  next.orders.price_per_night = yield* sortByKey(byLow, (row) => perNight[row]! >>> 16, 0x8000);
  const dearest = (row: number) => 0x7fffffff - perNight[row]!;
  const byLowDesc = yield* sortByKey(rowOfRank, (row) => dearest(row) & 0xffff, 0x10000);
  next.orders['-price_per_night'] = yield* sortByKey(byLowDesc, (row) => dearest(row) >>> 16, 0x8000);
  for (const ordering of INDEX_ORDERINGS) {
    const order = next.orders[ordering as IndexOrdering];
    const rank = new Int32Array(rows);
    for (let position = 0; position < rows; position++) {
      rank[order[position]!] = position;
      if (position % STEP === 0) yield;
    }
    next.ranks[ordering] = rank;
  }
  return next;
}
