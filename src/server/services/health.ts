import 'server-only';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { db } from '../db/client';
import { env } from '../env';
import { logger } from '../logger';

/**
 * Readiness (GET /api/ready): whether this node can serve, that is whether the database answers
 * and, when one is configured, Redis. Each check is bounded in time, so that a load balancer's
 * probe gets an answer even while a dependency hangs.
 */

export type DatabaseCheck = 'ok' | 'unavailable';
export type RedisCheck = 'ok' | 'unavailable' | 'not configured';
export type Readiness = { ready: boolean; checks: { database: DatabaseCheck; redis: RedisCheck } };

/** Longest a check may take. */
export const CHECK_TIMEOUT_MS = 1500;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkDatabase(timeoutMs = CHECK_TIMEOUT_MS): Promise<DatabaseCheck> {
  try {
    await within(db().execute(sql`select 1`), timeoutMs, 'the database');
    return 'ok';
  } catch (error) {
    logger.warn({ err: error }, 'readiness: the database is unavailable');
    return 'unavailable';
  }
}

// One client per Redis address for the checks, kept across requests (and hot reloads).
const holder = globalThis as unknown as { __healthRedis?: Map<string, Redis> };
const clients: Map<string, Redis> = (holder.__healthRedis ??= new Map());

function redisFor(url: string): Redis {
  let client = clients.get(url);
  if (!client) {
    // Connects on the first check; commands wait (offline queue) while the client connects or
    // reconnects, and the check's own timeout bounds that wait.
    client = new Redis(url, { connectTimeout: CHECK_TIMEOUT_MS, maxRetriesPerRequest: 1, lazyConnect: true });
    client.on('error', (error: Error) => logger.debug({ err: error }, 'readiness: Redis connection error'));
    clients.set(url, client);
  }
  return client;
}

export async function checkRedis(url: string | undefined = env.REDIS_URL, timeoutMs = CHECK_TIMEOUT_MS): Promise<RedisCheck> {
  if (!url) return 'not configured';
  try {
    await within(redisFor(url).ping(), timeoutMs, 'Redis');
    return 'ok';
  } catch (error) {
    logger.warn({ err: error }, 'readiness: Redis is unavailable');
    return 'unavailable';
  }
}

export async function readiness(): Promise<Readiness> {
  const [database, redis] = await Promise.all([checkDatabase(), checkRedis()]);
  return { ready: database === 'ok' && redis !== 'unavailable', checks: { database, redis } };
}

/** Closes the Redis clients of the checks (tests, shutdown). */
export async function closeHealthClients(): Promise<void> {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map((client) => client.quit().catch(() => client.disconnect())));
}
