import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '@/server/db/client';
import { seedDatabase } from '@/server/seed';
import { dropDatabase, SEED_NOW, templateNames, withAdmin, withDatabase } from './shared';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteEmpty: string;
    pgliteSeeded: string;
  }
}

/**
 * Builds the databases every test file starts from, once per run: migrated-only and seeded
 * (small). PGlite snapshots are tarballs loaded into a fresh in-memory database per file;
 * on PostgreSQL they are template databases cloned per file.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'holiday-tests-'));
  const empty = openDatabase({ kind: 'pglite', dir: 'memory://' });
  await migrateDatabase(empty);
  const emptyFile = path.join(dir, 'empty.tar.gz');
  writeFileSync(emptyFile, Buffer.from(await (await dumpOf(empty)).arrayBuffer()));
  await seedDatabase(empty, { scale: 'small', now: SEED_NOW, storageDir: path.join(dir, 'storage') });
  const seededFile = path.join(dir, 'seeded.tar.gz');
  writeFileSync(seededFile, Buffer.from(await (await dumpOf(empty)).arrayBuffer()));
  await empty.close();
  project.provide('pgliteEmpty', emptyFile);
  project.provide('pgliteSeeded', seededFile);

  const url = process.env.DATABASE_URL;
  const names = url ? templateNames(url) : null;
  if (url && names) {
    for (const name of [names.empty, names.seeded]) {
      await dropDatabase(url, name);
      await withAdmin(url, (admin) => admin.query(`CREATE DATABASE "${name}"`));
      const handle = openDatabase({ kind: 'postgres', url: withDatabase(url, name), max: 2 });
      await migrateDatabase(handle);
      if (name === names.seeded) {
        await seedDatabase(handle, { scale: 'small', now: SEED_NOW, storageDir: path.join(dir, 'storage') });
      }
      await handle.close();
    }
  }

  // The server is left as the run found it: the templates go with the run.
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && names) {
      await dropDatabase(url, names.empty);
      await dropDatabase(url, names.seeded);
    }
  };
}

async function dumpOf(handle: ReturnType<typeof openDatabase>): Promise<Blob> {
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client;
  return client.dumpDataDir('gzip');
}
