/**
 * Measures the partners' feed import, and what a running server does while feeds are imported.
 *   DATABASE_URL=postgres://… npm run db:seed -- --scale large && DATABASE_URL=postgres://… npm start
 *   DATABASE_URL=postgres://… npm run bench:feed -- [--url http://localhost:3000] [--rows 1000000] [--seconds 30]
 *        [--phases import,live] [--writer import|sql] [--change api|page] [--pid N]
 * DATABASE_URL (required) is the database of the server under test.
 *
 * import  Leaves that database alone: makes a throwaway database on the same PostgreSQL server
 *         (bench_feed_<timestamp>, dropped at the end, on failure too), migrates it, seeds it small
 *         (the destinations and dictionaries a feed is matched against) and adds a partner
 *         `bench-feed`; generates a gzip CSV feed of --rows deals (`;`-separated, some values quoted,
 *         prices written several ways, one row in 2,000 with a price that is no number, which the
 *         importer rejects) and imports it as an operator would, in a process of its own:
 *         `npm run feed:import -- --partner bench-feed --file <file>`. Prints the wall time (npm's
 *         start included), rows/s, the run's own figures, and the importer's peak memory: the peak
 *         RSS (getrusage's ru_maxrss, which the kernel keeps per process) of the node process that
 *         runs scripts/feed-import.ts, written by each node process of the chain (npm, tsx, the
 *         importer) as it exits through a module NODE_OPTIONS preloads; npm's and tsx's own are
 *         printed beside it.
 * live    Against the server at --url, the large seed: three groups of readers at once, each an
 *         autocannon of its own: `api` (10 connections) GET /api/properties/ with three random
 *         filters (a country that has deals, a nights bucket, a star minimum; now and then discount
 *         only or last minutes, as bench:comparator draws them) and a random order; `change` (5) the
 *         request the browser makes when a filter changes to a combination never seen before
 *         (GET /api/properties/compare/, or with --change page, or when that answers 404, the page
 *         /comparateur?… itself); `health` (2) GET /api/health. A quiet window of --seconds with
 *         the readers alone, then a window of --seconds with a writer beside them, after 3 s of
 *         warm-up that count nowhere. The writer (scripts/bench-feed-writer.ts, a process of its
 *         own as a worker server would be) imports a delta feed of 1,000 changed deals of one
 *         partner every second with importFeed (--writer import), or UPDATEs the price of 1,000
 *         deals (--writer sql: a server without the importer, the previous commit). One deal of
 *         each batch gets a price no other deal has, and the API is polled every 50 ms until it
 *         lists it: the time from the commit until a change is visible. The server's RSS (VmRSS of
 *         --pid, else of the process listening on the URL's port) is sampled every 500 ms: idle
 *         before the readers start, then its maximum in each window. The CPU each used in each
 *         window (the server, PostgreSQL, the writer, the readers) and the server's CPU per request:
 *         on a machine of a few cores they share the cores, and a writer's own cost leaves the
 *         server less room even when the server's cost per request does not grow.
 * Prints lines as it goes, then markdown tables to paste into a note. Figures only, no assertion.
 * The prices the writer changed are not restored: the server's database is a benchmark database.
 * Sends traffic to the given local URL only.
 */
import autocannon from 'autocannon';
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { comparatorViewUrl } from '../src/lib/api-client';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { TYPES_OF_STAY } from '../src/server/db/schema';
import { env } from '../src/server/env';
import { seedDatabase } from '../src/server/seed';
import type { ParentMessage, WriterMessage } from './bench-feed-writer';

const USAGE =
  'Usage: DATABASE_URL=postgres://… npm run bench:feed -- [--url http://localhost:3000] [--rows 1000000] [--seconds 30] ' +
  '[--phases import,live] [--writer import|sql] [--change api|page] [--pid N]';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    rows: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '30' },
    phases: { type: 'string', default: 'import,live' },
    writer: { type: 'string', default: 'import' },
    change: { type: 'string', default: 'api' },
    pid: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const databaseUrl = env.DATABASE_URL ?? fail('bench:feed needs DATABASE_URL: the PostgreSQL database of the server under test');
if (!/^postgres(ql)?:/.test(databaseUrl)) fail('DATABASE_URL must be a postgres:// URL');
const base = values.url.replace(/\/$/, '');
if (!/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(base)) fail('bench:feed sends traffic to this machine only (localhost or 127.0.0.0/8)');
const feedRows = Number(values.rows);
const seconds = Number(values.seconds);
if (!Number.isInteger(feedRows) || feedRows < 1) fail('--rows takes a whole number above 0');
if (!Number.isInteger(seconds) || seconds < 1) fail('--seconds takes a whole number above 0');
const phases = values.phases.split(',').map((phase) => phase.trim());
if (phases.some((phase) => phase !== 'import' && phase !== 'live')) fail('--phases takes import, live or both');
if (values.writer !== 'import' && values.writer !== 'sql') fail('--writer takes import or sql');
if (values.change !== 'api' && values.change !== 'page') fail('--change takes api or page');
const writerMode: 'import' | 'sql' = values.writer;

