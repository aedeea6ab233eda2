import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, type Db, migrateDatabase, openDatabase } from '../db/client';
import { LOCALES, TYPES_OF_STAY } from '../db/schema';
import { SEED_NOW, setupTestDatabase } from '@test/database';
import { dropDatabase, withAdmin, withDatabase } from '@test/database/shared';
import { seedDatabase } from '.';

const seeded = setupTestDatabase({ seeded: true });

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (!row) throw new Error('no row');
  return row;
}
const num = async (db: Db, query: ReturnType<typeof sql>) => Number((await one<{ n: number | string }>(db, query)).n);

/** Fingerprints of the seeded content, timestamps of row creation excluded. */
async function checksums(db: Db): Promise<Record<string, string>> {
  const queries: Record<string, ReturnType<typeof sql>> = {
    destinations: sql`SELECT md5(string_agg(concat_ws('|', d.id, d.parent_id, d.level, d.in_menu, d.related_post_ids, d.specific_hotel_ids, d.datafeed_linking_fields, t.locale, t.name, t.slug, t.top_description, t.bottom_description, t.faq_items), '#' ORDER BY t.id)) AS h FROM destinations d JOIN destination_translations t ON t.destination_id = d.id`,
    categories: sql`SELECT md5(string_agg(concat_ws('|', c.id, c.parent_id, c.store_ids, c.specific_hotel_ids, c.datafeed_linking_fields, t.locale, t.slug, t.top_description), '#' ORDER BY t.id)) AS h FROM categories c JOIN category_translations t ON t.category_id = c.id`,
    stores: sql`SELECT md5(string_agg(concat_ws('|', s.id, s.website, s.rating, s.rating_sum, s.related_store_ids, t.locale, t.name, t.slug, t.description, t.reasons), '#' ORDER BY t.id)) AS h FROM stores s JOIN store_translations t ON t.store_id = s.id`,
    ratings: sql`SELECT md5(string_agg(concat_ws('|', store_id, voter_hash, rating, created_at), '#' ORDER BY id)) AS h FROM store_ratings`,
    promotions: sql`SELECT md5(string_agg(concat_ws('|', p.id, p.store_id, p.type, p.starts_at, p.ends_at, p.in_slider, c.code, c.time_of_using, t.locale, t.title, t.offer, t.description, t.condition), '#' ORDER BY t.id)) AS h FROM promotions p JOIN coupons c ON c.promotion_id = p.id JOIN promotion_translations t ON t.promotion_id = p.id`,
    blog: sql`SELECT md5(string_agg(concat_ws('|', p.id, p.published_at, p.similar_store_ids, t.locale, t.title, t.slug, t.content), '#' ORDER BY t.id)) AS h FROM blog_posts p JOIN blog_post_translations t ON t.blog_post_id = p.id`,
    pages: sql`SELECT md5(string_agg(concat_ws('|', p.key, t.locale, t.title, t.content, t.blocks), '#' ORDER BY t.id)) AS h FROM pages p JOIN page_translations t ON t.page_id = p.id`,
    slugs: sql`SELECT md5(string_agg(concat_ws('|', id, locale, slug, parent_id, entity_type, entity_id), '#' ORDER BY id)) AS h FROM slugs`,
    properties: sql`SELECT md5(string_agg(concat_ws('|', id, external_id, name, image, city_id, property_category_id, service_type_ids, price, old_price, duration, rating, is_last_minute, departure_date), '#' ORDER BY id)) AS h FROM properties`,
    media: sql`SELECT md5(string_agg(concat_ws('|', id, file, width, height), '#' ORDER BY id)) AS h FROM media`,
  };
  const out: Record<string, string> = {};
  for (const [name, query] of Object.entries(queries)) out[name] = (await one<{ h: string }>(db, query)).h;
  return out;
}

/** A database of its own for the tests that seed: in-memory PGlite, or a throwaway PostgreSQL database in the postgres project. */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE === 'postgres' && url) {
    const name = `seedtest_${randomBytes(6).toString('hex')}`;
    await withAdmin(url, (admin) => admin.query(`CREATE DATABASE "${name}"`));
    const handle = openDatabase({ kind: 'postgres', url: withDatabase(url, name), max: 3 });
    await migrateDatabase(handle);
    return {
      handle,
      dispose: async () => {
        await handle.close();
        await dropDatabase(url, name);
      },
    };
  }
  const handle = openDatabase({ kind: 'pglite', dir: 'memory://' });
  await migrateDatabase(handle);
  return { handle, dispose: () => handle.close() };
}

