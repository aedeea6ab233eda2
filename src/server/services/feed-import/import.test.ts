import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { type FeedServer, startFeedServer } from '@test/feed-server';
import { db } from '@/server/db/client';
import { datafeedVersion, feedRuns, partners, properties } from '@/server/db/schema';
import { ConflictError } from '@/server/errors';
import { putPartnerFeed } from './feeds';
import { importFeed, type ImportOptions } from './import';
import { STALE_MS } from './runs';

/**
 * The importer against a real database (PGlite, and PostgreSQL when DATABASE_URL is set), with
 * feeds served by a local HTTP server or read from files: each format, the mapping, bad rows,
 * full and delta feeds, runs that fail, running twice, and one run per partner at a time.
 */

setupTestDatabase({ seeded: true });

const HEADER = 'external_id;name;image;deep_link;country;region;city;rental_type;services;type_of_stay;price;old_price;nights;stars;departure_date;last_minute';
const csvRow = (id: string, extra: Partial<Record<'name' | 'price' | 'country' | 'nights', string>> = {}) =>
  [
    id,
    extra.name ?? `"Hotel ""${id}"" Mar; Spa"`,
    'https://img.example/a.jpg',
    `https://partner.example/deal/${id}`,
    extra.country ?? 'ES',
    '',
    '',
    'hotel',
    'half-board|breakfast',
    'beach',
    extra.price ?? '"499,50"',
    '599',
    extra.nights ?? '7',
    '4',
    '2026-12-20',
    'oui',
  ].join(';');

let server: FeedServer;
let partnerId = 0;
let otherPartnerId = 0;
const dir = mkdtempSync(path.join(os.tmpdir(), 'feed-import-test-'));

/** A partner of its own per test, with no seeded deal. */
async function newPartner(slug: string): Promise<number> {
  const [row] = await db()
    .insert(partners)
    .values({ name: slug, slug, website: `https://${slug}.example` })
    .returning({ id: partners.id });
  return row!.id;
}

async function dealsOf(partner: number) {
  return db()
    .select({ externalId: properties.externalId, name: properties.name, price: properties.price, endedAt: properties.endedAt, duration: properties.duration })
    .from(properties)
    .where(eq(properties.partnerId, partner))
    .orderBy(asc(properties.externalId));
}

async function version(): Promise<number> {
  const [row] = await db().select({ v: datafeedVersion.version }).from(datafeedVersion);
  return Number(row!.v);
}

const run = (partner: number, location: string, options: Partial<ImportOptions> = {}) =>
  importFeed({ partner, input: { location }, trigger: 'cli', ...options });

