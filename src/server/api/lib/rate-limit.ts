import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '@/server/env';
import { RateLimitedError } from '@/server/errors';
import { clientHash } from './client';
import type { AppEnv } from './router';

const holder = globalThis as unknown as { __redis?: Redis; __limiters?: Map<string, RateLimiterAbstract> };
const limiters = (holder.__limiters ??= new Map());

function limiter(name: string, points: number, duration: number): RateLimiterAbstract {
  const key = `${name}:${points}:${duration}`;
  let found = limiters.get(key);
  if (!found) {
    // Behind CACHE_KEY_PREFIX, as the caches are: two sites sharing one Redis keep their own limits.
    const options = { keyPrefix: [env.CACHE_KEY_PREFIX, 'rl', name].filter(Boolean).join(':'), points, duration };
    if (env.REDIS_URL) {
      holder.__redis ??= new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      // Shared across nodes; falls back to this node's memory while Redis is unreachable.
      found = new RateLimiterRedis({
        ...options,
        storeClient: holder.__redis,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    } else {
      found = new RateLimiterMemory(options);
    }
    limiters.set(key, found);
  }
  return found;
}

/**
 * Takes a point from a key's allowance and answers how many points the key has used in the
 * window; over the allowance, a RateLimitedError (429 with Retry-After).
 */
async function consume(found: RateLimiterAbstract, key: string): Promise<number> {
  try {
    return (await found.consume(key)).consumedPoints;
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new RateLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
    throw error;
  }
}

/**
 * Limits a public action per client (SPEC §7 public actions); over the limit the answer is
 * 429 with Retry-After.
 */
export const rateLimit = (
  name: string,
  points: number = env.RATE_LIMIT_POINTS,
  duration: number = env.RATE_LIMIT_WINDOW_SECONDS,
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await consume(limiter(name, points, duration), clientHash(c));
    await next();
  });

/**
 * Takes a point from a client's allowance under `name` outside the API (the /out route), and
 * answers how many points it has used in the window; over `points`, a RateLimitedError.
 */
export function pointsUsed(name: string, points: number, duration: number, client: string): Promise<number> {
  return consume(limiter(name, points, duration), client);
}

/**
 * Searches per client and minute, by the API (GET /api/search/) and the search page together: the
 * header's search box asks the API as the visitor types (one request a pause), and the page runs
 * one search a request, so a person stays far below; a script running searches back to back
 * does not.
 */
export const SEARCHES_PER_MINUTE = 60;

/** The allowance of GET /api/search/ (over it, 429 with Retry-After). */
export const searchLimit = () => rateLimit('search', SEARCHES_PER_MINUTE, 60);

/**
 * Takes a search from a client's allowance outside the API (the search page, src/proxy/search-allowance.ts): the
 * same allowance as GET /api/search/'s. Over it, a RateLimitedError.
 */
export function takeSearch(client: string): Promise<number> {
  return pointsUsed('search', SEARCHES_PER_MINUTE, 60, client);
}

/**
 * Runs an attempt that may fail (a login) under a growing delay per account and client: the first
 * `free` attempts follow one another at once; after them, each must wait twice as long after the
 * previous one as the last did (1 s, 2 s, 4 s… up to `maxDelaySeconds`), and one made sooner
 * answers 429 with the wait left in Retry-After, without running. A success
 * forgets the client's count. Counting per client, not per account, keeps a guesser from locking
 * the account's owner out; the per-client limit across accounts (rateLimit) still bounds how many
 * accounts one client tries. Attempts are counted before they run, so that concurrent guesses
 * cannot slip past the delay. The account is keyed by a hash of its name, known or not, so the
 * delay never tells which accounts exist.
 */
export async function paceFailures<T>(
  name: string,
  account: string,
  client: string,
  limits: { free: number; maxDelaySeconds: number; windowSeconds: number },
  attempt: () => Promise<T>,
): Promise<T> {
  const key = createHash('sha256').update(`account:${account.toLowerCase()}\nclient:${client}`).digest('hex').slice(0, 32);
  const attempts = limiter(`${name}:attempts`, limits.free, limits.windowSeconds);
  const delay = limiter(`${name}:delay`, 1, 60);
  const ordinal = (await attempts.penalty(key)).consumedPoints;
  if (ordinal >= limits.free) {
    const seconds = Math.min(2 ** (ordinal - limits.free), limits.maxDelaySeconds);
    try {
      await delay.consume(key, 1, { customDuration: seconds });
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      // Refused before it ran: not an attempt, so it does not lengthen the next delay.
      await attempts.reward(key);
      throw new RateLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
  }
  const result = await attempt();
  await Promise.all([attempts.delete(key), delay.delete(key)]);
  return result;
}

/**
 * Claims `key` under `name` for `seconds`: true the first time, false while the claim lasts (a
 * captcha answer already used). It rides on a limiter of one point, so claims live where the rate
 * limits do: in Redis, shared by every node, when REDIS_URL is set, else in this node's memory.
 */
export async function claimOnce(name: string, key: string, seconds: number): Promise<boolean> {
  try {
    // One limiter per name (its own duration is unused): a limiter per duration would keep
    // claims of one name in separate memories.
    await limiter(`${name}:once`, 1, 60).consume(key, 1, { customDuration: seconds });
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/** Forgets every client's count (tests). */
export async function resetRateLimits(): Promise<void> {
  limiters.clear();
}
