import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { env } from '../env';
import { logger } from '../logger';
import { recordDatabaseOutcome } from './availability';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common face of the PGlite and node-postgres drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Db;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      /** How long making a connection may take before the query fails (2 s by default). */
      connectTimeoutMs?: number;
      /** PostgreSQL's statement_timeout; none when absent (migrations, seeds). */
      statementTimeoutMs?: number;
    }
  | { kind: 'pglite'; dir: string; loadDataDir?: Blob };

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src/server/db/migrations');

/** The PostgreSQL pool, bounded in time so that a database that is down or hung fails fast (a 503) instead of holding requests. */
function openPool(options: Extract<DatabaseOptions, { kind: 'postgres' }>): pg.Pool {
  const connectTimeoutMs = options.connectTimeoutMs ?? 2000;
  const statementTimeoutMs = options.statementTimeoutMs;
  // The connect timeout goes to each new connection only: given to the pool, it would also bound
  // the wait for a free connection, and a burst of requests on a healthy database would fail.
  class BoundedClient extends pg.Client {
    constructor(config: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    Client: BoundedClient as unknown as new () => pg.ClientBase,
    // A peer that vanished without closing (a network cut) is noticed by TCP keep-alive.
    keepAlive: true,
    ...(statementTimeoutMs
      ? // The server cancels a statement past its limit; the client gives up a second later if even
        // that answer never comes (a server that hangs, a network path that went silent).
        { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1000 }
      : {}),
  });
  // An idle connection that the server ends (restart, failover, a dropped database) is re-emitted
  // by the pool; without a listener that event would crash the process. The pool replaces the
  // connection on the next query, so a warning is all it takes.
  pool.on('error', (error) => {
    recordDatabaseOutcome(error);
    logger.warn({ err: error }, 'PostgreSQL closed an idle connection');
  });
  // A connection lost while it is checked out (a long import's transaction) fails its query, and is
  // also emitted on the client, which would crash a process that has no listener there.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      recordDatabaseOutcome(error);
      logger.warn({ err: error }, 'PostgreSQL connection lost');
    });
  });
  // Every query and checkout tells whether the database answers (src/server/db/availability.ts).
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => observe(query(...args))) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => observe(connect(...args))) as typeof pool.connect;
  return pool;
}

function observe<T>(result: T): T {
  if (result instanceof Promise) {
    result.then(
      () => recordDatabaseOutcome(),
      (error: unknown) => recordDatabaseOutcome(error),
    );
  }
  return result;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.kind === 'postgres') {
    const pool = openPool(options);
    return {
      kind: 'postgres',
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      close: () => pool.end(),
    };
  }
  const memory = options.dir.startsWith('memory://');
  if (!memory) mkdirSync(path.dirname(path.resolve(options.dir)), { recursive: true });
  const client = new PGlite(memory ? options.dir : path.resolve(options.dir), {
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.loadDataDir,
  });
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    close: () => client.close(),
  };
}

/** Applies the committed migrations that have not run yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], config);
  } else {
    await migratePg(handle.db as Parameters<typeof migratePg>[0], config);
  }
}

/**
 * The database of the environment: PostgreSQL at DATABASE_URL with the request timeouts, else
 * PGlite. `maintenance` (migrations, seeds) runs long statements and has no statement timeout.
 */
export function optionsFromEnv(use: 'requests' | 'maintenance' = 'requests'): DatabaseOptions {
  if (!env.DATABASE_URL) return { kind: 'pglite', dir: env.PGLITE_DIR };
  return {
    kind: 'postgres',
    url: env.DATABASE_URL,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: use === 'requests' ? env.DATABASE_STATEMENT_TIMEOUT_MS : undefined,
  };
}

// One handle per process; kept on globalThis so that hot reloads in development do not open a second PGlite.
const holder = globalThis as unknown as { __database?: DatabaseHandle };

export function getDatabase(): DatabaseHandle {
  holder.__database ??= openDatabase(optionsFromEnv());
  return holder.__database;
}

/** The process's database for migrations and seeds (scripts): no statement timeout. */
export function getMaintenanceDatabase(): DatabaseHandle {
  holder.__database ??= openDatabase(optionsFromEnv('maintenance'));
  return holder.__database;
}

export function db(): Db {
  return getDatabase().db;
}

/** The process's database if one is open, without opening one (background work that must stop with it). */
export function installedDatabase(): Db | undefined {
  return holder.__database?.db;
}

/** Replaces the process's database (tests, scripts that open their own). */
export function installDatabase(handle: DatabaseHandle): void {
  holder.__database = handle;
}

export async function closeDatabase(): Promise<void> {
  const handle = holder.__database;
  holder.__database = undefined;
  await handle?.close();
}
