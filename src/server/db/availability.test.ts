import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailable, isDatabaseUnavailable } from './availability';
import { openDatabase } from './client';

/** A port nothing listens on: the server is closed as soon as it has one. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('isDatabaseUnavailable', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('knows a refused, reset or timed-out connection, also wrapped in a cause as Drizzle does', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('read ECONNRESET', 'ECONNRESET') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]))).toBe(true);
  });

  it("knows PostgreSQL's shutdown, start-up, overload and statement-timeout states", () => {
    for (const code of ['57P01', '57P03', '08006', '53300', '57014']) {
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('server says no', code) })), code).toBe(true);
    }
  });

  it('leaves bugs and bad data alone: they are not an outage', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('column "x" does not exist', '42703'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable('connection refused')).toBe(false);
  });
});

describe('a PostgreSQL pool that cannot reach its server', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let silentPort: number;

  beforeAll(async () => {
    // Accepts connections and never answers, as a hung server or a half-open network path.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as AddressInfo).port;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('fails at once when the connection is refused, and marks the database unavailable', async () => {
    const handle = openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
    try {
      const started = Date.now();
      const error = await handle.db.execute(sql`select 1`).then(() => null, (e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(databaseUnavailable()).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('gives up on a server that never answers after the connect timeout, not later', async () => {
    const handle = openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${silentPort}/none`, connectTimeoutMs: 300 });
    try {
      const started = Date.now();
      const error = await handle.db.execute(sql`select 1`).then(() => null, (e: unknown) => e);
      const elapsed = Date.now() - started;
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(elapsed).toBeGreaterThanOrEqual(250);
      expect(elapsed).toBeLessThan(2000);
    } finally {
      await handle.close();
    }
  });

  const postgresUrl = process.env.TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined;

  it.runIf(postgresUrl)('waits as long as needed for a free connection of a busy pool: the connect timeout bounds connecting only', async () => {
    const url = postgresUrl!;
    // Four queries through one connection: the last waits twice as long as the connect timeout.
    const handle = openDatabase({ kind: 'postgres', url, max: 1, connectTimeoutMs: 200 });
    try {
      const results = await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`select pg_sleep(0.1)`)));
      expect(results).toHaveLength(4);
      expect(databaseUnavailable()).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it.runIf(postgresUrl)('ends a statement past the statement timeout, as an outage of the moment', async () => {
    const handle = openDatabase({ kind: 'postgres', url: postgresUrl!, max: 1, statementTimeoutMs: 100 });
    try {
      const started = Date.now();
      const error = await handle.db.execute(sql`select pg_sleep(2)`).then(() => null, (e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await handle.close();
    }
  });
});
