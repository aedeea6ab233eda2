/**
 * The writer of `npm run bench:feed`'s live phase, in a process of its own as a worker server
 * would be (forked by scripts/bench-feed.ts, which talks to it over IPC; not meant to be run by
 * hand). On DATABASE_URL, the database of the server under test:
 *   --writer import  every second, 1,000 random listed deals of one seeded partner (the one with
 *                    the most deals) are read back with their destinations and dictionaries, given
 *                    a new price, written as a small CSV feed in the default mapping (columns named
 *                    as our fields, country as its ISO code, region and city as fr-be slugs, rental
 *                    type and services as slugs) and imported in this process with importFeed as a
 *                    delta;
 *   --writer sql     every second, one UPDATE of the price of 1,000 random deals (a server without
 *                    the importer: the previous commit).
 * One row of each batch gets a price no other deal has (4321.xx €, the cents counting the batches:
 * prices end in 00 elsewhere, and a band earlier runs used is skipped), so the parent can poll the
 * API until that deal shows. A batch that ends after the next one's second delays it (counted as
 * late). The changed prices stay: it is a benchmark database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { closeDatabase, getMaintenanceDatabase, type Db } from '../src/server/db/client';
import { importFeed } from '../src/server/services/feed-import/import';

/** Messages to the parent (scripts/bench-feed.ts reads the same shapes). */
export type WriterMessage =
  | { type: 'ready'; partner: { id: number; slug: string; deals: number }; mode: 'import' | 'sql' }
  | {
      type: 'batch';
      index: number;
      /** Epoch ms: when the batch was due, when it started, when its change was committed. */
      dueAt: number;
      startedAt: number;
      committedAt: number;
      /** The import (or UPDATE) alone; reading the rows back is `readMs`. */
      ms: number;
      readMs: number;
      late: boolean;
      /** Euro cents of the one deal priced like no other. */
      markerCents: number;
      rows: number;
      updated: number;
      rejected: number;
      firstRejection: string | null;
      status: string;
    }
  | { type: 'done'; batches: number; due: number; maxRssKb: number }
  | { type: 'error'; message: string };

export type ParentMessage = { type: 'start' } | { type: 'stop' };

const { values } = parseArgs({
  options: { writer: { type: 'string', default: 'import' }, rows: { type: 'string', default: '1000' }, seconds: { type: 'string', default: '30' } },
});
const mode = values.writer === 'sql' ? 'sql' : 'import';
const batchRows = Math.max(2, Number(values.rows) || 1000);
/** One batch a second for this many seconds. */
const due = Math.max(1, Number(values.seconds) || 30);
/** The feed's columns: our field names, the default mapping. */
const COLUMNS = [
  'external_id',
  'name',
  'image',
  'deep_link',
  'country',
  'region',
  'city',
  'rental_type',
  'services',
  'type_of_stay',
  'price',
  'old_price',
  'nights',
  'stars',
  'departure_date',
  'last_minute',
] as const;

function send(message: WriterMessage): void {
  process.send?.(message);
}

async function rows<T>(database: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.execute(query)) as unknown as { rows: T[] }).rows;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A value of a `;`-separated CSV line, quoted when it holds a delimiter, a quote or a line break. */
function csvValue(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** `count` distinct entries drawn at random. */
function sample<T>(items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(Math.random() * items.length));
  return [...chosen].map((i) => items[i]!);
}

/** A new whole-euro price, 15 % around the old one, never the old one. */
function newPrice(cents: number): number {
  const next = Math.max(100, Math.round((cents * (0.85 + Math.random() * 0.3)) / 100) * 100);
  return next === cents ? next + 100 : next;
}

type DealRow = {
  id: number;
  external_id: string;
  name: string;
  image: string;
  deep_link: string;
  country: string;
  region: string | null;
  city: string | null;
  rental_type: string;
  services: string[];
  type_of_stay: string;
  price: number;
  old_price: number | null;
  nights: number;
  stars: number;
  departure_date: string | null;
  last_minute: boolean;
};

const euros = (cents: number) => (cents / 100).toFixed(2);

function feedLine(deal: DealRow, price: number): string {
  const fields: Record<(typeof COLUMNS)[number], string> = {
    external_id: deal.external_id,
    name: deal.name,
    image: deal.image,
    deep_link: deal.deep_link,
    country: deal.country,
    region: deal.region ?? '',
    city: deal.city ?? '',
    rental_type: deal.rental_type,
    services: deal.services.join('|'),
    type_of_stay: deal.type_of_stay,
    price: euros(price),
    old_price: deal.old_price === null ? '' : euros(deal.old_price),
    nights: String(deal.nights),
    stars: String(deal.stars),
    departure_date: deal.departure_date ?? '',
    last_minute: deal.last_minute ? 'true' : 'false',
  };
  return COLUMNS.map((column) => csvValue(fields[column])).join(';');
}

