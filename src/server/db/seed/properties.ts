import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { DatafeedLinkingFields } from '../schema';
import { withDeferredIndexes } from './deferred-indexes';
import type { CategoryTree } from './categories';
import type { SeedContext } from './context';
import type { DatafeedDictionaries } from './datafeed';
import { NEARBY } from './destination-texts';
import type { DestinationTree } from './destinations';
import { PROPERTY_NAME_CORES, STAY_PROFILES } from './datafeed-data';
import { TYPES_OF_STAY } from '../schema';

const M32 = '4294967295';

/**
 * A 32-bit integer hash of (n, k) in plain SQL arithmetic ("lowbias32" finaliser, constants kept
 * below 2^31 so that bigint products never overflow). Written as one expression so that Postgres
 * inlines it; the same n and k give the same value on PGlite and PostgreSQL.
 */
function hashExpression(): string {
  let e = `((n * 2654435761 + k * 40503) & ${M32})`;
  e = `(${e} # (${e} >> 16))`;
  e = `((${e} * 2146121005) & ${M32})`;
  e = `(${e} # (${e} >> 15))`;
  e = `((${e} * 73244475) & ${M32})`;
  return `(${e} # (${e} >> 16))`;
}

const PROFILE_SLOTS = 16;
const PARTNER_SLOTS = 8;
const IMAGE_SLOTS = 4;
const CHUNK = 100_000;

/** Weighted lists: common values repeat so that a uniform pick follows the wanted distribution. */
const NIGHTS = [1, 2, 3, 3, 4, 4, 5, 5, 6, 7, 7, 7, 7, 7, 8, 9, 10, 10, 10, 11, 12, 14, 14, 14, 14, 15, 18, 21];
const STARS = [2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5];
const MEDIUM_HAUL = new Set(['MA', 'TN', 'EG', 'CV', 'TR']);

type PlaceRow = { n: number; stay_index: number; city_id: number; region_id: number; country_id: number; city: string; stay: string; cost: number; travel: number };

const stayIndex = (stay: string) => (TYPES_OF_STAY as readonly string[]).indexOf(stay);

/** The places deals are drawn from, popular countries and the first place of each region repeated more often. */
function placeRows(tree: DestinationTree): PlaceRow[] {
  const rows: PlaceRow[] = [];
  tree.places.forEach((pl) => {
    const region = pl.parent;
    const country = region?.parent;
    if (!region || !country) return;
    const countryWeight = Math.max(1, 6 - Math.floor(country.position / 8));
    const weight = countryWeight * (pl.position === 0 ? 2 : 1);
    const travel = NEARBY.has(pl.country.code) ? 0 : pl.country.continent === 'EU' ? 140 : MEDIUM_HAUL.has(pl.country.code) ? 240 : 620;
    for (let i = 0; i < weight; i++) {
      rows.push({
        n: rows.length, stay_index: stayIndex(pl.stay), city_id: pl.id, region_id: region.id, country_id: country.id,
        city: pl.words.name.fr, stay: pl.stay, cost: pl.country.cost, travel,
      });
    }
  });
  return rows;
}

/**
 * Rental profiles keyed stay_index * PROFILE_SLOTS + slot, and the partners selling each profile keyed
 * profile * PARTNER_SLOTS + slot: every lookup of the generator is then an equality on one integer,
 * which the planner answers with a hash join.
 */
