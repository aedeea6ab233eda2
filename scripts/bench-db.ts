/**
 * npm run bench:db -- [--only pg|pglite] [--scale large|small] [--runs 20] [--explain]
 *
 * Loads a seed into PostgreSQL (DATABASE_URL as is, or else a throwaway database bench_<timestamp> on the
 * local server, dropped afterwards) and into PGlite (a temporary directory), prints the load time and rows
 * per second per table group, then the median time of the queries the site runs most. Not a test: no
 * assertion, figures only. The queries are plain SQL on purpose: they show what the schema and its indexes
 * allow, whatever the services end up writing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, type Db, migrateDatabase, openDatabase } from '../src/server/db/client';
import { type SeedReport, seedDatabase } from '../src/server/seed';
import { env } from '../src/server/env';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const WARM_UP = 3;
const SLOW_MS = 25;

type Target = { label: string; handle: DatabaseHandle; dispose: () => Promise<void> };
type Query = { name: string; run: (db: Db) => Promise<unknown>; explain?: SQL };

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    scale: { type: 'string', default: 'large' },
    runs: { type: 'string', default: '20' },
    explain: { type: 'boolean', default: false },
  },
});
const scale = values.scale === 'small' ? 'small' : 'large';
const runs = Math.max(1, Number(values.runs) || 20);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function postgresTarget(): Promise<Target> {
  if (env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: env.DATABASE_URL });
    return { label: 'PostgreSQL (DATABASE_URL)', handle, dispose: () => handle.close() };
  }
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: LOCAL_SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const handle = openDatabase({ kind: 'postgres', url: withDatabase(LOCAL_SERVER, name) });
  return {
    label: `PostgreSQL (${name})`,
    handle,
    dispose: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: LOCAL_SERVER });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    },
  };
}

function pgliteTarget(): Target {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const handle = openDatabase({ kind: 'pglite', dir });
  return {
    label: `PGlite (${dir})`,
    handle,
    dispose: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function printLoad(report: SeedReport): void {
  console.log(report.skipped ? `  already seeded, load skipped (${report.ms} ms)` : `  load: ${(report.ms / 1000).toFixed(1)} s`);
  for (const step of report.steps ?? []) {
    const rate = step.rows > 0 && step.ms > 0 ? `${Math.round((step.rows / step.ms) * 1000).toLocaleString('en')} rows/s` : '';
    console.log(`    ${step.name.padEnd(30)} ${step.rows.toLocaleString('en').padStart(10)} rows ${String(step.ms).padStart(7)} ms  ${rate}`);
  }
}

async function buildQueries(db: Db): Promise<Query[]> {
  const now = new Date();
  const [es] = await rows<{ id: number }>(db, sql`SELECT id FROM destinations WHERE country_code = 'ES'`);
  // The store with the most promotions in fr-be, and a two-level path of the destination tree.
  const [store] = await rows<{ id: number; slug: string }>(
    db,
    sql`SELECT p.store_id AS id, max(t.slug) AS slug FROM promotions p JOIN store_translations t ON t.store_id = p.store_id AND t.locale = 'fr-be'
        GROUP BY p.store_id ORDER BY count(*) DESC, p.store_id LIMIT 1`,
  );
  const [pathRow] = await rows<{ parent: string; child: string }>(
    db,
    sql`SELECT ps.slug AS parent, cs.slug AS child FROM slugs cs JOIN slugs ps ON ps.id = cs.parent_id
        WHERE cs.locale = 'nl-be' AND cs.entity_type = 'sublocation' AND ps.entity_type = 'location' ORDER BY cs.id LIMIT 1`,
  );
  if (!es || !store || !pathRow) throw new Error('The database is not seeded');

  // The comparator reads its in-memory index (src/server/services/datafeed-index); the database gives it
  // the cards of a page of ids, and the listed deals in price order, a chunk at a time, when it is built.
  const cardIds = await rows<{ id: number }>(db, sql`SELECT id FROM properties WHERE country_id = ${es.id} AND ended_at IS NULL ORDER BY id LIMIT 20`);
  const cards = sql`SELECT id, name, image, deep_link, price, old_price, duration, rating, type_of_stay, departure_date
        FROM properties WHERE id = ANY(${sql.param(cardIds.map((r) => r.id))}::int[]) AND ended_at IS NULL`;
  const loadChunk = sql`SELECT id, country_id, region_id, city_id, property_category_id, partner_id, service_type_ids, type_of_stay,
          price, old_price, duration, rating, has_discount, is_last_minute, category_best_offer, homepage_best_offer
        FROM properties WHERE ended_at IS NULL AND (price, id) > (50000, 0) ORDER BY price, id LIMIT 5000`;
  const activePromotions = sql`
    SELECT p.id, p.type, p.link, p.ends_at, p.is_exclusive, t.title, t.offer, t.description, t.condition,
           c.id AS coupon_id, c.code, c.time_of_using
    FROM promotions p
    JOIN promotion_translations t ON t.promotion_id = p.id AND t.locale = 'fr-be'
    JOIN coupons c ON c.promotion_id = p.id
    WHERE p.store_id = ${store.id} AND p.type = 'coupon' AND p.starts_at <= ${now} AND (p.ends_at IS NULL OR p.ends_at > ${now})
    ORDER BY p.position, p.id`;
  const rootSlug = sql`SELECT id, entity_type, entity_id FROM slugs WHERE locale = 'fr-be' AND parent_id IS NULL AND slug = ${store.slug}`;
  const childSlug = sql`
    SELECT c.id, c.entity_type, c.entity_id FROM slugs c JOIN slugs p ON p.id = c.parent_id
    WHERE p.locale = 'nl-be' AND p.parent_id IS NULL AND p.slug = ${pathRow.parent} AND c.locale = 'nl-be' AND c.slug = ${pathRow.child}`;

  return [
    { name: '(a) datafeed: 20 cards by id', run: (d) => d.execute(cards), explain: cards },
    { name: '(a) datafeed: a 5,000-deal chunk of the index build', run: (d) => d.execute(loadChunk), explain: loadChunk },
    { name: `(b) active coupons of store ${store.id}, fr-be`, run: (d) => d.execute(activePromotions), explain: activePromotions },
    { name: `(c) slug /${store.slug} (root)`, run: (d) => d.execute(rootSlug), explain: rootSlug },
    { name: `(c) slug /${pathRow.parent}/${pathRow.child} (nl-be)`, run: (d) => d.execute(childSlug), explain: childSlug },
  ];
}

async function time(db: Db, query: Query): Promise<{ median: number; min: number; max: number }> {
  for (let i = 0; i < WARM_UP; i++) await query.run(db);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await query.run(db);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const mid = Math.floor(samples.length / 2);
  const median = samples.length % 2 ? (samples[mid] as number) : ((samples[mid - 1] as number) + (samples[mid] as number)) / 2;
  return { median, min: samples[0] as number, max: samples[samples.length - 1] as number };
}

async function bench(target: Target): Promise<void> {
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'bench-storage-'));
  try {
    console.log(`\n== ${target.label}, ${scale} seed`);
    await migrateDatabase(target.handle);
    const report = await seedDatabase(target.handle, { scale, storageDir });
    printLoad(report);
    const db = target.handle.db;
    const [{ count } = { count: 0 }] = await rows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM properties`);
    console.log(`  queries (median of ${runs} after ${WARM_UP} warm-up runs, ${Number(count).toLocaleString('en')} properties):`);
    for (const query of await buildQueries(db)) {
      const t = await time(db, query);
      console.log(`    ${query.name.padEnd(52)} median ${t.median.toFixed(2).padStart(8)} ms   (min ${t.min.toFixed(2)}, max ${t.max.toFixed(2)})`);
      if (query.explain && (values.explain || t.median > SLOW_MS)) {
        const plan = await rows<Record<string, string>>(db, sql`EXPLAIN (ANALYZE, BUFFERS) ${query.explain}`);
        for (const line of plan) console.log(`        ${Object.values(line)[0]}`);
      }
    }
  } finally {
    rmSync(storageDir, { recursive: true, force: true });
    await target.dispose();
  }
}

async function main(): Promise<void> {
  if (values.only && values.only !== 'pg' && values.only !== 'pglite') throw new Error('--only takes pg or pglite');
  if (values.only !== 'pglite') await bench(await postgresTarget());
  if (values.only !== 'pg') await bench(pgliteTarget());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
