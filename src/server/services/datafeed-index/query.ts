import 'server-only';
import type { DatafeedCondition } from '@/lib/datafeed-filters';
import {
  and,
  type Bitmap,
  count,
  countAnd,
  forEachRow,
  type Mask,
  maskHas,
  prefixCounts,
  rangeCount,
  rangesMask,
} from './bitmap';
import { type DatafeedIndex, type IndexOrdering, type Runs, rowComparator } from './model';

/**
 * Filters over the index. Conditions on the same column family form one dimension (destination,
 * price, nights, stars…): a facet of a dimension is counted with every other dimension's filter
 * applied and its own left out, so each option tells how many deals choosing it would leave.
 *
 * Every view is worked out twice, once over the base (the rows laid out by destination, word-
 * aligned, which only ever lose rows until the next layout) and once over the tail (the rows
 * appended since, a few percent), and the two answers are added up or merged. A destination's
 * base rows stay one short span of words, so filters and counts touch few words, whatever the
 * tail holds; the tail is small enough to be scanned. What is derived from the base (spans,
 * scans of a column) holds until the next layout. A scan of the tail is kept too and carried on
 * over the rows appended since: a row's values never change (a change appends a new row), and
 * every view intersects with the live rows, so rows that died since need no work.
 */
type Dimension = Exclude<DatafeedCondition['column'], 'country_id' | 'region_id' | 'city_id'> | 'destination';

function dimensionOf(condition: DatafeedCondition): Dimension {
  const column = condition.column;
  return column === 'country_id' || column === 'region_id' || column === 'city_id' ? 'destination' : column;
}

/** A range of words of the index: the base, or the tail. */
type Segment = { base: boolean; lo: number; hi: number; derived: Map<unknown, unknown> };

function segmentsOf(index: DatafeedIndex): Segment[] {
  // The layout ends the base on a word boundary (compact.ts).
  const baseWords = index.base >>> 5;
  const words = (index.size + 31) >>> 5;
  const segments: Segment[] = [];
  if (baseWords > 0) segments.push({ base: true, lo: 0, hi: baseWords, derived: index.baseDerived });
  if (words > baseWords) segments.push({ base: false, lo: baseWords, hi: words, derived: index.derived });
  return segments;
}

const NONE: Mask = { bits: new Uint32Array(0), lo: 0, hi: 0 };
const MAX_DERIVED = 512;

function remember<T>(segment: Segment, key: unknown, make: () => T): T {
  const known = segment.derived.get(key) as T | undefined;
  if (known !== undefined) return known;
  const made = make();
  if (segment.derived.size >= MAX_DERIVED) segment.derived.clear();
  segment.derived.set(key, made);
  return made;
}

/** The words of a bitmap within the segment, trimmed of empty words at both ends (a view, not a copy). */
function within(bitmap: Bitmap, segment: Segment): Mask {
  let lo = segment.lo;
  let hi = Math.min(segment.hi, bitmap.length);
  while (lo < hi && bitmap[lo] === 0) lo++;
  while (hi > lo && bitmap[hi - 1] === 0) hi--;
  return lo < hi ? { bits: bitmap.subarray(lo, hi), lo, hi } : NONE;
}

/** Words for the segment alone (a tail's mask costs the tail's words, not the index's); word w is bits[w - segment.lo]. */
function segmentWords(segment: Segment): Uint32Array {
  return new Uint32Array(segment.hi - segment.lo);
}

/** Words made by segmentWords as a mask, trimmed of empty words at both ends. */
function maskOfWords(bits: Uint32Array, segment: Segment): Mask {
  let lo = 0;
  let hi = bits.length;
  while (lo < hi && bits[lo] === 0) lo++;
  while (hi > lo && bits[hi - 1] === 0) hi--;
  return lo < hi ? { bits: bits.subarray(lo, hi), lo: segment.lo + lo, hi: segment.lo + hi } : NONE;
}