/** Run on Ctrl+C (or SIGTERM), and at the end of the phase that registered them. */
const cleanups = new Set<() => Promise<void>>();
/** Newest first: a child process stops before the database it writes to is dropped. */
async function runCleanups(): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) await cleanup().catch((error: unknown) => console.error(error));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: cleaning up`);
    void runCleanups().finally(() => process.exit(130));
  });
}

const number = (n: number) => Math.round(n).toLocaleString('en');
const mb = (kb: number) => (kb / 1024).toFixed(0);
const seconds1 = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function median(sorted: number[]): number {
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The p-th percentile of sorted latencies (autocannon's own table has no p95). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms1 = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

// ---------------------------------------------------------------------------------------------
// Import phase
// ---------------------------------------------------------------------------------------------

type Place = { country: string; region: string; city: string };
type FeedVocabulary = { cities: Place[]; regions: Place[]; countries: Place[]; rentalTypes: string[]; services: string[] };

/** What the generated feed names: places (fr-be slugs under their country's ISO code), rental types, services. */
async function readVocabulary(client: pg.Client): Promise<FeedVocabulary> {
  const { rows: places } = await client.query<{ id: number; level: number; parent_id: number | null; country_code: string | null; slug: string }>(
    `SELECT d.id, d.level, d.parent_id, d.country_code, t.slug
     FROM destinations d JOIN destination_translations t ON t.destination_id = d.id AND t.locale = 'fr-be'`,
  );
  const byId = new Map(places.map((place) => [place.id, place]));
  const vocabulary: FeedVocabulary = { cities: [], regions: [], countries: [], rentalTypes: [], services: [] };
  for (const place of places) {
    const parent = place.parent_id === null ? undefined : byId.get(place.parent_id);
    if (place.level === 1 && place.country_code) vocabulary.countries.push({ country: place.country_code, region: '', city: '' });
    else if (place.level === 2 && parent?.level === 1 && parent.country_code) {
      vocabulary.regions.push({ country: parent.country_code, region: place.slug, city: '' });
    } else if (place.level === 3 && parent?.level === 1 && parent.country_code) {
      vocabulary.cities.push({ country: parent.country_code, region: '', city: place.slug });
    } else if (place.level === 3 && parent?.level === 2) {
      const country = parent.parent_id === null ? undefined : byId.get(parent.parent_id);
      if (country?.country_code) vocabulary.cities.push({ country: country.country_code, region: parent.slug, city: place.slug });
    }
  }
  vocabulary.rentalTypes = (await client.query<{ slug: string }>('SELECT slug FROM property_categories ORDER BY id')).rows.map((r) => r.slug);
  vocabulary.services = (await client.query<{ slug: string }>('SELECT slug FROM service_types ORDER BY id')).rows.map((r) => r.slug);
  if (vocabulary.countries.length === 0 || vocabulary.rentalTypes.length === 0) throw new Error('The throwaway database was not seeded');
  return vocabulary;
}

/** mulberry32: the same feed for the same --rows, run after run. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FEED_COLUMNS = 'external_id;name;image;deep_link;country;region;city;rental_type;services;type_of_stay;price;old_price;nights;stars;departure_date;last_minute';
const KINDS = ['Hôtel', 'Résidence', 'Villa', 'Camping', 'Domaine', 'Aparthotel', 'Chalet', 'Gîte', 'Resort', "Maison d'hôtes", 'Appartement', 'Bungalow'];
const NAMES = [
  'Les Pins', 'Le Refuge', 'Bella Vista', 'La Mer', 'Les Oliviers', 'Sol y Mar', 'Alpenblick', 'Le Moulin', 'Costa Dorada', 'Les Dunes',
  'Panorama', 'Belle Époque', 'Kasbah Atlas', 'Aurora', 'Le Grand Large', 'Les Cigales', 'Zeezicht', 'Het Wad', 'Blue Lagoon', 'Terra Rossa',
];
/** Some need quoting in a `;` CSV (a `;`, a quote). */
const SUFFIXES = ['', '', '', '', ' & Spa', ' – vue mer', ' (adults only)', ', piscine chauffée', '; demi-pension offerte', ' "Premium"', ' Club', ' Suites'];
const NIGHTS = [1, 2, 3, 4, 5, 6, 7, 7, 7, 8, 10, 10, 11, 14, 14, 21];
const STARS = [1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 5, 5];

function quoted(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

function csvValue(value: string): string {
  return /[;"\r\n]/.test(value) ? quoted(value) : value;
}

/** One `;`-separated CSV chunk of rows at a time, for a gzip stream. */
function* feedChunks(rows: number, vocabulary: FeedVocabulary): Generator<string> {
  const random = randomSource(rows);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  /** Euros as partners write them: 499, 499.50, 499,50, 1 299,00, 1.299,00, 499,50 EUR. */
  const euros = (cents: number): string => {
    const [whole, fraction] = [Math.floor(cents / 100), pad(cents % 100)];
    const style = random();
    if (fraction === '00' && style < 0.5) return String(whole);
    if (style < 0.7) return `${whole}.${fraction}`;
    if (style < 0.85) return `${whole},${fraction}`;
    if (style < 0.92 && whole >= 1000) return `${Math.floor(whole / 1000)} ${pad(whole % 1000, 3)},${fraction}`;
    if (style < 0.96 && whole >= 1000) return `${Math.floor(whole / 1000)}.${pad(whole % 1000, 3)},${fraction}`;
    return `${whole},${fraction} EUR`;
  };
  yield `${FEED_COLUMNS}\n`;
  const batch: string[] = [];
  for (let i = 1; i <= rows; i++) {
    const externalId = `BF-${pad(i, 8)}`;
    const kind = pick(KINDS);
    const name = `${kind} ${pick(NAMES)}${pick(SUFFIXES)}`;
    const shape = random();
    const place = shape < 0.7 && vocabulary.cities.length ? pick(vocabulary.cities) : shape < 0.9 && vocabulary.regions.length ? pick(vocabulary.regions) : pick(vocabulary.countries);
    const nights = pick(NIGHTS);
    const stars = pick(STARS);
    const perNight = 25 + stars * 22 + random() * 70;
    const wholePrice = Math.min(9_999, Math.max(99, Math.round(perNight * nights)));
    const cents = random() < 0.6 ? 0 : pick([50, 95, 99, Math.floor(random() * 100)]);
    const price = wholePrice * 100 + cents;
    const oldPrice = random() < 0.35 ? Math.round((price * (1.1 + random() * 0.5)) / 100) * 100 : null;
    const days = Math.floor(random() * 365) + 1;
    const departure = random() < 0.85 ? new Date(today + days * 86_400_000) : null;
    const lastMinute = departure !== null && days <= 14;
    const yesNo = pick([['true', 'false'], ['1', '0'], ['oui', 'non'], ['yes', '']] as const);
    const services = [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(vocabulary.services)))];
    const image = (() => {
      const style = random();
      if (style < 0.7) return `https://cdn.bench-feed.example/photos/${(i * 7919) % 100_000}/${kind.toLowerCase().replace(/[^a-z]+/g, '-')}-${i % 9}.jpg?w=800`;
      if (style < 0.9) return `http://images.bench-feed.example/p/${i}.webp`;
      return `/media/partners/bench-feed/${i % 500}.jpg`;
    })();
    const date = departure === null ? '' : random() < 0.75
      ? departure.toISOString().slice(0, 10)
      : `${pad(departure.getUTCDate())}/${pad(departure.getUTCMonth() + 1)}/${departure.getUTCFullYear()}`;
    const values = [
      externalId,
      // Some partners quote every name, whether it needs it or not.
      random() < 0.1 ? quoted(name) : csvValue(name),
      image,
      `https://www.bench-feed.example/fr-be/offre/${externalId}?utm_source=comparateur&utm_medium=datafeed&nights=${nights}`,
      place.country,
      place.region,
      place.city,
      pick(vocabulary.rentalTypes),
      services.join('|'),
      pick(TYPES_OF_STAY),
      // One row in 2,000 has a price that is no number: a realistic share of rows to reject.
      i % 2000 === 0 ? 'sur demande' : euros(price),
      oldPrice === null ? '' : euros(oldPrice),
      String(nights),
      String(stars),
      date,
      lastMinute ? yesNo[0] : yesNo[1],
    ];
    batch.push(values.join(';'));
    if (batch.length === 2000) {
      yield `${batch.join('\n')}\n`;
      batch.length = 0;
    }
  }
  if (batch.length > 0) yield `${batch.join('\n')}\n`;
}

