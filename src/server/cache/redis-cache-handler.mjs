// @ts-check
/**
 * Next's cache handler when REDIS_URL is set (DESIGN §5, §10): the page cache (HTML and RSC
 * payload of each rendered page) and the data cache (`unstable_cache`, src/app/_data) live in
 * Redis through @fortedigital/nextjs-cache-handler, so every server answers the pages another one
 * rendered, and a write on any server (revalidateTag) expires its tags on all of them. The site's
 * own rules of the cache apply as without Redis (page-cache-rules.mjs).
 *
 * next.config.ts names this file for `next start` only, and only when REDIS_URL is set; without
 * it, memory-cache-handler.mjs. Next imports the file by its path when the server starts
 * answering, outside its bundles: hence plain JavaScript, and hence it reads process.env itself.
 * src/server/env.ts cannot be imported here (TypeScript, `server-only`, reached through path
 * aliases — none of which Node resolves at run time); the variables are the ones it documents.
 *
 * Keys start with `<CACHE_KEY_PREFIX>:<build id>:`, so two deployments, or two test runs on one
 * Redis, never read each other's entries or tags.
 *
 * When Redis does not answer, pages are still rendered and served: every command gives up after
 * half a second (and a connection silent for a second is dropped), commands fail at once while
 * disconnected, and reads fall back to a local LRU that every write also fills. The client keeps
 * reconnecting; once Redis answers again it is the shared cache once more. While it was away,
 * invalidations made by other servers did not reach this one's LRU, and this server's did not
 * reach Redis: such pages are refreshed by their own lifetime (src/app/_data/cache.ts).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import pino from 'pino';
import { imageCache } from './image-cache.mjs';
import { RenderGuard, isStorable, prepareStoredPage } from './page-cache-rules.mjs';
import { memoryLimitProblem } from './redis-memory.mjs';
import { tagsExpired } from './tag-expiries.mjs';

/** How long a Redis command may take before the read or write gives up on it. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the first request waits for a first connection before it does without Redis. */
const FIRST_CONNECTION_MS = 1000;
/** Same as `expireTime` in next.config.ts: a page may be served stale for an hour at most. */
const EXPIRE_SECONDS = 3600;

const logger = pino({ level: process.env.LOG_LEVEL || 'info', base: undefined });

/** Resolves once the client is ready or has failed once, and after `ms` at most. */
function firstAttempt(/** @type {Redis} */ client, /** @type {number} */ ms) {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve(undefined);
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
    client.once('error', done);
  });
}

CacheHandler.onCreation(async ({ buildId }) => {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('redis-cache-handler: REDIS_URL is not set (next.config.ts names this handler only when it is)');
  const keyPrefix = [process.env.CACHE_KEY_PREFIX, buildId ?? 'dev'].filter(Boolean).join(':') + ':';
  const where = new URL(url).host;

  const client = new Redis(url, {
    connectionName: 'next-cache',
    connectTimeout: FIRST_CONNECTION_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A connection that stops answering (Redis paused, network gone) is dropped and reopened.
    socketTimeout: 2 * COMMAND_TIMEOUT_MS,
    // While disconnected, commands fail at once instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 500, 5000),
  });
  // One line when Redis goes away, one when it is back (ioredis reports every failed attempt).
  let reachable = true;
  client.on('error', (error) => {
    if (!reachable) return;
    reachable = false;
    logger.warn({ redis: where, err: error.message }, 'Redis cache unreachable; pages are cached in this server only until it answers');
  });
  client.on('ready', () => {
    logger.info({ redis: where, keyPrefix }, reachable ? 'Page and data cache in Redis' : 'Redis cache reachable again');
    reachable = true;
    // An unbounded Redis is a deployment's mistake, said once a connection is made (a managed
    // Redis that refuses INFO is taken as configured).
    client.info('memory').then(
      (info) => {
        const problem = memoryLimitProblem(info);
        if (problem) logger.warn({ redis: where }, problem);
      },
      () => undefined,
    );
  });
  await firstAttempt(client, FIRST_CONNECTION_MS);

  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix,
        timeoutMs: COMMAND_TIMEOUT_MS,
        // SET then EXPIREAT: the library's ioredis adapter (3.3.0) loses `this` on a SET with
        // options, so the one-command 'EXAT' strategy would store nothing.
        keyExpirationStrategy: 'EXPIREAT',
      }),
      // Read only when Redis fails; every write lands in both.
      createLruHandler(),
    ],
    // An entry is kept as long as Next may serve it (stale, while a fresh render runs): at least
    // the hour of `expireTime`, not the library's default of 1.5 times its lifetime.
    ttl: { estimateExpireAge: (staleAge) => Math.max(staleAge, EXPIRE_SECONDS) },
  };
});

/** One per process: Next makes a handler for each request (page-cache-rules.mjs). */
const guard = new RenderGuard();

/** Where the API finds this handler's invalidation (src/server/cache/shared-cache.ts). */
const SHARED_CACHE = Symbol.for('holiday-offers.shared-cache');

/**
 * Next 16 takes a page's lifetime from the entry it reads (`cacheControl`); an entry without one,
 * rendered by another server, counts as stale after a second and is rendered again in the
 * background on every server that reads it. The library (3.3.0) keeps the lifetime in `lifespan`
 * but does not answer `cacheControl`: it is given back from there (the expiry being the key's).
 */
class SharedCacheHandler extends CacheHandler {
  /** @param {ConstructorParameters<typeof CacheHandler>[0]} context */
  constructor(context) {
    super(context);
    // Next expires a route handler's tags only once its response is sent; the API also awaits
    // this, so that a write answers once every server sees it, however long the expiry takes.
    /** @type {Record<symbol, unknown>} */ (globalThis)[SHARED_CACHE] ??= {
      expireTags: (/** @type {string[]} */ tags) => this.revalidateTag(tags),
    };
  }

  /** @type {CacheHandler['get']} */
  async get(cacheKey, ctx) {
    if (ctx?.kind === 'IMAGE') return /** @type {any} */ (imageCache.get(cacheKey));
    const stored = await super.get(cacheKey, ctx);
    const entry =
      !stored?.lifespan || stored.cacheControl || !stored.value || stored.value.kind === 'FETCH'
        ? stored
        : { ...stored, cacheControl: { revalidate: stored.lifespan.revalidate ?? false, expire: stored.lifespan.expireAge } };
    guard.noteRead(cacheKey, entry, ctx);
    return entry;
  }

  /** @type {CacheHandler['set']} */
  async set(cacheKey, data, ctx) {
    if (ctx?.kind === 'IMAGE') return imageCache.set(cacheKey, data, ctx);
    prepareStoredPage(data);
    if (!guard.mayStore(cacheKey, data, ctx) || !isStorable(data)) return;
    return super.set(cacheKey, data, ctx);
  }

  /** @type {CacheHandler['revalidateTag']} */
  async revalidateTag(tags, ...rest) {
    guard.noteExpiry(tags);
    tagsExpired(tags);
    return super.revalidateTag(tags, ...rest);
  }
}

export default SharedCacheHandler;
