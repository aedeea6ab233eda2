// @ts-check
/**
 * The image optimizer's results, kept in this server's memory. Next keeps them on disk only when
 * it may write its cache there (`isrFlushToDisk`), which the site turns off for pages
 * (next.config.ts), so without this every picture was resized and encoded again on every request.
 * Both page cache handlers answer the optimizer's reads and writes (kind IMAGE) from here: an
 * optimized picture is the same on every server, and a buffer has no place in Redis's strings.
 * The least recently used go first past `maxBytes`.
 */
import { LruByBytes } from '../../lib/lru-by-bytes.mjs';
export class ImageCache {
  /** @type {LruByBytes<{ value: { buffer: Buffer }, lastModified: number, cacheControl?: unknown }>} */
  #entries;

  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.#entries = new LruByBytes(maxBytes);
  }

  /** @param {string} key */
  get(key) {
    return this.#entries.get(key) ?? null;
  }

  /**
   * @param {string} key
   * @param {any} value the optimizer's entry (kind IMAGE, with its buffer); any: Next's types of it are internal
   * @param {{ cacheControl?: unknown } | undefined} ctx
   */
  set(key, value, ctx) {
    const size = value?.buffer?.byteLength;
    if (typeof size !== 'number') return;
    this.#entries.set(key, { value, lastModified: Date.now(), cacheControl: ctx?.cacheControl }, size);
  }

  /** @param {string} key */
  delete(key) {
    this.#entries.delete(key);
  }

  get bytes() {
    return this.#entries.bytes;
  }
}

/** One per process, for both handlers: IMAGE_CACHE_MEMORY_MB, 128 by default. */
export const imageCache = new ImageCache(Number(process.env.IMAGE_CACHE_MEMORY_MB || 128) * 1024 * 1024);