type RssRecord = { argv: string[]; maxRssKb: number };

/** The process ids under `pid`, depth first (Linux's /proc/<pid>/task/<tid>/children). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // Gone already.
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * `npm run feed:import` in a child process, as an operator runs it. Every node process of the
 * chain (npm, tsx's launcher, the importer) appends its peak RSS to `rssFile` as it exits, through
 * a module preloaded with NODE_OPTIONS: `process.resourceUsage().maxRSS` is getrusage's ru_maxrss,
 * the high-water mark the kernel keeps for that one process (VmHWM), so it is exact however short
 * the peak, and it is the importer's own, not npm's wrapper's. A run stopped before its end writes
 * nothing: the importer's VmHWM is also read every second meanwhile, and printed on Ctrl+C.
 */
async function runImporter(file: string, url: string, rssFile: string): Promise<{ code: number | null; wallMs: number; rss: RssRecord[] }> {
  // Quiet if the file cannot be written (the bench removed its folder on Ctrl+C): a figure lost, not a crash.
  const preload =
    `import { appendFileSync } from 'node:fs';` +
    `process.on('exit', () => { try { appendFileSync(${JSON.stringify(rssFile)}, JSON.stringify({ argv: process.argv.slice(1), maxRssKb: process.resourceUsage().maxRSS }) + '\\n'); } catch {} });`;
  const nodeOptions = [process.env.NODE_OPTIONS, `--import=data:text/javascript;base64,${Buffer.from(preload).toString('base64')}`].filter(Boolean).join(' ');
  const command = ['npm', 'run', 'feed:import', '--', '--partner', 'bench-feed', '--file', file];
  console.log(`  $ ${command.join(' ')}   (DATABASE_URL=${url})`);
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), { env: { ...process.env, DATABASE_URL: url, NODE_OPTIONS: nodeOptions }, stdio: ['ignore', 'pipe', 'pipe'] });
  // The importer is the deepest node process of the chain whose command names the script (tsx's launcher names it too).
  let importerHwm = 0;
  const watch = setInterval(() => {
    const pid = descendants(child.pid ?? 0)
      .filter((id) => {
        try {
          return readFileSync(`/proc/${id}/cmdline`, 'utf8').includes('scripts/feed-import.ts');
        } catch {
          return false;
        }
      })
      .at(-1);
    if (pid !== undefined) importerHwm = Math.max(importerHwm, statusKb(pid, 'VmHWM') ?? 0);
  }, 1000);
  const stop = async () => {
    clearInterval(watch);
    console.log(`  stopped after ${seconds1(performance.now() - started)}; the importer's peak RSS until then: ${importerHwm ? `${mb(importerHwm)} MB` : 'not read'}`);
    child.kill('SIGINT');
  };
  cleanups.add(stop);
  // Cut: an error of the importer can quote a whole batch's statement and parameters.
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`  | ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`));
  }
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(watch);
  cleanups.delete(stop);
  const wallMs = performance.now() - started;
  let rss: RssRecord[] = [];
  try {
    rss = readFileSync(rssFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as RssRecord);
  } catch {
    // No record: the processes died without exiting (killed); the table says so.
  }
  return { code, wallMs, rss };
}

