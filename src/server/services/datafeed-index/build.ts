import 'server-only';
import { compact } from './compact';
import { type DatafeedIndex, emptyIndex, type IndexRow } from './model';
import { appendRow } from './mutate';

/**
 * An index being filled with rows given in (price, id) order, then laid out by `compact`: the
 * rows arrive in the order compaction starts from, so the tail's price order is their own.
 */
export class IndexBuilder {
  private index: DatafeedIndex;

  constructor(version: number) {
    this.index = emptyIndex(version);
  }

  /**
   * Room for this many rows at once: growing by doubling copies every array and set, which at a
   * million rows held the event loop for a tenth of a second each time.
   */
  expect(rows: number): void {
    if (this.index.size === 0 && rows > this.index.capacity) this.index = emptyIndex(this.index.version, rows);
  }

  add(rows: Iterable<IndexRow>): void {
    for (const row of rows) appendRow(this.index, row);
  }

  /** The layout, as a generator to run whole or in slices (sliced.ts). */
  layout(version: number): Generator<void, DatafeedIndex> {
    const index = this.index;
    index.version = version;
    index.tail.price = Int32Array.from({ length: index.size }, (_, row) => row);
    return compact(index);
  }
}
