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
    const options = { keyPrefix: `rl:${name}`, points, duration };
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

/** Takes a point from a key's allowance; over it, a RateLimitedError (429 with Retry-After). */
async function consume(found: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await found.consume(key);
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
 * Runs an attempt that may fail (a login) against an allowance of failures per account, whatever
 * the address it comes from: each attempt takes a point before it runs, so that concurrent guesses
 * cannot slip past the count; a success gives every point back. Over the allowance the answer is
 * 429 with Retry-After until the window ends. The account is keyed by a hash of its name, known or
 * not, so the throttle never tells which accounts exist.
 */
export async function throttlePerAccount<T>(
  name: string,
  account: string,
  limits: { failures: number; windowSeconds: number },
  attempt: () => Promise<T>,
): Promise<T> {
  const found = limiter(`${name}:account`, limits.failures, limits.windowSeconds);
  const key = createHash('sha256').update(`account:${account.toLowerCase()}`).digest('hex').slice(0, 32);
  await consume(found, key);
  const result = await attempt();
  await found.delete(key);
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
