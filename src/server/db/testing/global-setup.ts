import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../client';
import { seedDatabase } from '../seed';
import { SEED_NOW, templateNames } from './shared';

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
  if (url) {
    const names = templateNames(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const name of [names.empty, names.seeded]) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
      const handle = openDatabase({ kind: 'postgres', url: withDatabase(url, name), max: 2 });
      await migrateDatabase(handle);
      if (name === names.seeded) {
        await seedDatabase(handle, { scale: 'small', now: SEED_NOW, storageDir: path.join(dir, 'storage') });
      }
      await handle.close();
    }
    await admin.end();
  }

  return () => rmSync(dir, { recursive: true, force: true });
}

async function dumpOf(handle: ReturnType<typeof openDatabase>): Promise<Blob> {
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client;
  return client.dumpDataDir('gzip');
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
