import 'server-only';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle, Db } from '../db/client';
import * as schema from '../db/schema';
import { blogRows, buildBlog } from './blog';
import { insertRows, queryRows, syncSequences } from './bulk-insert';
import { buildCategories, categoryRows } from './categories';
import { SCALES, SeedContext, type SeedScale } from './context';
import { curate } from './curation';
import { withDeferredIndexes } from './deferred-indexes';
import { buildDatafeedDictionaries } from './datafeed';
import { buildDestinations, continentRows, destinationRows } from './destinations';
import { renderImages } from './images';
import { pageRows, robotsFile, siteRows } from './pages';
import { importSeedFeeds, linkSpecificHotels } from './properties';
import { buildPromotions } from './promotions';
import { buildStores, storeRows } from './stores';

export type { SeedScale };
export type SeedOptions = {
  scale: SeedScale;
  now?: Date;
  reset?: boolean;
  log?: (line: string) => void;
  /** Where generated images and robots.txt are written; the app serves it at /storage. */
  storageDir?: string;
};
/** One group of tables written by the seed, for load-rate figures. */
export type SeedStep = { name: string; rows: number; ms: number };
export type SeedReport = { skipped: boolean; scale: SeedScale; counts: Record<string, number>; ms: number; steps?: SeedStep[] };

/** Bump when the seeded content changes shape, so that tooling can tell seeds apart. */
export const SEED_VERSION = 1;
const LOCK_KEY = 7_431_002_001;
const DEFER_INDEXES_FROM = 20_000;
const STORE_AND_PROMOTION_TABLES = [
  'stores', 'store_translations', 'store_categories', 'store_ratings', 'promotions', 'coupons', 'promotion_categories', 'promotion_translations',
];

/** Tables a reset empties: everything but the admin accounts and the datafeed's version counter (it only goes up). */
const CONTENT_TABLES = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && value !== schema.adminUsers && value !== schema.datafeedVersion,
);

/** Tables reported in `counts`. */
const COUNTED: PgTable[] = [
  schema.media, schema.files, schema.continents, schema.destinations, schema.destinationTranslations, schema.categories,
  schema.categoryTranslations, schema.stores, schema.storeTranslations, schema.storeCategories, schema.storeRatings,
  schema.promotions, schema.promotionTranslations, schema.coupons, schema.promotionCategories, schema.blogCategories,
  schema.blogPosts, schema.blogPostTranslations, schema.pages, schema.pageTranslations, schema.siteSettings, schema.footerLinks,
  schema.redirections, schema.partners, schema.propertyCategories, schema.serviceTypes, schema.properties, schema.slugs,
];

export function startOfTodayUtc(): Date {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

async function alreadySeeded(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ seeded: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM seed_runs) AS seeded`);
  return row?.seeded === true;
}

async function hasContent(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM stores) OR EXISTS (SELECT 1 FROM destinations) OR EXISTS (SELECT 1 FROM properties) OR EXISTS (SELECT 1 FROM pages) AS found`,
  );
  return row?.found === true;
}

