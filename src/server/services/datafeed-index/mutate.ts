import 'server-only';
import { type Bitmap, clearBit, emptyBitmap, grownBitmap, hasBit, setBit } from './bitmap';
import {
  type DatafeedIndex,
  departureDayOf,
  discountOf,
  perNightOf,
  INDEX_FLAGS,
  INDEX_ORDERINGS,
  type IndexRow,
  rowComparator,
  STAR_LEVELS,
} from './model';

/**
 * Changes to the index in place: a property's row dies (its bits cleared) and its new state is
 * appended. The caller owns the index while it changes it (nothing awaits in between). Masks
 * derived from the base are views of its bitmaps, and scans of the tail carry on over the rows
 * appended (query.ts): a change leaves them valid.
 */

function grownArray<T extends Int32Array | Uint8Array>(array: T, capacity: number): T {
  const grown = new (array.constructor as new (length: number) => T)(capacity);
  grown.set(array);
  return grown;
}

/** Room for `rows` rows, by doubling: the arrays and every bitmap are copied into larger ones. */
function ensureCapacity(index: DatafeedIndex, rows: number): void {
  if (rows <= index.capacity) return;
  let capacity = index.capacity;
  while (capacity < rows) capacity *= 2;
  const bitmaps = (map: Map<unknown, Bitmap>) => {
    for (const [key, bitmap] of map) map.set(key, grownBitmap(bitmap, capacity));
  };
  index.live = grownBitmap(index.live, capacity);
  for (const column of ['ids', 'price', 'duration', 'perNight', 'departure', 'country', 'region', 'city'] as const) {
    index[column] = grownArray(index[column], capacity);
  }
  index.rating = grownArray(index.rating, capacity);
  index.discount = grownArray(index.discount, capacity);
  for (const values of Object.values(index.values) as Map<unknown, Bitmap>[]) bitmaps(values);
  for (const flag of INDEX_FLAGS) index.flags[flag] = grownBitmap(index.flags[flag], capacity);
  bitmaps(index.ratingAtLeast);
  index.capacity = capacity;
  // The masks kept over the base are views of the bitmaps just replaced.
  index.baseDerived.clear();
}

function bitmapOf<K>(index: DatafeedIndex, map: Map<K, Bitmap>, key: K): Bitmap {
  let bitmap = map.get(key);
  if (!bitmap) map.set(key, (bitmap = emptyBitmap(index.capacity)));
  return bitmap;
}

/** A row for the property at the end of the index; returns the row. Leaves the tail's orders to the caller. */
export function appendRow(index: DatafeedIndex, r: IndexRow): number {
  ensureCapacity(index, index.size + 1);
  const row = index.size++;
  index.ids[row] = r.id;
  index.price[row] = r.price;
  index.duration[row] = r.duration;
  index.rating[row] = r.rating;
  index.discount[row] = discountOf(r);
  index.perNight[row] = perNightOf(r);
  index.departure[row] = departureDayOf(r.departureDate);
  index.country[row] = r.countryId;
  index.region[row] = r.regionId ?? 0;
  index.city[row] = r.cityId ?? 0;
  setBit(index.live, row);
  index.liveCount++;
  if (r.id >= index.rowOfId.length) index.rowOfId = grownArray(index.rowOfId, Math.max(r.id + 1, index.rowOfId.length * 2));
  index.rowOfId[r.id] = row + 1;

  const { values, flags } = index;
  setBit(bitmapOf(index, values.property_category_id, r.propertyCategoryId), row);
  setBit(bitmapOf(index, values.partner_id, r.partnerId), row);
  setBit(bitmapOf(index, values.rating, r.rating), row);
  setBit(bitmapOf(index, values.type_of_stay, r.typeOfStay), row);
  for (const service of r.serviceTypeIds) setBit(bitmapOf(index, values.service_type_ids, service), row);
  if (r.isLastMinute) setBit(flags.is_last_minute, row);
  if (r.hasDiscount) setBit(flags.has_discount, row);
  if (r.categoryBestOffer) setBit(flags.category_best_offer, row);
  if (r.homepageBestOffer) setBit(flags.homepage_best_offer, row);
  for (const stars of STAR_LEVELS) if (r.rating >= stars) setBit(index.ratingAtLeast.get(stars)!, row);
  return row;
}

/**
 * The property's row dies: out of every set. Its place runs and the destination columns keep it
 * (every query intersects with the live rows), and so do the listing orders, which skip rows that
 * are not matches.
 */
export function removeProperty(index: DatafeedIndex, id: number): boolean {
  const row = (index.rowOfId[id] ?? 0) - 1;
  if (row < 0) return false;
  index.rowOfId[id] = 0;
  clearBit(index.live, row);
  index.liveCount--;
  for (const values of Object.values(index.values) as Map<unknown, Bitmap>[]) {
    for (const bitmap of values.values()) clearBit(bitmap, row);
  }
  for (const flag of INDEX_FLAGS) clearBit(index.flags[flag], row);
  for (const bitmap of index.ratingAtLeast.values()) clearBit(bitmap, row);
  return true;
}

/** Merges two row lists, each sorted by `compare`, into one. */
function merge(a: Int32Array, b: Int32Array, compare: (x: number, y: number) => number): Int32Array {
  const merged = new Int32Array(a.length + b.length);
  let [i, j, k] = [0, 0, 0];
  while (i < a.length && j < b.length) merged[k++] = compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) merged[k++] = a[i++]!;
  while (j < b.length) merged[k++] = b[j++]!;
  return merged;
}

/** Puts rows appended since the tail was last ordered into each listing order of the tail; dead rows leave it. */
function orderTail(index: DatafeedIndex, appended: Int32Array): void {
  for (const ordering of INDEX_ORDERINGS) {
    const compare = rowComparator(index, ordering);
    const added = appended.slice().sort(compare);
    const kept = index.tail[ordering].filter((row) => hasBit(index.live, row));
    index.tail[ordering] = merge(kept, added, compare);
  }
}

/** What one catch-up with the database found: the properties to list as they are now, and those no longer listed. */
export type IndexChanges = { version: number; upserts: IndexRow[]; removed: number[] };

/** Applies a batch of changes: removals first, then each upsert as a removal and an append. */
export function applyChanges(index: DatafeedIndex, changes: IndexChanges): void {
  for (const id of changes.removed) removeProperty(index, id);
  const appended = new Int32Array(changes.upserts.length);
  changes.upserts.forEach((row, i) => {
    removeProperty(index, row.id);
    appended[i] = appendRow(index, row);
  });
  orderTail(index, appended);
  index.version = Math.max(index.version, changes.version);
}
