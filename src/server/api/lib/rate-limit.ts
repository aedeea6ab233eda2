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
    try {
      await limiter(name, points, duration).consume(clientHash(c));
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new RateLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      }
      throw error;
    }
    await next();
  });

/** Forgets every client's count (tests). */
export async function resetRateLimits(): Promise<void> {
  limiters.clear();
}
