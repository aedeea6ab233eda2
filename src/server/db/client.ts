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
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dir: string; loadDataDir?: Blob };

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src/server/db/migrations');

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle connection that the server ends (restart, failover, a dropped database) is re-emitted
    // by the pool; without a listener that event would crash the process. The pool replaces the
    // connection on the next query, so a warning is all it takes.
    pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL closed an idle connection'));
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

export function optionsFromEnv(): DatabaseOptions {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dir: env.PGLITE_DIR };
}

// One handle per process; kept on globalThis so that hot reloads in development do not open a second PGlite.
const holder = globalThis as unknown as { __database?: DatabaseHandle };

export function getDatabase(): DatabaseHandle {
  holder.__database ??= openDatabase(optionsFromEnv());
  return holder.__database;
}

export function db(): Db {
  return getDatabase().db;
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
