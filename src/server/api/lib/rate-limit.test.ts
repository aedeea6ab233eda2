import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { REDIS_URL, redisAnswers } from '@test/redis';

/**
 * The limits in Redis, as with REDIS_URL set (the rate limiter reads its settings once, when first
 * imported: each "site" below is a fresh import under its own settings).
 */
const prefix = `rl-test-${process.pid}-${Date.now()}`;


/** The rate limiter of a site with its own CACHE_KEY_PREFIX on the shared Redis. */
async function siteLimiter(cacheKeyPrefix: string) {
  vi.stubEnv('REDIS_URL', REDIS_URL);
  vi.stubEnv('CACHE_KEY_PREFIX', cacheKeyPrefix);
  vi.resetModules();
  const limiter = await import('./rate-limit');
  // A site is a process of its own: it holds no limiter another site made.
  await limiter.resetRateLimits();
  // The first limiter connects; until Redis is ready, limits fall back to memory.
  await limiter.pointsUsed('connect', 1000, 1, 'test');
  const redis = (globalThis as { __redis?: Redis }).__redis!;
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  return limiter;
}

afterAll(async () => {
  vi.unstubAllEnvs();
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    const keys = await client.keys(`${prefix}*`).catch(() => []);
    if (keys.length > 0) await client.unlink(...keys);
  } finally {
    client.disconnect();
    (globalThis as { __redis?: Redis }).__redis?.disconnect();
  }
});

describe('rate limits in Redis', () => {
  it('keep their keys under CACHE_KEY_PREFIX, so that two sites sharing one Redis never share a limit', async ({ skip }) => {
    if (!(await redisAnswers())) skip(`needs Redis answering on ${REDIS_URL}`);
    const first = await siteLimiter(`${prefix}-a`);
    expect(await first.pointsUsed('shared-name', 2, 60, 'client-1')).toBe(1);
    expect(await first.pointsUsed('shared-name', 2, 60, 'client-1')).toBe(2);
    await expect(first.pointsUsed('shared-name', 2, 60, 'client-1')).rejects.toMatchObject({ status: 429, code: 'rate_limited' });

    const second = await siteLimiter(`${prefix}-b`);
    expect(await second.pointsUsed('shared-name', 2, 60, 'client-1')).toBe(1);

    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 });
    try {
      expect((await redis.keys(`${prefix}-*:rl:shared-name:*`)).sort()).toEqual([`${prefix}-a:rl:shared-name:client-1`, `${prefix}-b:rl:shared-name:client-1`]);
      expect(await redis.keys('rl:shared-name:*')).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});