async function main(): Promise<void> {
  // DATABASE_URL, as scripts/feed-import.ts opens it (no statement timeout).
  const database = getMaintenanceDatabase().db;
  const [partner] = await rows<{ id: number; slug: string; deals: number }>(
    database,
    sql`SELECT p.id, p.slug, count(*)::int AS deals FROM properties d JOIN partners p ON p.id = d.partner_id
        GROUP BY p.id, p.slug ORDER BY count(*) DESC, p.id LIMIT 1`,
  );
  if (!partner) throw new Error('The datafeed is empty: seed it first');
  // The previous commit's schema (--writer sql against it) has no ended_at column.
  const [{ ended } = { ended: false }] = await rows<{ ended: boolean }>(
    database,
    sql`SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'properties' AND column_name = 'ended_at') AS ended`,
  );
  const ids = (
    await rows<{ id: number }>(
      database,
      ended
        ? sql`SELECT id FROM properties WHERE partner_id = ${partner.id} AND ended_at IS NULL`
        : sql`SELECT id FROM properties WHERE partner_id = ${partner.id}`,
    )
  ).map((row) => row.id);

  // The marker prices: cents 01–99 of whole euros from 4321 € up, in a band no deal uses yet.
  const span = Math.ceil(due / 99);
  let band = 4321;
  for (;;) {
    const [{ used } = { used: false }] = await rows<{ used: boolean }>(
      database,
      sql`SELECT EXISTS (SELECT 1 FROM properties WHERE price >= ${band * 100} AND price < ${(band + span) * 100} AND price % 100 <> 0) AS used`,
    );
    if (!used) break;
    band += span;
  }
  const markerOf = (index: number) => (band + Math.floor(index / 99)) * 100 + (index % 99) + 1;
  send({ type: 'ready', partner: { ...partner, deals: ids.length }, mode });

  let stopped = false;
  const started = new Promise<void>((resolve) =>
    process.on('message', (message) => {
      if ((message as ParentMessage).type === 'stop') stopped = true;
      resolve();
    }),
  );
  await started;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-feed-writer-'));
  const t0 = Date.now();
  let batches = 0;
  try {
    for (let index = 0; index < due && !stopped; index++) {
      const dueAt = t0 + index * 1000;
      // When the previous batch ran past this one's second, this one starts as it ends.
      const late = Date.now() > dueAt + 50;
      if (!late) await sleep(dueAt - Date.now());
      if (Date.now() >= t0 + due * 1000) break;
      const startedAt = Date.now();
      const chosen = sample(ids, batchRows);
      const markerCents = markerOf(index);
      let committedAt = 0;
      let readMs = 0;
      let outcome = { rows: chosen.length, updated: 0, rejected: 0, firstRejection: null as string | null, status: 'succeeded' };
      if (mode === 'import') {
        const deals = await rows<DealRow>(
          database,
          sql`SELECT p.id, p.external_id, p.name, p.image, p.deep_link, c.country_code AS country, r.slug AS region, t.slug AS city,
                     pc.slug AS rental_type,
                     ARRAY(SELECT s.slug FROM unnest(p.service_type_ids) WITH ORDINALITY AS u(id, n) JOIN service_types s ON s.id = u.id ORDER BY u.n) AS services,
                     p.type_of_stay, p.price, p.old_price, p.duration AS nights, p.rating AS stars, p.departure_date, p.is_last_minute AS last_minute
              FROM properties p
              JOIN destinations c ON c.id = p.country_id
              LEFT JOIN destination_translations r ON r.destination_id = p.region_id AND r.locale = 'fr-be'
              LEFT JOIN destination_translations t ON t.destination_id = p.city_id AND t.locale = 'fr-be'
              JOIN property_categories pc ON pc.id = p.property_category_id
              WHERE p.id = ANY(${sql.param(chosen)}::integer[])`,
        );
        const lines = [COLUMNS.join(';'), ...deals.map((deal, i) => feedLine(deal, i === 0 ? markerCents : newPrice(deal.price)))];
        const file = path.join(dir, `delta-${index}.csv`);
        writeFileSync(file, `${lines.join('\n')}\n`);
        readMs = Date.now() - startedAt;
        const importStarted = Date.now();
        const run = await importFeed({
          partner: partner.id,
          input: { location: file },
          mode: 'delta',
          trigger: 'cli',
          // `done` is told right after the transaction that applies the feed commits.
          onProgress: (progress) => {
            if (progress.phase === 'done') committedAt = Date.now();
          },
        });
        rmSync(file, { force: true });
        outcome = {
          rows: run.rowsRead,
          updated: run.updated + run.inserted,
          rejected: run.rejected,
          firstRejection: run.rejections[0] ? `line ${run.rejections[0].line}: ${run.rejections[0].reason}` : run.error,
          status: run.status,
        };
        send({ type: 'batch', index, dueAt, startedAt, committedAt: committedAt || Date.now(), ms: Date.now() - importStarted, readMs, late, markerCents, ...outcome });
      } else {
        const [marker, ...others] = chosen;
        const result = await rows<{ id: number }>(
          database,
          sql`UPDATE properties p SET price = v.price, has_discount = p.old_price IS NOT NULL AND p.old_price > v.price
              FROM (SELECT id, CASE WHEN id = ${marker} THEN ${markerCents}
                                    ELSE greatest(100, round(price * (0.85 + random() * 0.3) / 100) * 100)::int END AS price
                    FROM properties WHERE id = ANY(${sql.param([marker, ...others])}::integer[])) v
              WHERE p.id = v.id RETURNING p.id`,
        );
        committedAt = Date.now();
        outcome.updated = result.length;
        send({ type: 'batch', index, dueAt, startedAt, committedAt, ms: committedAt - startedAt, readMs, late, markerCents, ...outcome });
      }
      batches++;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  send({ type: 'done', batches, due, maxRssKb: process.resourceUsage().maxRSS });
}

main()
  .catch((error: unknown) => {
    // drizzle's message quotes the whole statement and its parameters: the database's own reason is what tells.
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const message = error instanceof Error ? `${error.message.split('\n')[0]!.slice(0, 200)}${cause}` : String(error);
    send({ type: 'error', message });
    process.exitCode = 1;
  })
  .finally(async () => {
    await closeDatabase();
    process.disconnect?.();
  });
