/**
 * Imports a partner's feed into the datafeed (the database the site uses: DATABASE_URL or PGlite):
 *
 *   npm run feed:import -- --partner <slug> --file <path-or-URL> [--mode full|delta] [--format csv|xml|jsonl]
 *
 * CSV (any delimiter, with a header row), XML or JSON lines, plain or gzip, from a file or an
 * http(s) URL; the partner's mapping (PUT /api/partners/{id}/feed/) says which column is which.
 * The mode and format default to the partner's settings (a full feed, the format told by the name
 * or the content). Shows progress as it reads, then the run's figures and its first rejected rows;
 * exits with 1 when the run failed (nothing of it was applied). Running servers show the change
 * within a few seconds.
 */
import { parseArgs } from 'node:util';
import { closeDatabase, getMaintenanceDatabase, migrateDatabase } from '../src/server/db/client';
import { AppError } from '../src/server/errors';
import { importFeed, type ImportProgress } from '../src/server/services/feed-import/import';
import { FEED_FORMATS, FEED_MODES, type FeedFormat, type FeedMode } from '../src/lib/feed-mapping';

const USAGE = 'Usage: npm run feed:import -- --partner <slug> --file <path-or-URL> [--mode full|delta] [--format csv|xml|jsonl]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: { partner: { type: 'string' }, file: { type: 'string' }, mode: { type: 'string' }, format: { type: 'string' } },
});
if (!values.partner) fail('--partner is missing');
if (!values.file) fail('--file is missing');
if (values.mode && !(FEED_MODES as readonly string[]).includes(values.mode)) fail(`--mode must be full or delta, not ${values.mode}`);
if (values.format && !(FEED_FORMATS as readonly string[]).includes(values.format)) fail(`--format must be csv, xml or jsonl, not ${values.format}`);

const number = (n: number) => Math.round(n).toLocaleString('en');
const duration = (ms: number) => (ms < 60_000 ? `${(ms / 1000).toFixed(0)} s` : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`);

/** One line, rewritten in place on a terminal, printed every few seconds otherwise (logs). */
let lastPrinted = 0;
function showProgress(p: ImportProgress): void {
  if (p.phase === 'done') return;
  const rate = p.rowsRead / Math.max(p.elapsedMs / 1000, 0.001);
  const parts = [`${number(p.rowsRead)} rows`, `${number(rate)} rows/s`];
  if (p.rejected > 0) parts.push(`${number(p.rejected)} rejected`);
  if (p.phase === 'applying') parts.push('applying…');
  else if (p.size && p.bytesRead) {
    const share = p.bytesRead / p.size;
    parts.push(`${(share * 100).toFixed(0)} %`);
    if (share > 0.01) parts.push(`ETA ${duration((p.elapsedMs / share) * (1 - share))}`);
  }
  const line = parts.join(' · ');
  if (process.stdout.isTTY) process.stdout.write(`\r${line.padEnd(78)}`);
  else if (p.elapsedMs - lastPrinted >= 5_000 || p.phase !== 'reading') {
    lastPrinted = p.elapsedMs;
    console.log(line);
  }
}

const handle = getMaintenanceDatabase();
try {
  await migrateDatabase(handle);
  const run = await importFeed({
    partner: values.partner!,
    input: { location: values.file! },
    mode: values.mode as FeedMode | undefined,
    format: values.format as FeedFormat | undefined,
    trigger: 'cli',
    onStart: (id) => console.log(`Run ${id}: importing ${values.file} for ${values.partner}`),
    onProgress: showProgress,
  });
  if (process.stdout.isTTY) process.stdout.write('\n');
  const took = run.finishedAt ? run.finishedAt.getTime() - run.startedAt.getTime() : 0;
  console.log(
    `${run.status === 'succeeded' ? 'Imported' : 'Failed'} (${run.mode} feed) in ${duration(took)}: ${number(run.rowsRead)} rows read, ` +
      `${number(run.inserted)} inserted, ${number(run.updated)} updated, ${number(run.unchanged)} unchanged, ` +
      `${number(run.ended)} ended, ${number(run.rejected)} rejected`,
  );
  for (const rejection of run.rejections.slice(0, 20)) {
    console.log(`  line ${rejection.line}${rejection.field ? ` (${rejection.field})` : ''}: ${rejection.reason}`);
  }
  if (run.rejected > 20) console.log(`  … and ${number(run.rejected - 20)} more (GET /api/feed-runs/${run.id}/ lists the first 100)`);
  if (run.error) console.error(`Error: ${run.error}`);
  // The kernel's count for this process: what an operator sizes a worker by.
  console.log(`Peak memory: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
  process.exitCode = run.status === 'succeeded' ? 0 : 1;
} catch (error) {
  console.error(error instanceof AppError ? `Error: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