/**
 * One of the index's own bitmaps over the segment: over the base its span is found once (a bitmap
 * only loses rows of the base); over the tail, which grows, each time (a few thousand words).
 */
function shared(segment: Segment, bitmap: Bitmap): Mask {
  return segment.base ? remember(segment, bitmap, () => within(bitmap, segment)) : within(bitmap, segment);
}

/** A scan of the tail so far: its words from the segment's first, and the row it reached. */
type TailScan = { bits: Uint32Array; end: number };

/**
 * The rows of the segment whose value in a column passes the test: a scan, kept with the segment;
 * over the tail, carried on from the row the last scan reached.
 */
function scan(index: DatafeedIndex, segment: Segment, column: Int32Array, test: (value: number) => boolean, key: string): Mask {
  const first = segment.lo * 32;
  const end = Math.min(segment.hi * 32, index.size);
  const mark = (bits: Uint32Array, from: number) => {
    for (let row = from; row < end; row++) if (test(column[row]!)) bits[(row - first) >>> 5]! |= 1 << (row & 31);
  };
  if (segment.base) {
    return remember(segment, key, () => {
      const bits = segmentWords(segment);
      mark(bits, first);
      return maskOfWords(bits, segment);
    });
  }
  const known = remember<TailScan>(segment, key, () => ({ bits: new Uint32Array(0), end: first }));
  if (known.end < end) {
    const words = segment.hi - segment.lo;
    if (known.bits.length < words) {
      // Room for twice the tail: a growing tail copies its scans a few times, not at every change.
      const grown = new Uint32Array(Math.max(64, words * 2));
      grown.set(known.bits);
      known.bits = grown;
    }
    mark(known.bits, known.end);
    known.end = end;
  }
  return maskOfWords(known.bits.subarray(0, segment.hi - segment.lo), segment);
}

function unionOf(segment: Segment, bitmaps: (Bitmap | undefined)[]): Mask {
  const present = bitmaps.filter((b): b is Bitmap => b !== undefined);
  if (present.length === 0) return NONE;
  if (present.length === 1) return shared(segment, present[0]!);
  const union = segmentWords(segment);
  for (const bitmap of present) {
    for (let word = segment.lo, hi = Math.min(segment.hi, bitmap.length); word < hi; word++) union[word - segment.lo]! |= bitmap[word]!;
  }
  return maskOfWords(union, segment);
}

const placeOf = { country_id: 'country', region_id: 'region', city_id: 'city' } as const;

/** The rows of one condition in the segment. Shared masks are returned as they are: never mutate the result. */
function conditionMask(index: DatafeedIndex, segment: Segment, condition: DatafeedCondition): Mask {
  switch (condition.op) {
    case 'in':
      if (condition.column === 'country_id' || condition.column === 'region_id' || condition.column === 'city_id') {
        const level = placeOf[condition.column];
        if (segment.base) return rangesMask(condition.values.flatMap((id) => index.places[level].get(id) ?? []));
        const wanted = new Set(condition.values);
        return scan(index, segment, index[level], (id) => wanted.has(id), `${level}:${[...wanted].sort((a, b) => a - b).join(',')}`);
      }
      return unionOf(segment, condition.values.map((v) => index.values[condition.column as 'rating'].get(v)));
    case 'in_text':
      return unionOf(segment, condition.values.map((v) => index.values.type_of_stay.get(v)));
    case 'overlaps':
      return unionOf(segment, condition.values.map((v) => index.values.service_type_ids.get(v)));
    case 'is_true':
      return shared(segment, index.flags[condition.column]);
    case 'between': {
      const { from, to } = condition;
      // Day 0 is "no date": from is at least 1, so those rows never match.
      return scan(index, segment, index.departure, (day) => day >= from && day <= to, `departure:${from}:${to}`);
    }
    case 'eq':
    case 'lte':
    case 'gte': {
      const { column, op, value } = condition;
      if (column === 'rating') return ratingMask(index, segment, op, value);
      const test = op === 'eq' ? (v: number) => v === value : op === 'lte' ? (v: number) => v <= value : (v: number) => v >= value;
      return scan(index, segment, index[column], test, `${column}:${op}:${value}`);
    }
  }
}

