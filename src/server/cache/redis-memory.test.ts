import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLimitProblem } from './redis-memory.mjs';

/**
 * The page cache's memory in Redis is bounded as the README says (issue 29): `maxmemory` with
 * `volatile-lru`. The test runs a Redis of its own (Debian's `redis-server`) rather than the one
 * on 127.0.0.1:6379: the limit and the policy are settings of the whole server, and setting them
 * on a Redis that other runs share would evict their keys. It writes through the cache handler's
 * own Redis handler, as next start does.
 */
const REDIS_SERVER = '/usr/bin/redis-server';
const LIMIT = 4 * 1024 * 1024;
const port = 20_000 + Math.floor(Math.random() * 20_000);

let server: ChildProcess | undefined;
let client: Redis;

beforeAll(async () => {
  if (!existsSync(REDIS_SERVER)) return;
  server = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory', String(LIMIT), '--maxmemory-policy', 'volatile-lru'],
    { stdio: 'ignore' },
  );
  client = new Redis({ port, host: '127.0.0.1', retryStrategy: (times) => (times > 50 ? null : 100) });
  // Refused until the server listens: the client retries.
  client.on('error', () => undefined);
  await client.ping();
});

afterAll(async () => {
  client?.disconnect();
  server?.kill();
});

describe('what the handler says of a Redis’s memory settings', () => {
  const info = (limit: number, policy: string) => `# Memory\r\nused_memory:1000\r\nmaxmemory:${limit}\r\nmaxmemory_policy:${policy}\r\n`;

  it('accepts a limit with an LRU policy that spares keys without expiry', () => {
    expect(memoryLimitProblem(info(1 << 30, 'volatile-lru'))).toBeNull();
    expect(memoryLimitProblem(info(1 << 30, 'volatile-lfu'))).toBeNull();
  });

  it('names a missing limit, a policy that evicts nothing and one that would evict the tag hashes', () => {
    expect(memoryLimitProblem(info(0, 'volatile-lru'))).toMatch(/no memory limit/);
    expect(memoryLimitProblem(info(1 << 30, 'noeviction'))).toMatch(/noeviction/);
    expect(memoryLimitProblem(info(1 << 30, 'allkeys-lru'))).toMatch(/allkeys-lru/);
    expect(memoryLimitProblem('')).toMatch(/no memory limit/);
  });
});

describe.skipIf(!existsSync(REDIS_SERVER))('the page cache in a Redis with maxmemory and volatile-lru', () => {
  it('stays within the limit under ten times as many pages, evicting the oldest, keeping the tag hashes', async () => {
    expect(memoryLimitProblem(await client.info('memory'))).toBeNull();
    const keyPrefix = `memory-bound-${port}:build:`;
    const handler = createRedisHandler({ client: ioredisAdapter(client), keyPrefix, timeoutMs: 30_000, keyExpirationStrategy: 'EXPIREAT' });
    const html = 'x'.repeat(64 * 1024);
    const pages = 640; // 40 MB of pages
    const expireAt = Math.floor(Date.now() / 1000) + 3600;
    for (let i = 0; i < pages; i++) {
      await handler.set(
        `/page-${i}`,
        {
          value: { kind: 'APP_PAGE', html, headers: {}, rscData: undefined, postponed: undefined, status: 200, segmentData: undefined } as never,
          lastModified: Date.now(),
          lifespan: { lastModifiedAt: 0, staleAt: 0, expireAt, staleAge: 300, expireAge: 3600, revalidate: 300 },
          tags: [`store:${i}`],
        },
        {} as never,
      );
    }
    const memory = await client.info('memory');
    const used = Number(/^used_memory:(\d+)/m.exec(memory)![1]);
    const evicted = Number(/^evicted_keys:(\d+)/m.exec(await client.info('stats'))![1]);
    expect(used).toBeLessThanOrEqual(LIMIT * 1.1);
    expect(evicted).toBeGreaterThan(pages / 2);
    // The newest page is there, the first one gone; the handler's tag hashes were never evicted.
    expect(await client.exists(`${keyPrefix}/page-${pages - 1}`)).toBe(1);
    expect(await client.exists(`${keyPrefix}/page-0`)).toBe(0);
    expect(await client.hexists(`${keyPrefix}__sharedTags__`, '/page-0')).toBe(1);
  });
});
