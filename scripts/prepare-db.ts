import { pathToFileURL } from 'node:url';
import { closeDatabase, getMaintenanceDatabase, migrateDatabase } from '../src/server/db/client';
import { seedDatabase } from '../src/server/seed';
import { env } from '../src/server/env';

/** Applies pending migrations and seeds the small content set when the database is empty. */
export async function prepareDatabase(): Promise<void> {
  const handle = getMaintenanceDatabase();
  const started = Date.now();
  await migrateDatabase(handle);
  const report = await seedDatabase(handle, {
    scale: 'small',
    storageDir: env.STORAGE_DIR,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    report.skipped
      ? `Database ready (${handle.kind}, already seeded) in ${Date.now() - started} ms`
      : `Database migrated and seeded (${handle.kind}, ${report.scale}) in ${Date.now() - started} ms`,
  );
  // PGlite allows one process at a time: release it before the server opens it.
  await closeDatabase();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prepareDatabase();
}
