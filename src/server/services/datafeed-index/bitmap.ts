import 'server-only';

/**
 * Fixed-size bit sets over the rows of the datafeed index: one bit per row, 32 rows a word.
 * Plain loops over typed arrays: a million rows is 31,250 words, so an AND or a count over all of
 * them takes tens of microseconds.
 */
export type Bitmap = Uint32Array;

function wordsFor(rows: number): number {
  return Math.ceil(rows / 32);
}

export function emptyBitmap(rows: number): Bitmap {
  return new Uint32Array(wordsFor(rows));
}

/** A copy of the bitmap with room for this many rows (the rows added are unset). */
export function grownBitmap(bitmap: Bitmap, rows: number): Bitmap {
  const grown = emptyBitmap(rows);
  grown.set(bitmap.subarray(0, Math.min(bitmap.length, grown.length)));
  return grown;
}

export function setBit(bitmap: Bitmap, row: number): void {
  bitmap[row >>> 5]! |= 1 << (row & 31);
}

export function clearBit(bitmap: Bitmap, row: number): void {
  bitmap[row >>> 5]! &= ~(1 << (row & 31));
}

export function hasBit(bitmap: Bitmap, row: number): boolean {
  return (bitmap[row >>> 5]! & (1 << (row & 31))) !== 0;
}

/** Sets the bits of rows start (included) to end (excluded). */
function setRange(bitmap: Bitmap, start: number, end: number): void {
  for (let row = start; row < end; ) {
    const word = row >>> 5;
    const from = row & 31;
    const to = Math.min(32, from + (end - row));
    bitmap[word]! |= wordMask(from, to);
    row += to - from;
  }
}

/** Bits from (included) to to (excluded) of one word. */
function wordMask(from: number, to: number): number {
  const high = to === 32 ? 0xffffffff : (1 << to) - 1;
  return (high & ~((1 << from) - 1)) >>> 0;
}

function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The rows of a filter as the words lo (included) to hi (excluded) of a bitmap; bits[0] is word lo.
 * Rows are laid out by destination, so a destination's filter spans a few words only, and every
 * mask computed from it is that short: less to allocate, AND and count per request.
 */
export type Mask = { bits: Uint32Array; lo: number; hi: number };

/** A whole bitmap as a mask, trimmed of its empty words at both ends (a view, not a copy). */
export function maskOf(bitmap: Bitmap): Mask {
  let lo = 0;
  let hi = bitmap.length;
  while (lo < hi && bitmap[lo] === 0) lo++;
  while (hi > lo && bitmap[hi - 1] === 0) hi--;
  return { bits: bitmap.subarray(lo, hi), lo, hi };
}

/** The rows of these ranges (start, end excluded, start, end…), allocated over their span only. */
export function rangesMask(ranges: number[]): Mask {
  if (ranges.length === 0) return { bits: new Uint32Array(0), lo: 0, hi: 0 };
  let first = Infinity;
  let last = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    first = Math.min(first, ranges[i]!);
    last = Math.max(last, ranges[i + 1]!);
  }
  const lo = first >>> 5;
  const hi = ((last - 1) >>> 5) + 1;
  const bits = new Uint32Array(hi - lo);
  for (let i = 0; i < ranges.length; i += 2) setRange(bits, ranges[i]! - lo * 32, ranges[i + 1]! - lo * 32);
  return { bits, lo, hi };
}

export function maskHas(mask: Mask, row: number): boolean {
  const word = row >>> 5;
  return word >= mask.lo && word < mask.hi && (mask.bits[word - mask.lo]! & (1 << (row & 31))) !== 0;
}

export function count(mask: Mask): number {
  let total = 0;
  const { bits } = mask;
  for (let i = 0; i < bits.length; i++) total += bitCount(bits[i]!);
  return total;
}

/** |a ∧ b| without building a ∧ b. */
export function countAnd(a: Mask, b: Mask): number {
  let total = 0;
  const [x, y, dx, dy] = [a.bits, b.bits, a.lo, b.lo];
  for (let i = Math.max(a.lo, b.lo), hi = Math.min(a.hi, b.hi); i < hi; i++) total += bitCount(x[i - dx]! & y[i - dy]!);
  return total;
}

/** The intersection of masks as a new mask (the masks themselves are left as they are). */
export function and(masks: Mask[]): Mask {
  const lo = Math.max(...masks.map((m) => m.lo));
  const hi = Math.min(...masks.map((m) => m.hi));
  if (lo >= hi) return { bits: new Uint32Array(0), lo: 0, hi: 0 };
  const [first, ...rest] = masks;
  const bits = first!.bits.slice(lo - first!.lo, hi - first!.lo);
  for (const other of rest) {
    const [y, dy] = [other.bits, other.lo - lo];
    for (let i = 0; i < bits.length; i++) bits[i]! &= y[i - dy]!;
  }
  const tight = maskOf(bits);
  return { bits: tight.bits, lo: lo + tight.lo, hi: lo + tight.hi };
}

/** Each matching row, in row order. */
export function forEachRow(mask: Mask, visit: (row: number) => void): void {
  const { bits, lo } = mask;
  for (let i = 0; i < bits.length; i++) {
    for (let word = bits[i]!; word !== 0; word &= word - 1) visit((lo + i) * 32 + (31 - Math.clz32(word & -word)));
  }
}

/** target ∨= other, in place. */
export function orInto(target: Bitmap, other: Bitmap): Bitmap {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
  return target;
}

/**
 * Running counts of a mask's set bits before each of its words, so that the set bits of any row
 * range are counted in constant time (rangeCount): every destination's facet from one pass.
 */
export function prefixCounts(mask: Mask): Uint32Array {
  const { bits } = mask;
  const prefix = new Uint32Array(bits.length + 1);
  for (let i = 0; i < bits.length; i++) prefix[i + 1] = prefix[i]! + bitCount(bits[i]!);
  return prefix;
}

/** Set bits of rows start (included) to end (excluded), given the mask's prefixCounts. */
export function rangeCount(mask: Mask, prefix: Uint32Array, start: number, end: number): number {
  const from = Math.max(start, mask.lo * 32) - mask.lo * 32;
  const to = Math.min(end, mask.hi * 32) - mask.lo * 32;
  if (to <= from) return 0;
  const { bits } = mask;
  const first = from >>> 5;
  const last = (to - 1) >>> 5;
  if (first === last) return bitCount(bits[first]! & wordMask(from & 31, ((to - 1) & 31) + 1));
  return (
    bitCount(bits[first]! & wordMask(from & 31, 32)) +
    (prefix[last]! - prefix[first + 1]!) +
    bitCount(bits[last]! & wordMask(0, ((to - 1) & 31) + 1))
  );
}
