import { Redis } from 'ioredis';

/** The Redis the tests that need one use when it runs here (this machine's, trust auth). */
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether Redis answers PING on REDIS_URL within a second. */
export async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
