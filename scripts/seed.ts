/**
 * npm run db:seed -- [--scale small|large] [--reset]
 * Seeds the database the app uses (DATABASE_URL, or PGlite under PGLITE_DIR) after applying pending migrations.
 */
import { parseArgs } from 'node:util';
import { closeDatabase, getMaintenanceDatabase, migrateDatabase } from '../src/server/db/client';
import { seedDatabase } from '../src/server/seed';
import { env } from '../src/server/env';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: 'small' }, reset: { type: 'boolean', default: false } },
  });
  const scale = values.scale;
  if (scale !== 'small' && scale !== 'large') throw new Error(`--scale must be small or large, not ${scale}`);
  const handle = getMaintenanceDatabase();
  console.log(`Database: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.PGLITE_DIR}`}`);
  try {
    await migrateDatabase(handle);
    const report = await seedDatabase(handle, { scale, reset: values.reset, storageDir: env.STORAGE_DIR, log: (line) => console.log(line) });
    console.log(report.skipped ? 'Already seeded; pass --reset to start over.' : `Seeded (${scale}) in ${(report.ms / 1000).toFixed(1)} s`);
    const width = Math.max(...Object.keys(report.counts).map((k) => k.length));
    for (const [table, count] of Object.entries(report.counts)) console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en').padStart(10)}`);
  } finally {
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