function ratingMask(index: DatafeedIndex, segment: Segment, op: 'eq' | 'lte' | 'gte', value: number): Mask {
  if (op === 'eq') return unionOf(segment, [index.values.rating.get(value)]);
  if (op === 'gte') {
    if (value <= 1) return shared(segment, index.live);
    const atLeast = index.ratingAtLeast.get(value);
    return atLeast ? shared(segment, atLeast) : NONE;
  }
  const above = index.ratingAtLeast.get(value + 1);
  if (!above) return shared(segment, index.live);
  const bits = segmentWords(segment);
  for (let word = segment.lo; word < segment.hi; word++) bits[word - segment.lo] = index.live[word]! & ~above[word]!;
  return maskOfWords(bits, segment);
}

function intersection(masks: Mask[]): Mask {
  return masks.length === 1 ? masks[0]! : and(masks);
}

function dimensionMasks(index: DatafeedIndex, segment: Segment, conditions: DatafeedCondition[]): Map<Dimension, Mask> {
  const grouped = new Map<Dimension, Mask[]>();
  for (const condition of conditions) {
    const dimension = dimensionOf(condition);
    grouped.set(dimension, [...(grouped.get(dimension) ?? []), conditionMask(index, segment, condition)]);
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

/**
 * Counts by place id (0: none), in an array indexed by id that grows to the largest id seen. One
 * per destination level for the process: a count runs from start to drain with nothing between.
 */
class Tally {
  private counts = new Uint32Array(1024);
  private readonly seen: number[] = [];

  add(id: number): void {
    if (id === 0) return;
    if (id >= this.counts.length) {
      const grown = new Uint32Array(Math.max(id + 1, this.counts.length * 2));
      grown.set(this.counts);
      this.counts = grown;
    }
    if (this.counts[id]!++ === 0) this.seen.push(id);
  }

  /** Adds the counts to the map, and starts again from zero. */
  drain(into: Map<number, number>): void {
    for (const id of this.seen) {
      into.set(id, (into.get(id) ?? 0) + this.counts[id]!);
      this.counts[id] = 0;
    }
    this.seen.length = 0;
  }
}

const TALLIES = [new Tally(), new Tally(), new Tally()] as const;

/** One segment's part of a view. */
class SegmentView {
  private readonly dimensions: Map<Dimension, Mask>;
  private readonly live: Mask;
  readonly match: Mask;
  private readonly others = new Map<Dimension, Mask>();
  private matches: number | undefined;

  constructor(
    private readonly index: DatafeedIndex,
    readonly segment: Segment,
    conditions: DatafeedCondition[],
  ) {
    this.dimensions = dimensionMasks(index, segment, conditions);
    // The live rows are part of every view: place runs and scans also cover rows that died.
    this.live = shared(segment, index.live);
    this.match = intersection([this.live, ...this.dimensions.values()]);
  }

  count(): number {
    return (this.matches ??= count(this.match));
  }

  /** The rows matching every dimension's filter but this one's. */
  without(dimension: Dimension): Mask {
    if (!this.dimensions.has(dimension)) return this.match;
    let mask = this.others.get(dimension);
    if (!mask) {
      const rest = [...this.dimensions].filter(([d]) => d !== dimension).map(([, m]) => m);
      this.others.set(dimension, (mask = intersection([this.live, ...rest])));
    }
    return mask;
  }

  countOption(dimension: Dimension, option: DatafeedCondition[]): number {
    return countAnd(this.without(dimension), dimensionMasks(this.index, this.segment, option).get(dimension)!);
  }

  /** The rows of the view, its price filter left out, priced `cents` or more. */
  countPriceAtLeast(cents: number): number {
    const rest = this.without('price');
    return cents <= 0 ? count(rest) : countAnd(rest, conditionMask(this.index, this.segment, { op: 'gte', column: 'price', value: cents }));
  }

  /** Adds this segment's count of every country, region and city to `counts`, the destination filter left out. */
  addPlaceCounts(counts: PlaceCounts): void {
    const mask = this.without('destination');
    if (this.segment.base) {
      // A destination's base rows are a run or a few: one pass of counts, then a constant-time count per run.
      const prefix = prefixCounts(mask);
      const tally = (runs: Map<number, Runs>, into: Map<number, number>) => {
        for (const [id, list] of runs) {
          let n = 0;
          for (let i = 0; i < list.length; i += 2) n += rangeCount(mask, prefix, list[i]!, list[i + 1]!);
          into.set(id, (into.get(id) ?? 0) + n);
        }
      };
      tally(this.index.places.country, counts.country);
      tally(this.index.places.region, counts.region);
      tally(this.index.places.city, counts.city);
      return;
    }
    // The tail's rows one by one, into counters by place id: no map lookup per row.
    const { country, region, city } = this.index;
    forEachRow(mask, (row) => {
      TALLIES[0].add(country[row]!);
      TALLIES[1].add(region[row]!);
      TALLIES[2].add(city[row]!);
    });
    TALLIES[0].drain(counts.country);
    TALLIES[1].drain(counts.region);
    TALLIES[2].drain(counts.city);
  }
}

/** A filtered view of the index: its count, its rows in a listing order, and the facets around it. */
export class IndexQuery {
  private readonly parts: SegmentView[];
  private matches: number | undefined;

  constructor(
    readonly index: DatafeedIndex,
    conditions: DatafeedCondition[],
    /** Up to this many matches a page is picked from the matches, past it walked from the order (tests set both ways). */
    private readonly sortMax = SORT_MAX,
  ) {
    this.parts = segmentsOf(index).map((segment) => new SegmentView(index, segment, conditions));
  }

  count(): number {
    return (this.matches ??= this.parts.reduce((n, part) => n + part.count(), 0));
  }

  private has(row: number): boolean {
    return this.parts.some((part) => maskHas(part.match, row));
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
    const compare = (a: number, b: number) => (a < base && b < base ? rank[a]! - rank[b]! : byValues(a, b));
    const page: number[] = [];
    if (this.count() <= this.sortMax) {
      const first = new First(Math.min(offset + size, this.count()), compare);
      for (const part of this.parts) forEachRow(part.match, (row) => first.offer(row));
      const rows = first.sorted();
      for (let i = offset; i < rows.length; i++) page.push(ids[rows[i]!]!);
      return page;
    }
    let skip = offset;
    for (let i = 0, j = 0; (i < order.length || j < tail.length) && page.length < size; ) {
      const row = j >= tail.length || (i < order.length && byValues(order[i]!, tail[j]!) <= 0) ? order[i++]! : tail[j++]!;
      if (!this.has(row)) continue;
      if (skip > 0) skip--;
      else page.push(ids[row]!);
    }
    return page;
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
    return this.parts.reduce((n, part) => n + part.countOption(dimension, option), 0);
  }

  /**
   * How many rows each price band holds, the price filter left out: bands of `step` cents from 0,
   * the last one open-ended. A band is the rows at or above its lower edge less those at or above
   * the next one: one count against a kept scan per edge, not a visit of every row.
   */
  priceBands(step: number, bands: number): number[] {
    const atLeast = Array.from({ length: bands }, (_, band) => this.parts.reduce((n, part) => n + part.countPriceAtLeast(band * step), 0));
    return atLeast.map((n, band) => n - (atLeast[band + 1] ?? 0));
  }

  /** Every country's, region's and city's count, with the destination filter left out. */
  placeCounts(): PlaceCounts {
    const counts: PlaceCounts = { country: new Map(), region: new Map(), city: new Map() };
    for (const part of this.parts) part.addPlaceCounts(counts);
    return counts;
  }
}
