import 'server-only';
import type { DatafeedCondition } from '@/lib/datafeed-filters';
import {
  and,
  type Bitmap,
  count,
  countAnd,
  emptyBitmap,
  forEachRow,
  type Mask,
  maskHas,
  maskOf,
  orInto,
  prefixCounts,
  rangeCount,
  rangesMask,
} from './bitmap';
import type { DatafeedIndex, IndexOrdering, Runs } from './build';

/**
 * Filters over the index. Conditions on the same column family form one dimension (destination,
 * price, nights, stars…): a facet of a dimension is counted with every other dimension's filter
 * applied and its own left out, so each option tells how many deals choosing it would leave.
 */
type Dimension = Exclude<DatafeedCondition['column'], 'country_id' | 'region_id' | 'city_id'> | 'destination';

function dimensionOf(condition: DatafeedCondition): Dimension {
  const column = condition.column;
  return column === 'country_id' || column === 'region_id' || column === 'city_id' ? 'destination' : column;
}

/** Masks that cost a scan of a column, kept per index (a new datafeed version drops them all). */
const scans = new WeakMap<DatafeedIndex, Map<string, Mask>>();
const MAX_SCANS = 256;

function scan(index: DatafeedIndex, column: Int32Array, test: (value: number) => boolean, key: string): Mask {
  let memo = scans.get(index);
  if (!memo) scans.set(index, (memo = new Map()));
  const known = memo.get(key);
  if (known) return known;
  const bitmap = emptyBitmap(index.rows);
  for (let row = 0; row < index.rows; row++) if (test(column[row]!)) bitmap[row >>> 5]! |= 1 << (row & 31);
  if (memo.size >= MAX_SCANS) memo.clear();
  const mask = maskOf(bitmap);
  memo.set(key, mask);
  return mask;
}

/** The index's own bitmaps as masks, their spans found once. */
const spans = new WeakMap<Bitmap, Mask>();
function shared(bitmap: Bitmap): Mask {
  let mask = spans.get(bitmap);
  if (!mask) spans.set(bitmap, (mask = maskOf(bitmap)));
  return mask;
}

function unionOf(index: DatafeedIndex, bitmaps: (Bitmap | undefined)[]): Mask {
  const present = bitmaps.filter((b): b is Bitmap => b !== undefined);
  if (present.length === 1) return shared(present[0]!);
  const union = emptyBitmap(index.rows);
  for (const bitmap of present) orInto(union, bitmap);
  return maskOf(union);
}

function runsMask(runs: (Runs | undefined)[]): Mask {
  return rangesMask(runs.flatMap((list) => list ?? []));
}

const placeOf = { country_id: 'country', region_id: 'region', city_id: 'city' } as const;

/** The rows that satisfy one condition. Shared masks are returned as they are: never mutate the result. */
function conditionMask(index: DatafeedIndex, condition: DatafeedCondition): Mask {
  switch (condition.op) {
    case 'in':
      if (condition.column === 'country_id' || condition.column === 'region_id' || condition.column === 'city_id') {
        const places = index.places[placeOf[condition.column]];
        return runsMask(condition.values.map((id) => places.get(id)));
      }
      return unionOf(index, condition.values.map((v) => index.values[condition.column as 'rating'].get(v)));
    case 'in_text':
      return unionOf(index, condition.values.map((v) => index.values.type_of_stay.get(v)));
    case 'overlaps':
      return unionOf(index, condition.values.map((v) => index.values.service_type_ids.get(v)));
    case 'is_true':
      return shared(index.flags[condition.column]);
    case 'eq':
    case 'lte':
    case 'gte': {
      const { column, op, value } = condition;
      if (column === 'rating') return ratingMask(index, op, value);
      const test = op === 'eq' ? (v: number) => v === value : op === 'lte' ? (v: number) => v <= value : (v: number) => v >= value;
      return scan(index, index[column], test, `${column}:${op}:${value}`);
    }
  }
}

function ratingMask(index: DatafeedIndex, op: 'eq' | 'lte' | 'gte', value: number): Mask {
  const none = (): Mask => ({ bits: new Uint32Array(0), lo: 0, hi: 0 });
  if (op === 'eq') return unionOf(index, [index.values.rating.get(value)]);
  if (op === 'gte') {
    if (value <= 1) return shared(index.all);
    const atLeast = index.ratingAtLeast.get(value);
    return atLeast ? shared(atLeast) : none();
  }
  const above = index.ratingAtLeast.get(value + 1);
  if (!above) return shared(index.all);
  const bits = index.all.slice();
  for (let i = 0; i < bits.length; i++) bits[i]! &= ~above[i]!;
  return maskOf(bits);
}

function intersection(index: DatafeedIndex, masks: Mask[]): Mask {
  if (masks.length === 0) return shared(index.all);
  if (masks.length === 1) return masks[0]!;
  return and(masks);
}

