// @ts-check
/**
 * Next's cache handler without REDIS_URL: Next's own in-memory cache (the pages are never written
 * to disk: `isrFlushToDisk: false`), with the site's two rules (page-cache-rules.mjs). next.config.ts
 * names this file for the production server; Next imports it by path, outside its bundles.
 */
import { createRequire } from 'node:module';
import { imageCache } from './image-cache.mjs';
import { RenderGuard, isStorable, prepareStoredPage } from './page-cache-rules.mjs';

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */
const FileSystemCache = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
/** One per process: Next makes a handler for each request. */
const guard = new RenderGuard();

export default class MemoryCacheHandler extends FileSystemCache {
  /** @type {FileSystemCache['get']} */
  async get(...args) {
    if (args[1]?.kind === 'IMAGE') return /** @type {any} */ (imageCache.get(args[0]));
    const entry = await super.get(...args);
    guard.noteRead(args[0], entry, args[1]);
    return entry;
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (ctx?.kind === 'IMAGE') return imageCache.set(key, data, ctx);
    prepareStoredPage(data);
    if (!guard.mayStore(key, data, ctx) || !isStorable(data)) return;
    return super.set(key, data, ctx);
  }

  /** @type {FileSystemCache['revalidateTag']} */
  async revalidateTag(tags, durations) {
    guard.noteExpiry(tags);
    return super.revalidateTag(tags, durations);
  }
}
