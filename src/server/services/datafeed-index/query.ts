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
import { type DatafeedIndex, type IndexOrdering, type Runs, rowComparator } from './model';

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

const MAX_SCANS = 256;

/**
 * A mask that costs a scan of a column, kept with the index until it changes. Price and nights
 * ranges are few (the filters' buckets), so a handful of scans serve every request in between.
 */
function scan(index: DatafeedIndex, column: Int32Array, test: (value: number) => boolean, key: string): Mask {
  const memo = index.derived;
  const known = memo.get(key) as Mask | undefined;
  if (known) return known;
  const bitmap = emptyBitmap(index.size);
  for (let row = 0; row < index.size; row++) if (test(column[row]!)) bitmap[row >>> 5]! |= 1 << (row & 31);
  if (memo.size >= MAX_SCANS) memo.clear();
  const mask = maskOf(bitmap);
  memo.set(key, mask);
  return mask;
}

/** One of the index's own bitmaps as a mask, its span found once per change of the index. */
function shared(index: DatafeedIndex, bitmap: Bitmap): Mask {
  let mask = index.derived.get(bitmap) as Mask | undefined;
  if (!mask) index.derived.set(bitmap, (mask = maskOf(bitmap)));
  return mask;
}

function unionOf(index: DatafeedIndex, bitmaps: (Bitmap | undefined)[]): Mask {
  const present = bitmaps.filter((b): b is Bitmap => b !== undefined);
  if (present.length === 1) return shared(index, present[0]!);
  const union = emptyBitmap(index.capacity);
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
      return shared(index, index.flags[condition.column]);
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
    if (value <= 1) return shared(index, index.live);
    const atLeast = index.ratingAtLeast.get(value);
    return atLeast ? shared(index, atLeast) : none();
  }
  const above = index.ratingAtLeast.get(value + 1);
  if (!above) return shared(index, index.live);
  const bits = index.live.slice();
  for (let i = 0; i < bits.length; i++) bits[i]! &= ~above[i]!;
  return maskOf(bits);
}

function intersection(masks: Mask[]): Mask {
  return masks.length === 1 ? masks[0]! : and(masks);
}

function dimensionMasks(index: DatafeedIndex, conditions: DatafeedCondition[]): Map<Dimension, Mask> {
  const grouped = new Map<Dimension, Mask[]>();
  for (const condition of conditions) {
    const dimension = dimensionOf(condition);
    grouped.set(dimension, [...(grouped.get(dimension) ?? []), conditionMask(index, condition)]);
  }
  return new Map([...grouped].map(([dimension, masks]) => [dimension, intersection(masks)]));
}

/** Up to this many matches, a page is sorted from the matches rather than walked from an order. */
const SORT_MAX = 50_000;

/**
 * The k first of the rows offered in an order, in that order: a page needs the first offset + size
 * positions of a few thousand matches, and a bounded max-heap finds them in one pass, with no array
 * of every match to allocate and sort.
 */
class First {
  private readonly heap: Int32Array;
  private n = 0;

  constructor(
    private readonly k: number,
    private readonly compare: (a: number, b: number) => number,
  ) {
    this.heap = new Int32Array(k);
  }

  offer(value: number): void {
    const { heap, compare } = this;
    if (this.n < this.k) {
      let i = this.n++;
      heap[i] = value;
      for (let parent = (i - 1) >> 1; i > 0 && compare(heap[parent]!, heap[i]!) < 0; i = parent, parent = (i - 1) >> 1) {
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      }
    } else if (this.k > 0 && compare(value, heap[0]!) < 0) {
      heap[0] = value;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let top = i;
        if (l < this.n && compare(heap[l]!, heap[top]!) > 0) top = l;
        if (r < this.n && compare(heap[r]!, heap[top]!) > 0) top = r;
        if (top === i) break;
        [heap[i], heap[top]] = [heap[top]!, heap[i]!];
        i = top;
      }
    }
  }

  sorted(): Int32Array {
    return this.heap.subarray(0, this.n).sort(this.compare);
  }
}

export type PlaceCounts = { country: Map<number, number>; region: Map<number, number>; city: Map<number, number> };

/** A filtered view of the index: its count, its rows in a listing order, and the facets around it. */
export class IndexQuery {
  private readonly dimensions: Map<Dimension, Mask>;
  private readonly live: Mask;
  private readonly match: Mask;
  private readonly others = new Map<Dimension, Mask>();
  private matches: number | undefined;

  constructor(
    readonly index: DatafeedIndex,
    conditions: DatafeedCondition[],
    /** Up to this many matches a page is picked from the matches, past it walked from the order (tests set both ways). */
    private readonly sortMax = SORT_MAX,
  ) {
    this.dimensions = dimensionMasks(index, conditions);
    this.live = shared(index, index.live);
    this.match = intersection([this.live, ...this.dimensions.values()]);
  }

  count(): number {
    return (this.matches ??= count(this.match));
  }

  /**
   * Property ids of one page of the matches, in the listing order. Many matches: walk the order
   * (the base's and the tail's, merged) until the page is full, a few steps per match. Fewer: pick
   * the first from the matches, because filters that go with price (stars, long stays) leave the
   * first matches of an order far down it. Base rows compare by their rank in the order, tail rows
   * by their values.
   */
  ids(ordering: IndexOrdering, offset: number, size: number): number[] {
    const { orders, ranks, ids, base } = this.index;
    const order = orders[ordering];
    const tail = this.index.tail[ordering];
    const byValues = rowComparator(this.index, ordering);
    const rank = ranks[ordering];
    const compare = tail.length === 0 ? (a: number, b: number) => rank[a]! - rank[b]! : (a: number, b: number) => (a < base && b < base ? rank[a]! - rank[b]! : byValues(a, b));
    const page: number[] = [];
    if (this.count() <= this.sortMax) {
      const first = new First(Math.min(offset + size, this.count()), compare);
      forEachRow(this.match, (row) => first.offer(row));
      const rows = first.sorted();
      for (let i = offset; i < rows.length; i++) page.push(ids[rows[i]!]!);
      return page;
    }
    let skip = offset;
    for (let i = 0, j = 0; (i < order.length || j < tail.length) && page.length < size; ) {
      const row = j >= tail.length || (i < order.length && byValues(order[i]!, tail[j]!) <= 0) ? order[i++]! : tail[j++]!;
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
      this.others.set(dimension, (mask = intersection([this.live, ...rest])));
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