function profileRows(dict: DatafeedDictionaries) {
  const profiles: { k: number; category_id: number; service_ids: number[]; prefix: string; suffix: string; factor: number }[] = [];
  const partners: { k: number; partner_id: number; code: string; website: string }[] = [];
  for (const stay of TYPES_OF_STAY) {
    const list = STAY_PROFILES[stay];
    const total = list.reduce((sum, p) => sum + p.weight, 0);
    const slots: typeof list = [];
    for (const profile of list) {
      const count = Math.max(1, Math.round((profile.weight / total) * PROFILE_SLOTS));
      for (let i = 0; i < count && slots.length < PROFILE_SLOTS; i++) slots.push(profile);
    }
    while (slots.length < PROFILE_SLOTS) slots.push(list[0] as (typeof list)[number]);
    slots.forEach((profile, slot) => {
      const k = stayIndex(stay) * PROFILE_SLOTS + slot;
      profiles.push({
        k,
        category_id: dict.propertyCategories.get(profile.category) as number,
        service_ids: profile.services.map((s) => dict.serviceTypes.get(s) as number),
        prefix: profile.prefix,
        suffix: profile.suffix,
        factor: profile.priceFactor,
      });
      const sellers = dict.partners.filter((pa) => pa.sells === 'all' || pa.sells.includes(profile.category));
      for (let i = 0; i < PARTNER_SLOTS; i++) {
        const pa = sellers[i % sellers.length] as (typeof sellers)[number];
        partners.push({ k: k * PARTNER_SLOTS + i, partner_id: pa.id, code: pa.code, website: pa.website });
      }
    });
  }
  return { profiles, partners };
}

/**
 * Generates the datafeed set-based: one INSERT ... SELECT over generate_series per chunk, every
 * attribute derived from hashes of the row number, with the destination tree, rental profiles and
 * name parts passed in as JSON. Prices are in cents and follow nights, stars and the country's price level.
 */
