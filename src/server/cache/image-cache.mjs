// @ts-check
/**
 * The image optimizer's results, kept in this server's memory. Next keeps them on disk only when
 * it may write its cache there (`isrFlushToDisk`), which the site turns off for pages
 * (next.config.ts), so without this every picture was resized and encoded again on every request.
 * Both page cache handlers answer the optimizer's reads and writes (kind IMAGE) from here: an
 * optimized picture is the same on every server, and a buffer has no place in Redis's strings.
 * The least recently used go first past `maxBytes`.
 */
export class ImageCache {
  /** @type {Map<string, { value: { buffer: Buffer }, lastModified: number, cacheControl?: unknown }>} */
  #entries = new Map();
  #bytes = 0;

  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }

  /** @param {string} key */
  get(key) {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * @param {string} key
   * @param {any} value the optimizer's entry (kind IMAGE, with its buffer); any: Next's types of it are internal
   * @param {{ cacheControl?: unknown } | undefined} ctx
   */
  set(key, value, ctx) {
    const size = value?.buffer?.byteLength;
    if (typeof size !== 'number' || size > this.maxBytes) return;
    this.delete(key);
    this.#entries.set(key, { value, lastModified: Date.now(), cacheControl: ctx?.cacheControl });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.value.buffer.byteLength;
    }
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.value.buffer.byteLength;
  }

  get bytes() {
    return this.#bytes;
  }
}

/** One per process, for both handlers: IMAGE_CACHE_MEMORY_MB, 128 by default. */
export const imageCache = new ImageCache(Number(process.env.IMAGE_CACHE_MEMORY_MB || 128) * 1024 * 1024);