type FeedRunRow = { status: string; rows_read: number; inserted: number; updated: number; rejected: number; ms: number; error: string | null };

async function importPhase(): Promise<string> {
  const name = `bench_feed_${Date.now()}`;
  const adminUrl = withDatabase(databaseUrl, 'postgres');
  const url = withDatabase(databaseUrl, name);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-feed-'));
  let created = false;
  const cleanup = async () => {
    cleanups.delete(cleanup);
    rmSync(dir, { recursive: true, force: true });
    if (created) {
      await onDatabase(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      created = false;
      console.log(`  dropped the database ${name}`);
    }
  };
  cleanups.add(cleanup);
  try {
    console.log(`\n== Import: ${number(feedRows)} rows into a throwaway database ${name}`);
    await onDatabase(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    created = true;
    const handle = openDatabase({ kind: 'postgres', url });
    try {
      const seedStarted = performance.now();
      await migrateDatabase(handle);
      await seedDatabase(handle, { scale: 'small', storageDir: path.join(dir, 'storage') });
      console.log(`  migrated and seeded small in ${seconds1(performance.now() - seedStarted)}`);
    } finally {
      await handle.close();
    }
    const vocabulary = await onDatabase(url, async (client) => {
      await client.query(`INSERT INTO partners (name, slug, website) VALUES ('Bench feed', 'bench-feed', 'https://www.bench-feed.example')`);
      return readVocabulary(client);
    });

    const file = path.join(dir, 'bench-feed.csv.gz');
    const generated = performance.now();
    await pipeline(feedChunks(feedRows, vocabulary), zlib.createGzip(), createWriteStream(file));
    const size = statSync(file).size;
    console.log(
      `  generated ${file}: ${number(feedRows)} rows, ${(size / 1024 / 1024).toFixed(1)} MB gzip, in ${seconds1(performance.now() - generated)} ` +
        `(${vocabulary.countries.length} countries, ${vocabulary.regions.length} regions, ${vocabulary.cities.length} places)`,
    );

    const { code, wallMs, rss } = await runImporter(file, url, path.join(dir, 'rss.jsonl'));
    const importer = rss.find((record) => record.argv[0]?.endsWith('scripts/feed-import.ts'));
    const wrappers = rss.filter((record) => record !== importer).map((record) => `${path.basename(record.argv[0] ?? '?')} ${mb(record.maxRssKb)} MB`);
    const [run] = await onDatabase(url, async (client) =>
      (
        await client.query<FeedRunRow>(
          `SELECT status, rows_read, inserted, updated, rejected, error,
                  (extract(epoch FROM finished_at - started_at) * 1000)::float8 AS ms
           FROM feed_runs ORDER BY id DESC LIMIT 1`,
        )
      ).rows,
    );
    const rate = feedRows / (wallMs / 1000);
    const peak = importer ? `${mb(importer.maxRssKb)} MB` : 'not recorded';
    console.log(
      `  exit ${code}; wall ${seconds1(wallMs)}, ${number(rate)} rows/s; importer peak RSS ${peak}` +
        `${wrappers.length ? ` (wrappers: ${wrappers.join(', ')})` : ''}`,
    );
    if (run) {
      console.log(
        `  run: ${run.status} in ${seconds1(run.ms)} (${number(run.rows_read / (run.ms / 1000))} rows/s): ${number(run.rows_read)} read, ` +
          `${number(run.inserted)} inserted, ${number(run.updated)} updated, ${number(run.rejected)} rejected${run.error ? `; ${run.error}` : ''}`,
      );
    }
    return [
      '| rows | gzip file | wall time | rows/s (wall) | import run | importer peak RSS | inserted | rejected | status |',
      '|---|---|---|---|---|---|---|---|---|',
      `| ${number(feedRows)} | ${(size / 1024 / 1024).toFixed(1)} MB | ${seconds1(wallMs)} | ${number(rate)} | ${run ? seconds1(run.ms) : '-'} | ${peak} | ` +
        `${run ? number(run.inserted) : '-'} | ${run ? number(run.rejected) : '-'} | ${run?.status ?? `exit ${code}`} |`,
    ].join('\n');
  } finally {
    await cleanup();
  }
}

// ---------------------------------------------------------------------------------------------
// Live phase
// ---------------------------------------------------------------------------------------------

async function getJson<T>(pathname: string): Promise<T> {
  const response = await fetch(`${base}${pathname}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return (await response.json()) as T;
}

type Stats = { requests: number; rps: number; p50: number; p95: number; p99: number; max: number; non2xx: number; errors: number; timeouts: number };
type Reader = { name: string; connections: number; path: () => string; headers: Record<string, string> };

async function runReader(reader: Reader, duration: number): Promise<Stats> {
  const latencies: number[] = [];
  const result = await autocannon({
    url: base,
    connections: reader.connections,
    duration,
    headers: reader.headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: reader.path() }) }],
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, ms: number) => latencies.push(ms));
    },
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The process listening on the URL's port (`ss -ltnp`), whose memory is sampled. */
function listenerPid(): number | null {
  const url = new URL(base);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

type Window = 'idle' | 'warm-up' | 'quiet' | 'writer';

/** The server's RSS every 500 ms, each sample under the window it was taken in. */
class MemorySampler {
  window: Window = 'idle';
  readonly samples = new Map<Window, number[]>();
  private timer: NodeJS.Timeout | undefined;

  constructor(readonly pid: number) {}

  start(): void {
    const sample = () => {
      const kb = statusKb(this.pid, 'VmRSS');
      if (kb === null) return;
      const list = this.samples.get(this.window) ?? [];
      list.push(kb);
      this.samples.set(this.window, list);
    };
    sample();
    this.timer = setInterval(sample, 500);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  max(window: Window): number {
    return Math.max(...(this.samples.get(window) ?? [NaN]));
  }

  idle(): number {
    return median([...(this.samples.get('idle') ?? [])].sort((a, b) => a - b));
  }
}

/** CPU time of each process, in clock ticks (utime + stime of /proc/<pid>/stat; a process's threads included). */
function cpuTicks(pids: number[]): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // Gone since it was listed.
    }
  }
  return ticks;
}

/** Ticks used between two readings: each process's growth, a process started since from zero (one that ended is not seen). */
function ticksBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks;
}

/** Every PostgreSQL process on this machine (a local server is the benchmark's). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // Gone since it was listed.
    }
  }
  return pids;
}

/** The machine's busy and total ticks, all cores (the first line of /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  // idle and iowait
  return { busy: total - ticks[3]! - (ticks[4] ?? 0), total };
}

/**
 * Where the CPU went in a window: the server's (its process and children), PostgreSQL's, the
 * writer's, this benchmark's own (its readers), and the machine's share busy. On a machine of a
 * few cores all of them share the cores, so a writer's cost shows as less room for the server
 * even when the server's own cost per request does not change: the server's CPU per request tells
 * the two apart.
 */
class CpuMeter {
  private start = this.read();

  constructor(
    private readonly server: number | null,
    private readonly writer: number | undefined,
  ) {}

  private read() {
    const server = cpuTicks(this.server ? [this.server, ...descendants(this.server)] : []);
    const writer = cpuTicks(this.writer ? [this.writer, ...descendants(this.writer)] : []);
    const own = process.cpuUsage();
    return { at: performance.now(), server, writer, postgres: cpuTicks(postgresPids()), own: (own.user + own.system) / 1000, machine: machineTicks() };
  }

  /** Cores used since the last call (or the meter's start), and the server's CPU ms per request. */
  lap(requests: number): CpuLap {
    const end = this.read();
    const seconds = (end.at - this.start.at) / 1000;
    const cores = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
    const server = ticksBetween(this.start.server, end.server);
    const lap = {
      server: cores(server),
      postgres: cores(ticksBetween(this.start.postgres, end.postgres)),
      writer: cores(ticksBetween(this.start.writer, end.writer)),
      bench: (end.own - this.start.own) / 1000 / seconds,
      machineBusy: (end.machine.busy - this.start.machine.busy) / (end.machine.total - this.start.machine.total),
      serverMsPerRequest: ((server / TICKS_PER_SECOND) * 1000) / requests,
    };
    this.start = end;
    return lap;
  }
}

type CpuLap = { server: number; postgres: number; writer: number; bench: number; machineBusy: number; serverMsPerRequest: number };

/** USER_HZ: Linux reports process times in hundredths of a second. */
const TICKS_PER_SECOND = 100;

type Batch = Extract<WriterMessage, { type: 'batch' }>;

/** Forks the writer and waits until it has read its partner's deals; `start` sets it going. */
async function startWriter(onBatch: (batch: Batch) => void): Promise<{
  child: ChildProcess;
  ready: Extract<WriterMessage, { type: 'ready' }>;
  done: Promise<Extract<WriterMessage, { type: 'done' }>>;
  send: (message: ParentMessage) => void;
}> {
  const child = fork(fileURLToPath(new URL('./bench-feed-writer.ts', import.meta.url)), ['--writer', writerMode, '--seconds', String(seconds)], {
    execArgv: ['--conditions=react-server', '--import', 'tsx'],
    // The importer's per-run info lines would drown the bench's own; warnings still show.
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  const stop = async () => void child.kill();
  cleanups.add(stop);
  let resolveReady: (message: Extract<WriterMessage, { type: 'ready' }>) => void = () => {};
  let resolveDone: (message: Extract<WriterMessage, { type: 'done' }>) => void = () => {};
  let rejectAll: (error: Error) => void = () => {};
  const ready = new Promise<Extract<WriterMessage, { type: 'ready' }>>((resolve, reject) => {
    resolveReady = resolve;
    rejectAll = reject;
  });
  const done = new Promise<Extract<WriterMessage, { type: 'done' }>>((resolve, reject) => {
    resolveDone = resolve;
    const previous = rejectAll;
    rejectAll = (error) => {
      previous(error);
      reject(error);
    };
  });
  // Whoever awaits them sees the failure; this keeps an unawaited one from ending the process.
  done.catch(() => {});
  child.on('message', (raw) => {
    const message = raw as WriterMessage;
    if (message.type === 'ready') resolveReady(message);
    else if (message.type === 'batch') onBatch(message);
    else if (message.type === 'done') resolveDone(message);
    else rejectAll(new Error(`The writer failed: ${message.message}`));
  });
  child.on('exit', (code) => {
    cleanups.delete(stop);
    rejectAll(new Error(`The writer exited with ${code} before it was done`));
  });
  return { child, ready: await ready, done, send: (message) => child.send(message) };
}

const PROBE_EVERY_MS = 50;
const PROBE_GIVE_UP_MS = 30_000;

/** Polls the API until the deal priced `cents` (no other deal has that price) is listed: ms from its commit, or null. */
async function visibleAfter(partner: number, cents: number, committedAt: number): Promise<number | null> {
  const price = (cents / 100).toFixed(2);
  const pathname = `/api/properties/?partner=${partner}&price__gte=${price}&price__lte=${price}&size=1`;
  while (Date.now() - committedAt < PROBE_GIVE_UP_MS) {
    const asked = Date.now();
    try {
      const { count } = await getJson<{ count: number }>(pathname);
      if (count > 0) return Date.now() - committedAt;
    } catch {
      // An error answer is the readers' figure to report; the probe asks again.
    }
    await sleep(asked + PROBE_EVERY_MS - Date.now());
  }
  return null;
}

function readerLine(window: string, name: string, stats: Stats): string {
  return (
    `  ${window.padEnd(6)} ${name.padEnd(7)} ${stats.rps.toFixed(0).padStart(6)} req/s  p50 ${ms1(stats.p50).padStart(6)}  p95 ${ms1(stats.p95).padStart(6)}  ` +
    `p99 ${ms1(stats.p99).padStart(6)}  max ${ms1(stats.max).padStart(7)} ms  non-2xx/errors/timeouts ${stats.non2xx}/${stats.errors}/${stats.timeouts}`
  );
}

async function livePhase(): Promise<string[]> {
  console.log(`\n== Live: ${base}, readers ${seconds} s quiet then ${seconds} s beside a writer (${writerMode})`);
  // Countries that hold deals, from the server itself (a server without facets: its countries).
  const countries = await getJson<{ facets: { country: Record<string, number> } }>('/api/properties/facets/').then(
    ({ facets }) =>
      Object.entries(facets.country)
        .filter(([, n]) => n > 0)
        .map(([id]) => id),
    async () => (await getJson<{ results: { id: number }[] }>('/api/locations/?size=100')).results.map((c) => String(c.id)),
  );
  if (countries.length === 0) throw new Error('The datafeed is empty: seed it first');
  const { results: partners } = await getJson<{ results: { id: number }[] }>('/api/partners/?size=100');
  const total = await getJson<{ count: number }>('/api/properties/?size=1');

  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const DURATIONS = ['1-5', '6-10', '11+'];
  const STAR_MINIMUMS = ['5', '4', '3', '2'];
  const ORDERINGS = ['price', '-price', '-rating', '-discount'];
  /** A country, a nights bucket and "N stars and up"; now and then "discount only" or "last minutes" (as bench:comparator). */
  const filters = () => {
    const params = new URLSearchParams({ country: pick(countries), duration: pick(DURATIONS), rating__gte: pick(STAR_MINIMUMS) });
    const extra = Math.random();
    if (extra < 0.2) params.set('has_discount', 'true');
    else if (extra < 0.4) params.set('last', 'true');
    return params;
  };
  /** Three random filters and a set of partners of its own (one of 255): views do not repeat. */
  let unique = 0;
  const newView = () => {
    const params = filters();
    const bits = ++unique % 255 || 255;
    partners.forEach((partner, i) => {
      if (bits & (1 << i)) params.append('partner', String(partner.id));
    });
    return params;
  };
  // The browser's own request (src/lib/api-client.ts), unless the server has no such endpoint yet.
  let change = values.change;
  if (change === 'api') {
    const response = await fetch(`${base}${comparatorViewUrl('fr-be', newView())}`, { headers: { accept: 'application/json' } });
    await response.arrayBuffer();
    if (response.status === 404) {
      console.log('  GET /api/properties/compare/ answers 404 on this server: the change reader asks for the page /comparateur?… instead (--change page)');
      change = 'page';
    }
  }
  const readers: Reader[] = [
    { name: 'api', connections: 10, path: () => `/api/properties/?${filters()}&ordering=${pick(ORDERINGS)}&size=20`, headers: { accept: 'application/json' } },
    change === 'api'
      ? { name: 'change', connections: 5, path: () => comparatorViewUrl('fr-be', newView()), headers: { accept: 'application/json' } }
      : { name: 'change', connections: 5, path: () => `/comparateur?${newView()}`, headers: {} },
    { name: 'health', connections: 2, path: () => '/api/health', headers: {} },
  ];
  console.log(
    `  ${number(total.count)} deals, ${countries.length} countries; readers: api 10, change (${change === 'api' ? 'GET /api/properties/compare/' : 'page /comparateur'}) 5, health 2 connections`,
  );

  const batches: Batch[] = [];
  const delays: Promise<number | null>[] = [];
  let writerPartner = 0;
  const writer = await startWriter((batch) => {
    batches.push(batch);
    delays.push(visibleAfter(writerPartner, batch.markerCents, batch.committedAt));
    const problem = batch.status === 'succeeded' ? '' : ` ${batch.status}`;
    console.log(
      `  writer  batch ${String(batch.index + 1).padStart(3)}: ${batch.ms} ms${batch.readMs ? ` (+${batch.readMs} ms to read it back)` : ''}, ` +
        `${batch.updated} updated${batch.rejected ? `, ${batch.rejected} rejected (${batch.firstRejection})` : ''}${batch.late ? ', late' : ''}${problem}`,
    );
  });
  writerPartner = writer.ready.partner.id;
  console.log(`  writer ready: ${writerMode === 'import' ? 'delta imports' : 'SQL updates'} of 1,000 deals of ${writer.ready.partner.slug} (${number(writer.ready.partner.deals)} listed deals)`);
  // A server on another database would never show the writer's changes: say so now rather than after the run.
  const listed = await getJson<{ count: number }>(`/api/properties/?partner=${writerPartner}&size=1`);
  if (listed.count !== writer.ready.partner.deals) {
    console.log(`  warning: the server lists ${number(listed.count)} deals of ${writer.ready.partner.slug}, DATABASE_URL ${number(writer.ready.partner.deals)}: is it the server's database?`);
  }

  const pid = values.pid ? Number(values.pid) : listenerPid();
  const memory = pid && statusKb(pid, 'VmRSS') !== null ? new MemorySampler(pid) : null;
  if (memory) {
    memory.start();
    await sleep(3000);
    console.log(`  server pid ${pid}: idle RSS ${mb(memory.idle())} MB`);
  } else {
    console.log('  no server process found to sample (give --pid): memory is not measured');
  }

  const windows = {} as Record<'quiet' | 'writer', Stats[]>;
  const cpu = {} as Record<'quiet' | 'writer', CpuLap>;
  const meter = new CpuMeter(pid, writer.child.pid);
  const runWindow = async (window: 'warm-up' | 'quiet' | 'writer', duration: number) => {
    if (memory) memory.window = window;
    if (window === 'writer') writer.send({ type: 'start' });
    const stats = await Promise.all(readers.map((reader) => runReader(reader, duration)));
    const lap = meter.lap(stats.reduce((n, s) => n + s.requests, 0));
    if (window === 'warm-up') return;
    windows[window] = stats;
    cpu[window] = lap;
    readers.forEach((reader, i) => console.log(readerLine(window, reader.name, stats[i]!)));
    console.log(
      `  ${window.padEnd(6)} cpu     server ${lap.server.toFixed(2)} cores (${lap.serverMsPerRequest.toFixed(2)} ms a request), postgres ${lap.postgres.toFixed(2)}, ` +
        `writer ${lap.writer.toFixed(2)}, readers ${lap.bench.toFixed(2)}; machine ${(lap.machineBusy * 100).toFixed(0)} % busy`,
    );
  };
  try {
    await runWindow('warm-up', 3);
    await runWindow('quiet', seconds);
    await runWindow('writer', seconds);
    const done = await writer.done;
    const visible = await Promise.all(delays);
    memory?.stop();

    const tables: string[] = [];
    const header = (label: string) => `${label} quiet | ${label} writer`;
    const pair = (stat: (s: Stats) => string, i: number) => `${stat(windows.quiet[i]!)} | ${stat(windows.writer[i]!)}`;
    tables.push(
      [
        `Readers (${seconds} s each window; latencies in ms):`,
        '',
        `| reader | conns | ${header('req/s')} | writer/quiet | ${header('p50')} | ${header('p95')} | ${header('p99')} | ${header('max')} | ${header('non-2xx/errors/timeouts')} |`,
        `|${'---|'.repeat(15)}`,
        ...readers.map(
          (reader, i) =>
            `| ${reader.name}${reader.name === 'change' ? ` (${change === 'api' ? 'API' : 'page'})` : ''} | ${reader.connections} | ${pair((s) => s.rps.toFixed(0), i)} | ` +
            `${(windows.writer[i]!.rps / windows.quiet[i]!.rps).toFixed(2)} | ${pair((s) => ms1(s.p50), i)} | ${pair((s) => ms1(s.p95), i)} | ` +
            `${pair((s) => ms1(s.p99), i)} | ${pair((s) => ms1(s.max), i)} | ${pair((s) => `${s.non2xx}/${s.errors}/${s.timeouts}`, i)} |`,
        ),
      ].join('\n'),
    );

    tables.push(
      [
        `CPU in each window (cores used; the readers are this benchmark's process; the machine has ${os.cpus().length} cores):`,
        '',
        '| window | server | server ms a request | postgres | writer | readers | machine busy |',
        '|---|---|---|---|---|---|---|',
        ...(['quiet', 'writer'] as const).map((window) => {
          const lap = cpu[window];
          const writerCores = window === 'quiet' ? '–' : lap.writer.toFixed(2);
          return `| ${window} | ${lap.server.toFixed(2)} | ${lap.serverMsPerRequest.toFixed(2)} | ${lap.postgres.toFixed(2)} | ${writerCores} | ${lap.bench.toFixed(2)} | ${(lap.machineBusy * 100).toFixed(0)} % |`;
        }),
      ].join('\n'),
    );

    const seen = visible.filter((delay): delay is number => delay !== null).sort((a, b) => a - b);
    const took = batches.map((batch) => batch.ms).sort((a, b) => a - b);
    const late = batches.filter((batch) => batch.late).length;
    const failed = batches.filter((batch) => batch.status !== 'succeeded').length;
    const rejected = batches.reduce((sum, batch) => sum + batch.rejected, 0);
    console.log(
      `  writer: ${done.batches} of ${done.due} batches, ${late} late, ${failed} failed, ${rejected} rows rejected; each ${ms1(median(took))} ms median, ` +
        `${ms1(took.at(-1) ?? NaN)} ms max; writer peak RSS ${mb(done.maxRssKb)} MB`,
    );
    console.log(
      `  visibility: ${seen.length} of ${visible.length} changes seen, after ${ms1(median(seen))} ms median, ${ms1(seen.at(-1) ?? NaN)} ms max` +
        `${visible.length > seen.length ? ` (${visible.length - seen.length} not seen within ${PROBE_GIVE_UP_MS / 1000} s)` : ''}`,
    );
    tables.push(
      [
        `Writer (${writerMode === 'import' ? 'delta import with importFeed' : 'SQL UPDATE'}, 1,000 deals a second) and the time until a changed price is listed by the API (polled every ${PROBE_EVERY_MS} ms):`,
        '',
        '| writer | batches run / due | late | failed | rows rejected | batch ms median | batch ms max | writer peak RSS | changes seen | visible after, median | visible after, max |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        `| ${writerMode} | ${done.batches} / ${done.due} | ${late} | ${failed} | ${rejected} | ${ms1(median(took))} | ${ms1(took.at(-1) ?? NaN)} | ${mb(done.maxRssKb)} MB | ` +
          `${seen.length} / ${visible.length} | ${ms1(median(seen))} ms | ${ms1(seen.at(-1) ?? NaN)} ms |`,
      ].join('\n'),
    );

    if (memory) {
      const idle = memory.idle();
      const [quiet, writing] = [memory.max('quiet'), memory.max('writer')];
      console.log(`  server RSS: idle ${mb(idle)} MB, max quiet ${mb(quiet)} MB, max writer ${mb(writing)} MB (${(Math.max(quiet, writing) / idle).toFixed(2)} × idle)`);
      tables.push(
        [
          `Server memory (VmRSS of pid ${memory.pid}, every 500 ms):`,
          '',
          '| idle MB | max quiet MB | max writer MB | max / idle |',
          '|---|---|---|---|',
          `| ${mb(idle)} | ${mb(quiet)} | ${mb(writing)} | ${(Math.max(quiet, writing) / idle).toFixed(2)} |`,
        ].join('\n'),
      );
    }
    return tables;
  } finally {
    memory?.stop();
    if (writer.child.exitCode === null) writer.child.kill();
  }
}

async function main(): Promise<void> {
  const tables: string[] = [];
  if (phases.includes('import')) tables.push(`Import (feed:import in a child process, throwaway database seeded small):\n\n${await importPhase()}`);
  if (phases.includes('live')) tables.push(...(await livePhase()));
  console.log(`\n${tables.join('\n\n')}`);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await runCleanups();
  process.exitCode = 1;
});