describe('small seed content', () => {
  let db: Db;
  beforeAll(() => {
    db = seeded.handle().db;
  });

  it('loads at least the promised volumes', async () => {
    const count = (table: string, where = 'true') => num(db, sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`));
    expect(await count('continents')).toBe(6);
    expect(await count('destinations', 'level = 1')).toBeGreaterThanOrEqual(30);
    expect(await count('destinations', 'level = 2')).toBeGreaterThanOrEqual(100);
    expect(await count('destinations', 'level = 3')).toBeGreaterThanOrEqual(200);
    expect(await count('categories')).toBeGreaterThanOrEqual(60);
    expect(await count('categories', 'level = 3')).toBeGreaterThan(0);
    expect(await count('stores')).toBeGreaterThanOrEqual(150);
    expect(await count('promotions')).toBeGreaterThanOrEqual(1500);
    expect(await count('blog_categories')).toBeGreaterThanOrEqual(8);
    expect(await count('blog_posts')).toBeGreaterThanOrEqual(60);
    expect(await count('pages')).toBe(13);
    expect(await count('partners')).toBeGreaterThanOrEqual(8);
    expect(await count('properties')).toBeGreaterThanOrEqual(20_000);
    expect(await count('properties', 'homepage_best_offer')).toBeGreaterThanOrEqual(8);
    expect(await count('files', "kind = 'robots'")).toBe(1);
    expect(await count('seed_runs')).toBe(1);
  });

  it('has every kind of content in all three locales', async () => {
    for (const table of [
      'continent_translations', 'destination_translations', 'category_translations', 'store_translations',
      'promotion_translations', 'blog_category_translations', 'blog_post_translations', 'page_translations',
      'site_settings', 'footer_links', 'redirections',
    ]) {
      const locales = await rows<{ locale: string }>(db, sql.raw(`SELECT DISTINCT locale FROM ${table} ORDER BY locale`));
      expect(locales.map((r) => r.locale).sort(), table).toEqual([...LOCALES].sort());
    }
    for (const locale of LOCALES) {
      expect(await num(db, sql`SELECT count(*)::int AS n FROM footer_links WHERE locale = ${locale} AND NOT is_copyright`)).toBeGreaterThanOrEqual(10);
      const copyright = await num(db, sql`SELECT count(*)::int AS n FROM footer_links WHERE locale = ${locale} AND is_copyright`);
      expect(copyright).toBeGreaterThanOrEqual(3);
      expect(copyright).toBeLessThanOrEqual(5);
      expect(await num(db, sql`SELECT count(*)::int AS n FROM page_translations WHERE locale = ${locale}`)).toBe(13);
    }
    const nlLinks = await rows<{ link: string }>(db, sql`SELECT link FROM footer_links WHERE locale = 'nl-be'`);
    expect(nlLinks.every((r) => r.link.startsWith('/nl-be/'))).toBe(true);
  });

  it('keeps some stores to the French site and some to the Belgian ones', async () => {
    const byLocales = await rows<{ locales: string }>(
      db,
      sql`SELECT DISTINCT string_agg(locale::text, ',' ORDER BY locale::text) AS locales FROM store_translations GROUP BY store_id`,
    );
    const kinds = new Set(byLocales.map((r) => r.locales));
    expect(kinds).toContain('fr-fr');
    expect(kinds).toContain('fr-be,nl-be');
    expect(kinds).toContain('fr-be,fr-fr,nl-be');
  });

  it('shares French names and slugs between fr-be and fr-fr, and most of the prose', async () => {
    const differing = await num(
      db,
      sql`SELECT count(*)::int AS n FROM destination_translations a JOIN destination_translations b ON b.destination_id = a.destination_id AND b.locale = 'fr-fr'
          WHERE a.locale = 'fr-be' AND (a.slug <> b.slug OR a.name <> b.name OR a.header_1 <> b.header_1)`,
    );
    expect(differing).toBe(0);
    // Only the countries whose opening sentence speaks to Belgians (Spain, France, Belgium) open differently in France.
    const rewritten = await num(
      db,
      sql`SELECT count(*)::int AS n FROM destination_translations a JOIN destination_translations b ON b.destination_id = a.destination_id AND b.locale = 'fr-fr'
          WHERE a.locale = 'fr-be' AND a.top_description <> b.top_description`,
    );
    expect(rewritten).toBe(3);
  });

  it('registers one unique, well-formed slug per routable entity and locale', async () => {
    expect(await num(db, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM slugs GROUP BY locale, parent_id, slug HAVING count(*) > 1) d`)).toBe(0);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM slugs WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)).toBe(0);
    const checks: [string, string, string, string][] = [
      ['store_translations', 'store_id', 'store', "true"],
      ['category_translations', 'category_id', 'category', 'e.level = 1'],
      ['category_translations', 'category_id', 'subcategory', 'e.level > 1'],
      ['destination_translations', 'destination_id', 'location', 'e.level = 1'],
      ['destination_translations', 'destination_id', 'sublocation', 'e.level > 1'],
      ['blog_category_translations', 'blog_category_id', 'blog_category', 'true'],
      ['blog_post_translations', 'blog_post_id', 'blog_post', 'true'],
    ];
    const entityTable: Record<string, string> = {
      store_id: 'stores', category_id: 'categories', destination_id: 'destinations', blog_category_id: 'blog_categories', blog_post_id: 'blog_posts',
    };
    for (const [table, fk, type, filter] of checks) {
      const missing = await num(
        db,
        sql.raw(`SELECT count(*)::int AS n FROM ${table} t JOIN ${entityTable[fk]} e ON e.id = t.${fk}
                 LEFT JOIN slugs s ON s.locale = t.locale AND s.entity_type = '${type}' AND s.entity_id = t.${fk}
                 WHERE ${filter} AND (s.id IS NULL OR s.slug <> t.slug)`),
      );
      expect(missing, `${table} → ${type}`).toBe(0);
    }
    expect(await num(db, sql`SELECT count(*)::int AS n FROM slugs WHERE entity_type IN ('store', 'category', 'location', 'blog_category') AND parent_id IS NOT NULL`)).toBe(0);
    // A child's parent row is its parent entity's row in the same locale.
    const wrongParents = await num(
      db,
      sql`SELECT count(*)::int AS n FROM slugs s
          JOIN categories c ON s.entity_type = 'subcategory' AND c.id = s.entity_id
          LEFT JOIN slugs ps ON ps.id = s.parent_id
          WHERE ps.entity_id IS DISTINCT FROM c.parent_id OR ps.locale <> s.locale OR ps.entity_type NOT IN ('category', 'subcategory')`,
    );
    expect(wrongParents).toBe(0);
    const postParents = await num(
      db,
      sql`SELECT count(*)::int AS n FROM slugs s JOIN blog_posts b ON s.entity_type = 'blog_post' AND b.id = s.entity_id
          LEFT JOIN slugs ps ON ps.id = s.parent_id
          WHERE ps.entity_type IS DISTINCT FROM 'blog_category' OR ps.entity_id <> b.blog_category_id OR ps.locale <> s.locale`,
    );
    expect(postParents).toBe(0);
  });

  it('keeps store ratings consistent with the votes', async () => {
    const inconsistent = await num(
      db,
      sql`SELECT count(*)::int AS n FROM stores s LEFT JOIN (SELECT store_id, count(*) AS c, sum(rating) AS total FROM store_ratings GROUP BY store_id) r ON r.store_id = s.id
          WHERE s.rating_count <> coalesce(r.c, 0) OR s.rating_sum <> coalesce(r.total, 0)
             OR s.rating <> CASE WHEN coalesce(r.c, 0) = 0 THEN 0 ELSE round(r.total::numeric / r.c, 2) END`,
    );
    expect(inconsistent).toBe(0);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM stores WHERE rating_count > 0`)).toBeGreaterThan(100);
  });

  it('gives every promotion one coupon of its own type, with a code only for coupons', async () => {
    expect(await num(db, sql`SELECT count(*)::int AS n FROM promotions p LEFT JOIN coupons c ON c.promotion_id = p.id WHERE c.id IS NULL OR c.type <> p.type`)).toBe(0);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM coupons WHERE (type = 'coupon') <> (code IS NOT NULL)`)).toBe(0);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM coupons WHERE type = 'coupon'`)).toBeGreaterThan(300);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM coupons WHERE type = 'offer'`)).toBeGreaterThan(300);
    // A promotion is translated exactly where its store is.
    expect(
      await num(db, sql`SELECT count(*)::int AS n FROM promotion_translations t JOIN promotions p ON p.id = t.promotion_id
                        LEFT JOIN store_translations s ON s.store_id = p.store_id AND s.locale = t.locale WHERE s.id IS NULL`),
    ).toBe(0);
  });

  it('dates promotions around the seed clock', async () => {
    const now = SEED_NOW.toISOString();
    const share = async (where: string) =>
      (await num(db, sql.raw(`SELECT count(*)::int AS n FROM promotions WHERE ${where}`))) / (await num(db, sql`SELECT count(*)::int AS n FROM promotions`));
    const expired = await share(`ends_at < '${now}'`);
    expect(expired).toBeGreaterThan(0.08);
    expect(expired).toBeLessThan(0.25);
    expect(await share(`ends_at >= '${now}' AND ends_at <= timestamptz '${now}' + interval '3 days'`)).toBeGreaterThan(0.05);
    expect(await share('ends_at IS NULL')).toBeGreaterThan(0.05);
    expect(await share(`starts_at <= '${now}' AND (ends_at IS NULL OR ends_at > '${now}')`)).toBeGreaterThan(0.6);
    expect(await num(db, sql.raw(`SELECT count(*)::int AS n FROM promotions WHERE in_slider AND slider_image_id IS NOT NULL AND (ends_at IS NULL OR ends_at > '${now}')`))).toBe(20);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM promotions WHERE on_homepage`)).toBe(20);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM promotions WHERE is_deal_of_month`)).toBeGreaterThan(0);
  });

  it('links pages to the datafeed in every supported way', async () => {
    expect(await num(db, sql`SELECT count(*)::int AS n FROM categories WHERE datafeed_linking_fields = '{"category_best_offer": true}'::jsonb`)).toBeGreaterThan(0);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM categories WHERE datafeed_linking_fields = '{}'::jsonb`)).toBeGreaterThan(0);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM categories WHERE datafeed_linking_fields ? 'type_of_stay'`)).toBeGreaterThan(0);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM categories WHERE datafeed_linking_fields ? 'datafeed_category'`)).toBeGreaterThan(0);
    expect(
      await num(db, sql`SELECT count(*)::int AS n FROM destinations WHERE datafeed_linking_fields <> jsonb_build_object(CASE level WHEN 1 THEN 'country' WHEN 2 THEN 'region' ELSE 'city' END, jsonb_build_array(id))`),
    ).toBe(0);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM destinations WHERE level = 1 AND in_menu`)).toBe(20);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM destinations WHERE level > 1 AND in_menu`)).toBe(20);
    // Curated hotels are deals of the destination itself.
    expect(
      await num(db, sql`SELECT count(*)::int AS n FROM destinations d, unnest(d.specific_hotel_ids) AS h(id) JOIN properties p ON p.id = h.id
                        WHERE d.id NOT IN (p.country_id, p.region_id, p.city_id)`),
    ).toBe(0);
  });

  it('builds believable datafeed deals on the destination tree', async () => {
    expect(
      await num(db, sql`SELECT count(*)::int AS n FROM properties p JOIN destinations c ON c.id = p.city_id JOIN destinations r ON r.id = c.parent_id
                        WHERE c.level <> 3 OR r.id <> p.region_id OR r.parent_id <> p.country_id`),
    ).toBe(0);
    const stays = await rows<{ t: string }>(db, sql`SELECT DISTINCT type_of_stay AS t FROM properties`);
    expect(stays.every((r) => (TYPES_OF_STAY as readonly string[]).includes(r.t))).toBe(true);
    const stats = await one<{ lo: number; hi: number; disc: number; last: number; nights_lo: number; nights_hi: number; services: number }>(
      db,
      sql`SELECT min(price) AS lo, max(price) AS hi, avg(has_discount::int)::float8 AS disc, avg(is_last_minute::int)::float8 AS last,
                 min(duration) AS nights_lo, max(duration) AS nights_hi, max(cardinality(service_type_ids)) AS services
          FROM properties`,
    );
    expect(Number(stats.lo)).toBeGreaterThanOrEqual(19_900);
    expect(Number(stats.hi)).toBeLessThanOrEqual(350_000);
    expect(Number(stats.disc)).toBeGreaterThan(0.25);
    expect(Number(stats.disc)).toBeLessThan(0.35);
    expect(Number(stats.last)).toBeGreaterThan(0.1);
    expect(Number(stats.nights_lo)).toBeGreaterThanOrEqual(1);
    expect(Number(stats.nights_hi)).toBeLessThanOrEqual(21);
    expect(Number(stats.services)).toBeLessThanOrEqual(3);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM properties WHERE has_discount <> (old_price IS NOT NULL) OR old_price <= price`)).toBe(0);
    // Five-star stays cost more than two-star ones on average.
    const byStars = await rows<{ rating: number; avg: number }>(db, sql`SELECT rating, avg(price)::float8 AS avg FROM properties GROUP BY rating ORDER BY rating`);
    expect(Number(byStars[byStars.length - 1]?.avg)).toBeGreaterThan(Number(byStars[0]?.avg));
  });

  it('writes real prose, never placeholder text', async () => {
    const lorem = await num(
      db,
      sql`SELECT (SELECT count(*) FROM destination_translations WHERE top_description ILIKE '%lorem%' OR bottom_description ILIKE '%ipsum%')
               + (SELECT count(*) FROM store_translations WHERE description ILIKE '%lorem%')
               + (SELECT count(*) FROM blog_post_translations WHERE content ILIKE '%lorem%')
               + (SELECT count(*) FROM page_translations WHERE content ILIKE '%lorem%')
               + (SELECT count(*) FROM promotion_translations WHERE description ILIKE '%lorem%') AS n`,
    );
    expect(lorem).toBe(0);
    const unfilled = await num(
      db,
      sql`SELECT (SELECT count(*) FROM promotion_translations WHERE title ~ '[{}]' OR description ~ '[{}]' OR offer ~ '[{}]')
               + (SELECT count(*) FROM store_translations WHERE description ~ '[{}]')
               + (SELECT count(*) FROM destination_translations WHERE top_description ~ '[{}]' OR bottom_description ~ '[{}]')
               + (SELECT count(*) FROM blog_post_translations WHERE content ~ '[{}]') AS n`,
    );
    expect(unfilled).toBe(0);
    const faq = await one<{ blocks: { faq?: unknown[] } }>(db, sql`SELECT t.blocks FROM page_translations t JOIN pages p ON p.id = t.page_id WHERE p.key = 'faq_page' AND t.locale = 'nl-be'`);
    expect(faq.blocks.faq?.length).toBeGreaterThanOrEqual(4);
    const spain = await one<{ fr: string; nl: string }>(
      db,
      sql`SELECT max(name) FILTER (WHERE locale = 'fr-be') AS fr, max(name) FILTER (WHERE locale = 'nl-be') AS nl FROM destination_translations t JOIN destinations d ON d.id = t.destination_id WHERE d.country_code = 'ES'`,
    );
    expect(spain).toEqual({ fr: 'Espagne', nl: 'Spanje' });
  });

  it('does nothing when seeded again', async () => {
    const before = await checksums(db);
    const report = await seedDatabase(seeded.handle(), { scale: 'small', now: new Date('2030-01-01T00:00:00Z') });
    expect(report.skipped).toBe(true);
    expect(report.counts.stores).toBeGreaterThanOrEqual(150);
    expect(await checksums(db)).toEqual(before);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM seed_runs`)).toBe(1);
  });
});

describe('seeding a fresh database', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let storageDir: string;
  beforeAll(async () => {
    fresh = await freshDatabase();
    storageDir = mkdtempSync(path.join(os.tmpdir(), 'seed-storage-'));
  }, 120_000);
  afterAll(async () => {
    await fresh?.dispose();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  it('rolls back entirely when it fails midway', async () => {
    const db = fresh.handle.db;
    // A slug row in the way makes the seed fail after most tables are written.
    await db.execute(sql`INSERT INTO slugs (id, locale, slug, entity_type, entity_id) VALUES (1, 'fr-be', 'occupied', 'store', 999999)`);
    await expect(seedDatabase(fresh.handle, { scale: 'small', now: SEED_NOW, storageDir })).rejects.toThrow();
    expect(await num(db, sql`SELECT count(*)::int AS n FROM stores`)).toBe(0);
    expect(await num(db, sql`SELECT count(*)::int AS n FROM seed_runs`)).toBe(0);
    await db.execute(sql`DELETE FROM slugs`);
  }, 180_000);

  it('produces the same content for the same clock, and again after a reset', async () => {
    const first = await seedDatabase(fresh.handle, { scale: 'small', now: SEED_NOW, storageDir });
    expect(first.skipped).toBe(false);
    expect(existsSync(path.join(storageDir, 'files/robots.txt'))).toBe(true);
    expect(existsSync(path.join(storageDir, 'media/seed/homepage-banner.webp'))).toBe(true);
    const template = await checksums(seeded.handle().db);
    const mine = await checksums(fresh.handle.db);
    expect(mine).toEqual(template);

    const again = await seedDatabase(fresh.handle, { scale: 'small', now: SEED_NOW, storageDir, reset: true });
    expect(again.skipped).toBe(false);
    expect(again.counts).toEqual(first.counts);
    expect(await checksums(fresh.handle.db)).toEqual(mine);
    expect(await num(fresh.handle.db, sql`SELECT count(*)::int AS n FROM seed_runs`)).toBe(1);
    // New rows after a seed get fresh ids: sequences were moved past the explicit ids.
    const [store] = await rows<{ id: number }>(fresh.handle.db, sql`INSERT INTO stores (website) VALUES ('https://www.example.org') RETURNING id`);
    expect(Number(store?.id)).toBe(first.counts.stores! + 1);
  }, 300_000);
});
