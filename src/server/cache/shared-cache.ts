import 'server-only';

/**
 * The Redis cache handler (redis-cache-handler.mjs), when a server uses it, leaves here a way to
 * expire tags in Redis and wait until it is done; Next imports that handler outside its bundles,
 * so the two meet through a global.
 */
type SharedCache = { expireTags(tags: string[]): Promise<void> };

const SHARED_CACHE = Symbol.for('holiday-offers.shared-cache');

/** Expires `tags` in the cache every server shares, if there is one; resolves once it is done. */
export async function expireSharedTags(tags: string[]): Promise<void> {
  const shared = (globalThis as Record<symbol, SharedCache | undefined>)[SHARED_CACHE];
  await shared?.expireTags(tags);
}
