import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installDatabase, openDatabase } from '@/server/db/client';
import { setupTestDatabase } from '@test/database';
import { checkRedis, closeHealthClients } from '@/server/services/health';
import { call } from '@test/api';

const database = setupTestDatabase({ seeded: true });

// The check has 1.5 s: an embedded database is opened (and a seeded one loaded) on its first query, before.
beforeAll(async () => {
  await database.handle().db.execute(sql`select 1`);
});
afterAll(closeHealthClients);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs `work` while the process's database is a PostgreSQL server that refuses connections. */
async function whileDatabaseIsDown(work: () => Promise<void>): Promise<void> {
  const down = openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${await freePort()}/gone`, connectTimeoutMs: 500 });
  installDatabase(down);
  try {
    await work();
  } finally {
    installDatabase(database.handle());
    await down.close();
  }
}

describe('GET /api/health/', () => {
  it('answers 200 {status: ok}, never cached, with or without the trailing slash', async () => {
    for (const path of ['/api/health/', '/api/health']) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expect(res.json).toEqual({ status: 'ok' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers while the database is down: it checks the process only', async () => {
    await whileDatabaseIsDown(async () => {
      expect((await call('/api/health/')).status).toBe(200);
    });
  });
});

describe('GET /api/ready/', () => {
  it('answers 200 ready when the database answers; Redis is not configured in the tests', async () => {
    for (const path of ['/api/ready/', '/api/ready']) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expect(res.json).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not configured' } });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 503 naming the database while it is down, within the check timeout, then 200 again once it is back', async () => {
    await whileDatabaseIsDown(async () => {
      const started = Date.now();
      const res = await call('/api/ready/');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ status: 'not_ready', checks: { database: 'unavailable', redis: 'not configured' } });
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
    expect((await call('/api/ready/')).status).toBe(200);
  });

  it('is in the OpenAPI document, with its 503', async () => {
    const doc = (await call('/api/openapi.json')).json;
    expect(Object.keys(doc.paths['/api/health/'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/ready/'].get.responses).sort()).toEqual(['200', '503']);
  });
});

describe('the API while the database is down', () => {
  it('answers a read and a write 503 unavailable with Retry-After, never 500, and recovers without a restart', async () => {
    await whileDatabaseIsDown(async () => {
      for (const [path, init] of [
        ['/api/stores/?size=1', {}],
        ['/api/newsletter/', { method: 'POST', body: { email: 'outage@example.com' }, ip: '10.77.0.1' }],
      ] as const) {
        const res = await call(path, init);
        expect(res.status, path).toBe(503);
        expect(res.json.error).toMatchObject({ code: 'unavailable' });
        expect(res.headers.get('retry-after'), path).toMatch(/^\d+$/);
        expect(res.headers.get('cache-control'), path).toBe('no-store');
        // The driver's words stay in the log.
        expect(res.text).not.toMatch(/ECONNREFUSED|select /i);
      }
    });
    expect((await call('/api/stores/?size=1')).status).toBe(200);
  });
});

describe('the Redis check', () => {
  it('reports a Redis that cannot be reached as unavailable, within its timeout', async () => {
    const started = Date.now();
    expect(await checkRedis(`redis://127.0.0.1:${await freePort()}`, 800)).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  const redisServer = '/usr/bin/redis-server';
  it.runIf(existsSync(redisServer))('reports a running Redis as ok', async () => {
    const port = await freePort();
    const redis: ChildProcess = spawn(redisServer, ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    try {
      let result = 'unavailable';
      for (let attempt = 0; attempt < 50 && result !== 'ok'; attempt += 1) {
        result = await checkRedis(`redis://127.0.0.1:${port}`, 500);
        if (result !== 'ok') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(result).toBe('ok');
    } finally {
      await closeHealthClients();
      redis.kill('SIGTERM');
    }
  });
});