export async function insertProperties(
  db: Db,
  ctx: SeedContext,
  tree: DestinationTree,
  dict: DatafeedDictionaries,
  log: (line: string) => void,
): Promise<number> {
  const total = ctx.config.properties;
  const places = placeRows(tree);
  const { profiles, partners } = profileRows(dict);
  const images = TYPES_OF_STAY.flatMap((stay) =>
    ctx.pools.propertyImages[stay].slice(0, IMAGE_SLOTS).map((url, n) => ({ k: stayIndex(stay) * IMAGE_SLOTS + n, url })),
  );
  const departureBase = ctx.now.toISOString().slice(0, 10);

  await db.execute(sql.raw(`CREATE OR REPLACE FUNCTION pg_temp.seed_hash(n bigint, k bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT ${hashExpression()} $$`));
  // The JSON sets look like 100-row functions to the planner, which then nests loops over them; hash joins are what this
  // needs. Disabling nested loops inflates the plan's cost, and with it PostgreSQL would spend seconds JIT-compiling it.
  await db.execute(sql`SET LOCAL enable_nestloop = off`);
  await db.execute(sql`SET LOCAL jit = off`);

  const load = async () => {
    for (let from = 1; from <= total; from += CHUNK) {
      const to = Math.min(total, from + CHUNK - 1);
      await db.execute(sql`
        -- MATERIALIZED: a JSON set inlined into a join is parsed again for every generated row.
        WITH places AS MATERIALIZED (
          SELECT * FROM json_to_recordset(${JSON.stringify(places)}::json)
            AS x(n int, stay_index int, city_id int, region_id int, country_id int, city text, stay text, cost float8, travel int)
        ), profiles AS MATERIALIZED (
          SELECT * FROM json_to_recordset(${JSON.stringify(profiles)}::json)
            AS x(k int, category_id int, service_ids int[], prefix text, suffix text, factor float8)
        ), partners AS MATERIALIZED (
          SELECT * FROM json_to_recordset(${JSON.stringify(partners)}::json) AS x(k int, partner_id int, code text, website text)
        ), images AS MATERIALIZED (
          SELECT * FROM json_to_recordset(${JSON.stringify(images)}::json) AS x(k int, url text)
        ), lists AS MATERIALIZED (
          SELECT ARRAY(SELECT json_array_elements_text(${JSON.stringify(PROPERTY_NAME_CORES)}::json)) AS cores,
                 ARRAY(SELECT json_array_elements_text(${JSON.stringify(NIGHTS)}::json)::int) AS nights,
                 ARRAY(SELECT json_array_elements_text(${JSON.stringify(STARS)}::json)::int) AS stars
        ), deals AS (
          SELECT g, pl.city_id, pl.region_id, pl.country_id, pl.city, pl.stay, pl.cost, pl.travel,
                 pr.category_id, pr.service_ids, pr.prefix, pr.suffix, pr.factor,
                 pa.partner_id, pa.code, pa.website, im.url,
                 l.cores[1 + h.h5 % array_length(l.cores, 1)] AS core,
                 l.stars[1 + h.h6 % array_length(l.stars, 1)] AS stars,
                 l.nights[1 + h.h7 % array_length(l.nights, 1)] AS nights,
                 h.*
          FROM generate_series(${from}::int, ${to}::int) AS g
          CROSS JOIN lists l
          CROSS JOIN LATERAL (
            SELECT pg_temp.seed_hash(g, 1) AS h1, pg_temp.seed_hash(g, 2) AS h2, pg_temp.seed_hash(g, 3) AS h3,
                   pg_temp.seed_hash(g, 4) AS h4, pg_temp.seed_hash(g, 5) AS h5, pg_temp.seed_hash(g, 6) AS h6,
                   pg_temp.seed_hash(g, 7) AS h7, pg_temp.seed_hash(g, 8) AS h8, pg_temp.seed_hash(g, 9) AS h9,
                   pg_temp.seed_hash(g, 10) AS h10, pg_temp.seed_hash(g, 11) AS h11, pg_temp.seed_hash(g, 12) AS h12,
                   pg_temp.seed_hash(g, 13) AS h13, pg_temp.seed_hash(g, 14) AS h14, pg_temp.seed_hash(g, 15) AS h15
            OFFSET 0 -- computes each hash once per row instead of once per reference
          ) h
          JOIN places pl ON pl.n = h.h1 % ${places.length}
          JOIN profiles pr ON pr.k = pl.stay_index * ${PROFILE_SLOTS} + h.h2 % ${PROFILE_SLOTS}
          JOIN partners pa ON pa.k = pr.k * ${PARTNER_SLOTS} + h.h3 % ${PARTNER_SLOTS}
          JOIN images im ON im.k = pl.stay_index * ${IMAGE_SLOTS} + h.h4 % ${IMAGE_SLOTS}
        ), priced AS (
          SELECT d.*,
                 GREATEST(199, LEAST(3500,
                   floor((45 * d.cost * d.factor
                          * (CASE d.stars WHEN 2 THEN 0.6 WHEN 3 THEN 0.85 WHEN 4 THEN 1.2 ELSE 1.9 END)
                          * (0.8 + (d.h9 % 45) / 100.0) * d.nights + d.travel) / 10) * 10 + 9)) AS euros,
                 d.h10 % 100 < 30 AS discounted,
                 d.h12 % 100 < 15 AS last_minute
          FROM deals d
        )
        INSERT INTO properties (id, external_id, name, image, deep_link, partner_id, country_id, region_id, city_id,
          property_category_id, service_type_ids, type_of_stay, price, old_price, has_discount, duration, rating,
          is_last_minute, category_best_offer, homepage_best_offer, departure_date)
        SELECT g,
               code || '-' || lpad(g::text, 8, '0'),
               CASE h4 % 3
                 WHEN 0 THEN prefix || ' ' || core
                 WHEN 1 THEN core || ' ' || suffix
                 ELSE prefix || ' ' || core || ' ' || city
               END,
               url,
               website || '/deal/' || code || '-' || lpad(g::text, 8, '0') || '?utm_source=vakantio',
               partner_id, country_id, region_id, city_id, category_id,
               CASE WHEN h8 % 3 = 0 THEN service_ids
                    ELSE ARRAY[service_ids[1 + h8 % array_length(service_ids, 1)]] END,
               stay,
               euros::int * 100,
               CASE WHEN discounted THEN (floor(euros * (1.1 + (h11 % 36) / 100.0) / 10) * 10 + 9)::int * 100 END,
               discounted,
               nights,
               stars,
               last_minute,
               h14 % 100 < 2,
               h15 % 1000 < 5,
               to_char(${departureBase}::date + (CASE WHEN last_minute THEN 1 + h13 % 14 ELSE 1 + h13 % 90 END)::int, 'YYYY-MM-DD')
        FROM priced`);
      log(`  properties ${to.toLocaleString('en')} / ${total.toLocaleString('en')}`);
    }
  };
  // Building the 12 secondary indexes and checking the 5 foreign keys once after the load is several times
  // faster than maintaining them row by row, already at 20,000 rows (measured: 0.3 s against 2.1 s on PostgreSQL).
  await withDeferredIndexes(db, ['properties'], load);
  await db.execute(sql`RESET enable_nestloop`);
  await db.execute(sql`RESET jit`);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('"properties"', 'id'), ${total}::int)`);
  // Statistics before the next statements of the transaction query a million fresh rows.
  await db.execute(sql`ANALYZE properties`);
  return total;
}

/** A WHERE clause over properties equivalent to a page's datafeed linking fields (SPEC §3 offer filter keys). */
export function linkingPredicate(fields: DatafeedLinkingFields): ReturnType<typeof sql> | null {
  const parts: ReturnType<typeof sql>[] = [];
  const ints = (values: number[]) => sql.raw(`ARRAY[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`);
  if (fields.country?.length) parts.push(sql`country_id = ANY(${ints(fields.country)})`);
  if (fields.region?.length) parts.push(sql`region_id = ANY(${ints(fields.region)})`);
  if (fields.city?.length) parts.push(sql`city_id = ANY(${ints(fields.city)})`);
  if (fields.datafeed_category?.length) parts.push(sql`property_category_id = ANY(${ints(fields.datafeed_category)})`);
  if (fields.service_types?.length) parts.push(sql`service_type_ids && ${ints(fields.service_types)}`);
  if (fields.partner?.length) parts.push(sql`partner_id = ANY(${ints(fields.partner)})`);
  if (fields.rating?.length) parts.push(sql`rating = ANY(${ints(fields.rating)})`);
  if (fields.type_of_stay?.length) parts.push(sql`type_of_stay IN (${sql.join(fields.type_of_stay.map((t) => sql`${t}`), sql`, `)})`);
  if (fields.last) parts.push(sql`is_last_minute`);
  if (fields.has_discount) parts.push(sql`has_discount`);
  if (fields.category_best_offer) parts.push(sql`category_best_offer`);
  if (fields.duration__gte !== undefined) parts.push(sql`duration >= ${fields.duration__gte}`);
  if (fields.duration__lte !== undefined) parts.push(sql`duration <= ${fields.duration__lte}`);
  return parts.length > 0 ? sql.join(parts, sql` AND `) : null;
}

/** Points the pages' "specific hotels" at well-rated deals of their own datafeed, cheapest first. */
export async function linkSpecificHotels(db: Db, categories: CategoryTree): Promise<void> {
  for (const [level, column] of [[1, 'country_id'], [2, 'region_id'], [3, 'city_id']] as const) {
    await db.execute(sql`
      UPDATE destinations d SET specific_hotel_ids = ARRAY(
        SELECT p.id FROM properties p WHERE p.${sql.raw(column)} = d.id AND p.rating >= 4 ORDER BY p.price, p.id LIMIT 4)
      WHERE d.level = ${level}`);
  }
  // Categories filter on combinations no index serves in price order (a rare country and a rental type, say);
  // the first well-rated matches by id are found after a short scan whatever the combination.
  for (const node of categories.all) {
    const predicate = linkingPredicate(node.linking);
    if (!predicate) continue;
    await db.execute(sql`
      UPDATE categories SET specific_hotel_ids = ARRAY(
        SELECT id FROM properties WHERE ${predicate} ${node.linking.rating ? sql`` : sql`AND rating >= 4`} ORDER BY id LIMIT 4)
      WHERE id = ${node.id}`);
  }
}