function dimensionMasks(index: DatafeedIndex, conditions: DatafeedCondition[]): Map<Dimension, Mask> {
  const grouped = new Map<Dimension, Mask[]>();
  for (const condition of conditions) {
    const dimension = dimensionOf(condition);
    grouped.set(dimension, [...(grouped.get(dimension) ?? []), conditionMask(index, condition)]);
  }
  return new Map([...grouped].map(([dimension, masks]) => [dimension, intersection(index, masks)]));
}

/** Up to this many matches, a page is sorted from the matches rather than walked from an order. */
const SORT_MAX = 50_000;

/**
 * The k smallest of the values offered, in order: a page needs the first offset + size positions
 * of a few thousand matches, and a bounded max-heap finds them in one pass, with no array of every
 * match to allocate and sort.
 */
class Smallest {
  private readonly heap: Int32Array;
  private n = 0;

  constructor(private readonly k: number) {
    this.heap = new Int32Array(k);
  }

  offer(value: number): void {
    const heap = this.heap;
    if (this.n < this.k) {
      let i = this.n++;
      heap[i] = value;
      for (let parent = (i - 1) >> 1; i > 0 && heap[parent]! < heap[i]!; i = parent, parent = (i - 1) >> 1) {
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      }
    } else if (value < heap[0]!) {
      heap[0] = value;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let top = i;
        if (l < this.n && heap[l]! > heap[top]!) top = l;
        if (r < this.n && heap[r]! > heap[top]!) top = r;
        if (top === i) break;
        [heap[i], heap[top]] = [heap[top]!, heap[i]!];
        i = top;
      }
    }
  }

  sorted(): Int32Array {
    return this.heap.subarray(0, this.n).sort();
  }
}

export type PlaceCounts = { country: Map<number, number>; region: Map<number, number>; city: Map<number, number> };

/** A filtered view of the index: its count, its rows in a listing order, and the facets around it. */
export class IndexQuery {
  private readonly dimensions: Map<Dimension, Mask>;
  private readonly match: Mask;
  private readonly others = new Map<Dimension, Mask>();
  private matches: number | undefined;

  constructor(
    readonly index: DatafeedIndex,
    conditions: DatafeedCondition[],
  ) {
    this.dimensions = dimensionMasks(index, conditions);
    this.match = intersection(index, [...this.dimensions.values()]);
  }

  count(): number {
    return (this.matches ??= count(this.match));
  }

  /**
   * Property ids of one page of the matches, in the listing order. Many matches: walk the order
   * until the page is full (a few steps per match). Fewer: sort the matches' positions in the
   * order, because filters that go with price (stars, long stays) leave the first matches of an
   * order far down it.
   */
  ids(ordering: IndexOrdering, offset: number, size: number): number[] {
    const { orders, ranks, ids } = this.index;
    const order = orders[ordering];
    const page: number[] = [];
    if (this.count() <= SORT_MAX) {
      const rank = ranks[ordering];
      const first = new Smallest(Math.min(offset + size, this.count()));
      forEachRow(this.match, (row) => first.offer(rank[row]!));
      const positions = first.sorted();
      for (let i = offset; i < positions.length; i++) page.push(ids[order[positions[i]!]!]!);
      return page;
    }
    let skip = offset;
    for (let i = 0; i < order.length && page.length < size; i++) {
      const row = order[i]!;
      if (!maskHas(this.match, row)) continue;
      if (skip > 0) skip--;
      else page.push(ids[row]!);
    }
    return page;
  }

  /** The rows matching every dimension's filter but this one's. */
  private without(dimension: Dimension): Mask {
    if (!this.dimensions.has(dimension)) return this.match;
    let mask = this.others.get(dimension);
    if (!mask) {
      const rest = [...this.dimensions].filter(([d]) => d !== dimension).map(([, m]) => m);
      this.others.set(dimension, (mask = intersection(this.index, rest)));
    }
    return mask;
  }

  /**
   * How many properties the view would hold if the option's conditions replaced the filter of
   * their dimension. The option's conditions must all belong to one dimension.
   */
  countOption(option: DatafeedCondition[]): number {
    const [first] = option;
    if (!first) return this.count();
    const dimension = dimensionOf(first);
    if (option.some((c) => dimensionOf(c) !== dimension)) throw new Error('A facet option spans one dimension');
    const masks = dimensionMasks(this.index, option);
    return countAnd(this.without(dimension), masks.get(dimension)!);
  }

  /** Every country's, region's and city's count, with the destination filter left out. */
  placeCounts(): PlaceCounts {
    const mask = this.without('destination');
    const prefix = prefixCounts(mask);
    const tally = (runs: Map<number, Runs>) => {
      const counts = new Map<number, number>();
      for (const [id, list] of runs) {
        let n = 0;
        for (let i = 0; i < list.length; i += 2) n += rangeCount(mask, prefix, list[i]!, list[i + 1]!);
        counts.set(id, n);
      }
      return counts;
    };
    return { country: tally(this.index.places.country), region: tally(this.index.places.region), city: tally(this.index.places.city) };
  }
}
