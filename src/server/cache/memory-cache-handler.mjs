// @ts-check
/**
 * Next's cache handler without REDIS_URL, on the interface Next documents for `cacheHandler`
 * (get, set, revalidateTag, resetRequestCache): rendered pages and data reads live in this
 * server's memory, never on disk, and the least recently used go first past the budget
 * (`cacheMaxMemorySize`, from PAGE_CACHE_MEMORY_MB in next.config.ts). The site's rules of the
 * cache apply as with Redis (page-cache-rules.mjs). next.config.ts names this file for the
 * production server; Next imports it by path, outside its bundles.
 *
 * An entry is measured by the bytes it holds (its HTML, RSC payload and segments, or a data
 * read's body), not by turning it into JSON: that measure took 12 % of a filtered view's render.
 *
 * A tag expiry is immediate: every write of the site expires its tags with `{ expire: 0 }`
 * (src/app/api/[[...route]]/route.ts), and an entry one of whose tags expired after it was
 * stored is gone at the next read, which renders afresh.
 */
import { LruByBytes } from '../../lib/lru-by-bytes.mjs';
import { imageCache } from './image-cache.mjs';
import { RenderGuard, isStorable, prepareStoredPage, tagsOf } from './page-cache-rules.mjs';
import { tagsExpired } from './tag-expiries.mjs';

/** Used when Next passes no budget (a test's handler): 512 MB, as next.config.ts's default. */
const DEFAULT_BYTES = 512 * 1024 * 1024;
/** What an entry costs beyond its bytes: its key, headers and bookkeeping. */
const ENTRY_OVERHEAD = 1024;

/**
 * @typedef {{ kind?: string, html?: unknown, rscData?: unknown, segmentData?: unknown, body?: unknown, data?: { body?: unknown }, headers?: Record<string, unknown> }} StoredValue
 * @typedef {{ value: StoredValue, lastModified: number, cacheControl?: unknown, tags: string[] }} Entry
 */

/** @param {unknown} part */
function bytesOf(part) {
  if (typeof part === 'string') return part.length;
  if (part instanceof Uint8Array) return part.byteLength;
  if (part instanceof Map) {
    let total = 0;
    for (const [key, value] of part) total += String(key).length + bytesOf(value);
    return total;
  }
  return 0;
}

/** @param {StoredValue} value */
function sizeOf(value) {
  return ENTRY_OVERHEAD + bytesOf(value.html) + bytesOf(value.rscData) + bytesOf(value.segmentData) + bytesOf(value.body) + bytesOf(value.data?.body);
}

/** One per process: Next makes a handler for each request. */
const guard = new RenderGuard();
/** @type {LruByBytes<Entry> | undefined} */
let store;
/** @type {Map<string, number>} when each tag was last expired */
const expiredAt = new Map();

/** @param {Entry} entry @param {string[]} tags */
function isExpired(entry, tags) {
  return tags.some((tag) => (expiredAt.get(tag) ?? -Infinity) >= entry.lastModified);
}

export default class MemoryCacheHandler {
  /** @param {{ maxMemoryCacheSize?: number }} [context] what Next passes each handler it makes */
  constructor(context) {
    store ??= new LruByBytes(context?.maxMemoryCacheSize || DEFAULT_BYTES);
  }

  /**
   * @param {string} key
   * @param {{ kind?: string, tags?: string[], softTags?: string[], revalidate?: unknown }} ctx
   */
  async get(key, ctx) {
    if (ctx?.kind === 'IMAGE') return imageCache.get(key);
    let entry = store?.get(key) ?? null;
    if (entry && isExpired(entry, [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])) {
      store?.delete(key);
      entry = null;
    }
    guard.noteRead(key, entry, ctx);
    return entry;
  }

  /**
   * @param {string} key
   * @param {any} data the rendered entry; any: Next's types of it are internal
   * @param {{ kind?: string, tags?: string[], cacheControl?: unknown, fetchCache?: boolean }} ctx
   */
  async set(key, data, ctx) {
    if (ctx?.kind === 'IMAGE') return imageCache.set(key, data, ctx);
    prepareStoredPage(data);
    if (!data || !guard.mayStore(key, data, ctx) || !isStorable(data)) return;
    const entry = { value: data, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl, tags: tagsOf(data, ctx) };
    store?.set(key, entry, sizeOf(data));
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [_durations] */
  async revalidateTag(tags, _durations) {
    guard.noteExpiry(tags);
    tagsExpired(tags);
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) expiredAt.set(tag, now);
  }

  resetRequestCache() {}
}
