import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDatabase, type DatabaseHandle, openDatabase, installDatabase } from '@/server/db/client';
import { dropDatabase, templateNames, withAdmin, withDatabase } from './shared';

export { SEED_NOW } from './shared';

/**
 * Gives the test file its own database, installed as the process's database, from the
 * run's snapshot: `seeded` (small seed at SEED_NOW) or empty (migrated only).
 * PGlite by default; PostgreSQL in the `postgres` project.
 */
export function setupTestDatabase(options: { seeded: boolean }): { handle: () => DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  let dropName: string | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE === 'postgres') {
      const url = process.env.DATABASE_URL!;
      const names = templateNames(url);
      dropName = `t_${randomBytes(6).toString('hex')}`;
      const template = options.seeded ? names.seeded : names.empty;
      await withAdmin(url, (admin) => admin.query(`CREATE DATABASE "${dropName}" TEMPLATE "${template}"`));
      handle = openDatabase({ kind: 'postgres', url: withDatabase(url, dropName), max: 5 });
    } else {
      const file = inject(options.seeded ? 'pgliteSeeded' : 'pgliteEmpty');
      handle = openDatabase({ kind: 'pglite', dir: 'memory://', loadDataDir: new Blob([readFileSync(file)]) });
    }
    installDatabase(handle);
  });

  afterAll(async () => {
    await closeDatabase();
    if (dropName) await dropDatabase(process.env.DATABASE_URL!, dropName);
  });

  return {
    handle: () => {
      if (!handle) throw new Error('The test database is ready only inside tests and hooks');
      return handle;
    },
  };
}