export async function countRows(db: Db): Promise<Record<string, number>> {
  const columns = sql.join(
    COUNTED.map((t) => sql`(SELECT count(*) FROM ${t})::int AS ${sql.identifier(getTableName(t))}`),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, number>>(db, sql`SELECT ${columns}`);
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/**
 * Fills a migrated database with the site's content. Deterministic for a given `now` (default: start
 * of today, UTC) and idempotent: once a seed_runs row exists it does nothing unless `reset` is set.
 * Everything is written in one transaction that ends with the seed_runs row, so an interrupted seed
 * leaves the database as it was.
 */
export async function seedDatabase(handle: DatabaseHandle, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const db = handle.db;
  const scale = options.scale;
  const elapsed = () => Math.round(performance.now() - started);
  if (!options.reset && (await alreadySeeded(db))) {
    log('seed: already seeded, nothing to do');
    return { skipped: true, scale, counts: await countRows(db), ms: elapsed() };
  }

  const ctx = new SeedContext(options.now ?? startOfTodayUtc(), scale, SCALES[scale]);
  const storageDir = options.storageDir ?? 'data/storage';
  const steps: SeedStep[] = [];
  let stepStart = performance.now();
  const step = (name: string, rows: number) => {
    const ms = Math.round(performance.now() - stepStart);
    steps.push({ name, rows, ms });
    log(`seed: ${name}: ${rows.toLocaleString('en')} rows in ${ms} ms`);
    stepStart = performance.now();
  };

  const dictionaries = buildDatafeedDictionaries(ctx);
  const tree = buildDestinations(ctx);
  const categories = buildCategories(ctx, tree, dictionaries);
  const stores = buildStores(ctx, categories);
  const promotions = buildPromotions(ctx, stores, tree);
  const blog = buildBlog(ctx, tree, stores);
  curate(ctx, tree, categories, stores, blog);
  step('content built in memory', 0);

  const sizes = await renderImages(storageDir, ctx.media.specs);
  const robots = await robotsFile(storageDir);
  step('images rendered', ctx.media.specs.length);

  let skipped = false;
  await db.transaction(async (tx) => {
    // Two processes starting at once (two app nodes) must not both seed.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    if (await alreadySeeded(tx)) {
      if (!options.reset) {
        skipped = true;
        return;
      }
    }
    if (options.reset) {
      await tx.execute(sql`TRUNCATE ${sql.join(CONTENT_TABLES.map((t) => sql`${t}`), sql`, `)} RESTART IDENTITY CASCADE`);
      step('reset', 0);
    } else if (await hasContent(tx)) {
      throw new Error('The database has content but no seed_runs row; seed it with reset: true (npm run db:seed -- --reset) to replace it.');
    }

    let rows = await insertRows(tx, schema.media, ctx.media.rows(sizes));
    rows += await insertRows(tx, schema.files, [robots]);
    step('media and files', rows);

    const { partners } = dictionaries;
    rows = await insertRows(tx, schema.partners, partners.map(({ code: _code, sells: _sells, ...row }) => row));
    rows += await insertRows(tx, schema.propertyCategories, dictionaries.propertyCategoryRows);
    rows += await insertRows(tx, schema.serviceTypes, dictionaries.serviceTypeRows);
    step('datafeed dictionaries', rows);

    // Categories first: destinations point at them (related_category_id).
    const cat = categoryRows(categories);
    rows = await insertRows(tx, schema.categories, cat.categories);
    rows += await insertRows(tx, schema.categoryTranslations, cat.translations);
    step('categories', rows);

    const cont = continentRows();
    const dest = destinationRows(tree);
    rows = await insertRows(tx, schema.continents, cont.continents);
    rows += await insertRows(tx, schema.continentTranslations, cont.translations);
    rows += await insertRows(tx, schema.destinations, dest.destinations);
    rows += await insertRows(tx, schema.destinationTranslations, dest.translations);
    step('destinations', rows);

    const st = storeRows(ctx, stores);
    const writeStoresAndPromotions = async () => {
      rows = await insertRows(tx, schema.stores, st.stores);
      rows += await insertRows(tx, schema.storeTranslations, st.translations);
      rows += await insertRows(tx, schema.storeCategories, st.categories);
      rows += await insertRows(tx, schema.storeRatings, st.ratings);
      step('stores', rows);
      rows = await insertRows(tx, schema.promotions, promotions.promotions);
      rows += await insertRows(tx, schema.coupons, promotions.coupons);
      rows += await insertRows(tx, schema.promotionCategories, promotions.categories);
      step('promotions', rows);
      rows = await insertRows(tx, schema.promotionTranslations, promotions.translations);
      step('promotion translations', rows);
    };
    // At the large scale the full-text and trigram indexes dominate the load; they are built once afterwards.
    if (promotions.promotions.length >= DEFER_INDEXES_FROM) {
      await withDeferredIndexes(tx, STORE_AND_PROMOTION_TABLES, writeStoresAndPromotions);
      step('store and promotion indexes', 0);
    } else {
      await writeStoresAndPromotions();
    }

    const bl = blogRows(blog);
    rows = await insertRows(tx, schema.blogCategories, bl.categories);
    rows += await insertRows(tx, schema.blogCategoryTranslations, bl.categoryTranslations);
    rows += await insertRows(tx, schema.blogPosts, bl.posts);
    rows += await insertRows(tx, schema.blogPostTranslations, bl.postTranslations);
    step('blog', rows);

    const pg = pageRows(ctx);
    const site = siteRows(ctx, tree, categories, stores);
    rows = await insertRows(tx, schema.pages, pg.pages);
    rows += await insertRows(tx, schema.pageTranslations, pg.translations);
    rows += await insertRows(tx, schema.siteSettings, site.settings);
    rows += await insertRows(tx, schema.footerLinks, site.footer);
    rows += await insertRows(tx, schema.redirections, site.redirections);
    step('pages and site settings', rows);

    rows = await insertRows(tx, schema.slugs, ctx.slugs.rows);
    step('slug registry', rows);

    rows = await importSeedFeeds(tx, ctx, tree, dictionaries, log);
    step('properties', rows);
    await linkSpecificHotels(tx, categories);
    step('specific hotels', tree.all.length + categories.all.length);

    await syncSequences(tx, [
      schema.media, schema.files, schema.partners, schema.propertyCategories, schema.serviceTypes, schema.categories,
      schema.continents, schema.destinations, schema.stores, schema.promotions, schema.blogCategories, schema.blogPosts,
      schema.pages, schema.footerLinks, schema.redirections, schema.slugs,
    ]);
    await tx.insert(schema.seedRuns).values({ scale, version: SEED_VERSION });
  });
  if (skipped) {
    log('seed: another process seeded the database first');
    return { skipped: true, scale, counts: await countRows(db), ms: elapsed() };
  }
  // Fresh statistics, or the planner guesses row counts for a million properties; and a visibility map, without
  // which no count can be answered from an index alone (PGlite has no autovacuum to build it later).
  await db.execute(sql`VACUUM (ANALYZE)`);
  step('vacuum and analyze', 0);
  const counts = await countRows(db);
  log(`seed: done in ${elapsed()} ms`);
  return { skipped: false, scale, counts, ms: elapsed(), steps };
}