beforeAll(async () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<products>
  <product id="X-1">
    <title>Villa <![CDATA[Azul & Mar]]></title>
    <media><image>https://img.example/x1.jpg</image></media>
    <link>https://partner.example/x/1</link>
    <location><country>Espagne</country></location>
    <type>Villa</type>
    <board>Petit-déjeuner</board><board>half-board</board>
    <stay>plage</stay>
    <price>1 299,00 €</price>
    <nights>14</nights><stars>5</stars>
  </product>
  <product id="X-2">
    <title>Chalet &quot;Les Cimes&quot;</title>
    <media><image>/storage/chalet.jpg</image></media>
    <link>https://partner.example/x/2</link>
    <location><country>FR</country></location>
    <type>chalet</type>
    <stay>ski</stay>
    <price>899</price>
    <nights>7</nights><stars>3</stars>
  </product>
</products>`;
  server = await startFeedServer({
    '/feeds/semicolon.csv': { body: `\uFEFF${HEADER}\n${csvRow('C-1')}\n${csvRow('C-2', { name: 'Plain name' })}\n${csvRow('C-3')}\n`, contentType: 'text/csv' },
    '/feeds/products.xml': { body: xml, contentType: 'application/xml' },
    '/feeds/cut.csv.gz': { body: gzipSync(`${HEADER}\n${Array.from({ length: 2000 }, (_, i) => csvRow(`CUT-${i}`)).join('\n')}\n`), truncateAfter: 3000 },
    '/feeds/hang.csv': { body: '', hang: true },
  });
  partnerId = await newPartner('feedtest');
  otherPartnerId = await newPartner('feedtest-other');
});

afterAll(async () => {
  await server?.close();
});

describe('importing a feed', () => {
  it('reads a CSV with ; and quoted fields and a BOM over HTTP, and maps every field', async () => {
    const result = await run(partnerId, `${server.url}/feeds/semicolon.csv`, { mode: 'delta' });
    expect(result).toMatchObject({ status: 'succeeded', rowsRead: 3, inserted: 3, updated: 0, rejected: 0 });
    const [deal] = await db().select().from(properties).where(and(eq(properties.partnerId, partnerId), eq(properties.externalId, 'C-1')));
    expect(deal).toMatchObject({
      name: 'Hotel "C-1" Mar; Spa',
      deepLink: 'https://partner.example/deal/C-1',
      price: 49_950,
      oldPrice: 59_900,
      hasDiscount: true,
      duration: 7,
      rating: 4,
      typeOfStay: 'beach',
      isLastMinute: true,
      departureDate: '2026-12-20',
      endedAt: null,
    });
    expect(deal!.serviceTypeIds).toHaveLength(2);
  });

  it('reads an XML feed through the partner’s mapping (attributes, nested elements, repeated ones, CDATA, value maps)', async () => {
    const partner = await newPartner('feedtest-xml');
    await putPartnerFeed(db(), partner, {
      mapping: {
        fields: {
          external_id: '@id',
          name: 'title',
          image: 'media.image',
          deep_link: 'link',
          country: 'location.country',
          rental_type: 'type',
          services: 'board',
          type_of_stay: 'stay',
          nights: 'nights',
          stars: 'stars',
        },
        values: { type_of_stay: { plage: 'beach' } },
      },
    });
    const result = await run(partner, `${server.url}/feeds/products.xml`);
    expect(result).toMatchObject({ status: 'succeeded', rowsRead: 2, inserted: 2, rejected: 0 });
    const deals = await db().select().from(properties).where(eq(properties.partnerId, partner)).orderBy(asc(properties.externalId));
    expect(deals.map((d) => [d.externalId, d.name, d.price, d.typeOfStay, d.serviceTypeIds.length])).toEqual([
      ['X-1', 'Villa Azul & Mar', 129_900, 'beach', 2],
      ['X-2', 'Chalet "Les Cimes"', 89_900, 'ski', 0],
    ]);
  });

  it('reads gzip JSON lines from a file, reporting a bad line and a bad row and importing the rest', async () => {
    const partner = await newPartner('feedtest-jsonl');
    const line = (id: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        external_id: id,
        name: `Deal ${id}`,
        image: 'https://img.example/j.jpg',
        deep_link: `https://partner.example/j/${id}`,
        country: 'Belgique',
        rental_type: 'apartment',
        type_of_stay: 'city',
        price: 250,
        nights: 3,
        stars: 3,
        ...extra,
      });
    const file = path.join(dir, 'deals.jsonl.gz');
    writeFileSync(file, gzipSync([line('J-1'), '{not json', line('J-2', { price: 'free' }), line('J-3', { last_minute: true })].join('\n')));
    const result = await run(partner, file);
    expect(result).toMatchObject({ status: 'succeeded', rowsRead: 4, inserted: 2, rejected: 2 });
    expect(result.rejections).toEqual([
      { line: 2, field: null, reason: expect.stringMatching(/json/i) },
      { line: 3, field: 'price', reason: expect.stringContaining("'free'") },
    ]);
    expect((await dealsOf(partner)).map((d) => d.externalId)).toEqual(['J-1', 'J-3']);
  });

  it('changes nothing the second time the same feed comes: no row written, no change for the servers to follow', async () => {
    const before = await version();
    const again = await run(partnerId, `${server.url}/feeds/semicolon.csv`, { mode: 'delta' });
    expect(again).toMatchObject({ status: 'succeeded', rowsRead: 3, inserted: 0, updated: 0, unchanged: 3, ended: 0 });
    expect(await version()).toBe(before);
  });

  it('ends (keeps, no longer lists) the deals a full feed leaves out, leaves them with a delta feed, lists them again when they come back', async () => {
    const partner = await newPartner('feedtest-full');
    const three = path.join(dir, 'three.csv');
    const one = path.join(dir, 'one.csv');
    writeFileSync(three, [HEADER, csvRow('F-1'), csvRow('F-2'), csvRow('F-3')].join('\n'));
    writeFileSync(one, [HEADER, csvRow('F-2', { price: '450' })].join('\n'));
    await run(partner, three);

    expect(await run(partner, one, { mode: 'delta' })).toMatchObject({ updated: 1, ended: 0 });
    expect((await dealsOf(partner)).filter((d) => d.endedAt !== null)).toHaveLength(0);

    expect(await run(partner, one, { mode: 'full' })).toMatchObject({ status: 'succeeded', unchanged: 1, ended: 2 });
    const deals = await dealsOf(partner);
    expect(deals.map((d) => [d.externalId, d.endedAt !== null])).toEqual([
      ['F-1', true],
      ['F-2', false],
      ['F-3', true],
    ]);

    expect(await run(partner, three, { mode: 'full' })).toMatchObject({ inserted: 0, updated: 3, ended: 0 });
    expect((await dealsOf(partner)).every((d) => d.endedAt === null)).toBe(true);
  });

  it('keeps a deal the full feed lists but cannot read, and rejects a repeated external id', async () => {
    const partner = await newPartner('feedtest-keep');
    const file = path.join(dir, 'keep.csv');
    writeFileSync(file, [HEADER, csvRow('K-1'), csvRow('K-2')].join('\n'));
    await run(partner, file);
    writeFileSync(file, [HEADER, csvRow('K-1', { nights: 'many' }), csvRow('K-2'), csvRow('K-2', { price: '1' })].join('\n'));
    const result = await run(partner, file, { mode: 'full' });
    expect(result).toMatchObject({ status: 'succeeded', rowsRead: 3, rejected: 2, ended: 0, unchanged: 1 });
    expect(result.rejections.map((r) => [r.line, r.field])).toEqual([
      [2, 'nights'],
      [4, 'external_id'],
    ]);
    expect((await dealsOf(partner)).map((d) => [d.externalId, d.endedAt, d.price])).toEqual([
      ['K-1', null, 49_950],
      ['K-2', null, 49_950],
    ]);
  });

  it('fails as a whole, changing nothing, when the feed breaks off half-way', async () => {
    const before = { version: await version(), deals: await dealsOf(partnerId) };
    const result = await run(partnerId, `${server.url}/feeds/cut.csv.gz`, { mode: 'full' });
    expect(result.status).toBe('failed');
    expect(result.error).toBeTruthy();
    expect(result.finishedAt).not.toBeNull();
    expect(await dealsOf(partnerId)).toEqual(before.deals);
    expect(await version()).toBe(before.version);
    // Nothing staged is left behind.
    const tables = await db().execute(sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename LIKE 'feed_staging_%'`);
    expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses an empty full feed, which would end every deal', async () => {
    const file = path.join(dir, 'empty.csv');
    writeFileSync(file, `${HEADER}\n`);
    const result = await run(partnerId, file, { mode: 'full' });
    expect(result).toMatchObject({ status: 'failed', ended: 0 });
    expect(result.error).toMatch(/no rows/);
    expect((await dealsOf(partnerId)).every((d) => d.endedAt === null)).toBe(true);
  });

  it('runs one import per partner at a time: a second one is refused while the first runs', async () => {
    const abort = new AbortController();
    let started: (id: number) => void = () => undefined;
    const first = new Promise<number>((resolve) => (started = resolve));
    const hanging = run(otherPartnerId, `${server.url}/feeds/hang.csv`, { signal: abort.signal, onStart: (id) => started(id) });
    await first;
    await expect(run(otherPartnerId, `${server.url}/feeds/semicolon.csv`)).rejects.toBeInstanceOf(ConflictError);
    // Another partner is not held up.
    expect((await run(partnerId, `${server.url}/feeds/semicolon.csv`, { mode: 'delta' })).status).toBe('succeeded');
    abort.abort();
    expect((await hanging).status).toBe('failed');
    expect((await run(otherPartnerId, `${server.url}/feeds/semicolon.csv`)).status).toBe('succeeded');
  });

  it('takes over from a run whose server died (its heartbeat stopped)', async () => {
    const [dead] = await db()
      .insert(feedRuns)
      .values({ partnerId: otherPartnerId, source: 'x', mode: 'full', trigger: 'schedule', heartbeatAt: new Date(Date.now() - STALE_MS - 60_000) })
      .returning({ id: feedRuns.id });
    const result = await run(otherPartnerId, `${server.url}/feeds/semicolon.csv`);
    expect(result.status).toBe('succeeded');
    const [old] = await db().select().from(feedRuns).where(eq(feedRuns.id, dead!.id));
    expect(old).toMatchObject({ status: 'failed', error: expect.stringMatching(/stopped/) });
  });
});
