// @ts-check
/**
 * Values by key within a budget of bytes, the least recently used out first. Each value's size is
 * given when it is set (a picture's buffer, a page's HTML and payload): nothing is measured by
 * turning it into text. Plain JavaScript: the cache handlers and the HTTP server that use it run
 * outside Next's bundles.
 * @template V
 */
export class LruByBytes {
  /** @type {Map<string, { value: V, size: number }>} */
  #entries = new Map();
  #bytes = 0;

  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }

  /** The value, now the most recently used. @param {string} key @returns {V | undefined} */
  get(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /**
   * Sets the value, or sets it again with a new size; one larger than the whole budget is not kept.
   * @param {string} key @param {V} value @param {number} size
   */
  set(key, value, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.size;
    }
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  /** The bytes the values hold, as they were given. */
  get bytes() {
    return this.#bytes;
  }
}
