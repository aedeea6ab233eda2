import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DatafeedLinkingFields } from '../db/schema';
import { importFeed } from '../services/feed-import/import';
import type { FeedItem } from '../services/feed-import/read-feed';
import { withDeferredIndexes } from './deferred-indexes';
import type { CategoryTree } from './categories';
import type { SeedContext } from './context';
import type { DatafeedDictionaries } from './datafeed';
import { NEARBY } from './destination-texts';
import type { DestinationTree } from './destinations';
import type { StayKind } from './destinations-data';
import { PROPERTY_NAME_CORES, STAY_PROFILES } from './datafeed-data';
import { TYPES_OF_STAY } from '../db/schema';

/**
 * A 32-bit integer hash of (n, k) ("lowbias32" finaliser): every attribute of a generated deal is
 * drawn from hashes of its number, so the feeds are the same on every run whatever the order.
 */
function hash(n: number, k: number): number {
  // n < 2^32 and the product stays under 2^53: exact in a double, then taken modulo 2^32.
  let e = (n * 2654435761 + k * 40503) % 4294967296;
  e = (e ^ (e >>> 16)) >>> 0;
  e = Math.imul(e, 2146121005) >>> 0;
  e = (e ^ (e >>> 15)) >>> 0;
  e = Math.imul(e, 73244475) >>> 0;
  return (e ^ (e >>> 16)) >>> 0;
}

const PROFILE_SLOTS = 16;
const PARTNER_SLOTS = 8;
const IMAGE_SLOTS = 4;

/** Weighted lists: common values repeat so that a uniform pick follows the wanted distribution. */
const NIGHTS = [1, 2, 3, 3, 4, 4, 5, 5, 6, 7, 7, 7, 7, 7, 8, 9, 10, 10, 10, 11, 12, 14, 14, 14, 14, 15, 18, 21];
const STARS = [2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5];
const MEDIUM_HAUL = new Set(['MA', 'TN', 'EG', 'CV', 'TR']);
const STAR_FACTOR: Record<number, number> = { 2: 0.6, 3: 0.85, 4: 1.2, 5: 1.9 };

/** A place deals are drawn from, named as a partner's feed names it: the country's code, the region's and place's slugs. */
type Place = { stay: StayKind; stayIndex: number; country: string; region: string; city: string; cityName: string; cost: number; travel: number };

const stayIndex = (stay: string) => (TYPES_OF_STAY as readonly string[]).indexOf(stay);

/** The places deals are drawn from, popular countries and the first place of each region repeated more often. */
function placeRows(tree: DestinationTree): Place[] {
  const rows: Place[] = [];
  for (const pl of tree.places) {
    const region = pl.parent;
    const country = region?.parent;
    if (!region || !country) continue;
    const countryWeight = Math.max(1, 6 - Math.floor(country.position / 8));
    const weight = countryWeight * (pl.position === 0 ? 2 : 1);
    const travel = NEARBY.has(pl.country.code) ? 0 : pl.country.continent === 'EU' ? 140 : MEDIUM_HAUL.has(pl.country.code) ? 240 : 620;
    const place: Place = {
      stay: pl.stay,
      stayIndex: stayIndex(pl.stay),
      country: pl.country.code,
      region: region.slug.fr,
      city: pl.slug.fr,
      cityName: pl.words.name.fr,
      cost: pl.country.cost,
      travel,
    };
    for (let i = 0; i < weight; i++) rows.push(place);
  }
  return rows;
}

type Profile = { category: string; services: string[]; prefix: string; suffix: string; factor: number };
type Seller = { partnerId: number; code: string; website: string };

/**
 * Rental profiles by stay_index * PROFILE_SLOTS + slot, and the partners selling each profile by
 * profile * PARTNER_SLOTS + slot: common combinations take more slots.
 */
function profileRows(dict: DatafeedDictionaries): { profiles: Profile[]; sellers: Seller[] } {
  const profiles: Profile[] = [];
  const sellers: Seller[] = [];
  for (const stay of TYPES_OF_STAY) {
    const list = STAY_PROFILES[stay];
    const total = list.reduce((sum, p) => sum + p.weight, 0);
    const slots: typeof list = [];
    for (const profile of list) {
      const count = Math.max(1, Math.round((profile.weight / total) * PROFILE_SLOTS));
      for (let i = 0; i < count && slots.length < PROFILE_SLOTS; i++) slots.push(profile);
    }
    while (slots.length < PROFILE_SLOTS) slots.push(list[0]!);
    slots.forEach((profile, slot) => {
      const k = stayIndex(stay) * PROFILE_SLOTS + slot;
      profiles[k] = { category: profile.category, services: profile.services, prefix: profile.prefix, suffix: profile.suffix, factor: profile.priceFactor };
      const able = dict.partners.filter((pa) => pa.sells === 'all' || pa.sells.includes(profile.category));
      for (let i = 0; i < PARTNER_SLOTS; i++) {
        const pa = able[i % able.length]!;
        sellers[k * PARTNER_SLOTS + i] = { partnerId: pa.id, code: pa.code, website: pa.website };
      }
    });
  }
  return { profiles, sellers };
}

/** What a partner's generated feed holds: its records, and the deals the editors picked as best offers. */
export type SeedFeed = {
  partnerId: number;
  items: AsyncIterable<FeedItem>;
  /** Filled while the items are read. */
  categoryBestOffers: string[];
  homepageBestOffers: string[];
};

/**
 * Each partner's feed of the seed's datafeed, as records with the columns named as our fields
 * (the default mapping): deals 1 to `total` are drawn from hashes of their number and go to the
 * partner that sells their rental profile. Prices in euros follow nights, stars and the country's
 * price level.
 */
export function seedFeeds(ctx: SeedContext, tree: DestinationTree, dict: DatafeedDictionaries): SeedFeed[] {
  const total = ctx.config.properties;
  const places = placeRows(tree);
  const { profiles, sellers } = profileRows(dict);
  const images = TYPES_OF_STAY.map((stay) => ctx.pools.propertyImages[stay].slice(0, IMAGE_SLOTS));
  const departureBase = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate());
  const day = 86_400_000;

  return dict.partners.map((partner) => {
    const feed: SeedFeed = { partnerId: partner.id, items: records(), categoryBestOffers: [], homepageBestOffers: [] };
    async function* records(): AsyncGenerator<FeedItem> {
      let line = 1;
      for (let g = 1; g <= total; g++) {
        const place = places[hash(g, 1) % places.length]!;
        const k = place.stayIndex * PROFILE_SLOTS + (hash(g, 2) % PROFILE_SLOTS);
        const seller = sellers[k * PARTNER_SLOTS + (hash(g, 3) % PARTNER_SLOTS)]!;
        if (seller.partnerId !== partner.id) continue;
        const profile = profiles[k]!;
        const h = (n: number) => hash(g, n);
        const core = PROPERTY_NAME_CORES[h(5) % PROPERTY_NAME_CORES.length]!;
        const stars = STARS[h(6) % STARS.length]!;
        const nights = NIGHTS[h(7) % NIGHTS.length]!;
        const externalId = `${seller.code}-${String(g).padStart(8, '0')}`;
        const name = [`${profile.prefix} ${core}`, `${core} ${profile.suffix}`, `${profile.prefix} ${core} ${place.cityName}`][h(4) % 3]!;
        const services = h(8) % 3 === 0 ? profile.services : [profile.services[h(8) % profile.services.length]!];
        const raw = (45 * place.cost * profile.factor * STAR_FACTOR[stars]! * (0.8 + (h(9) % 45) / 100) * nights + place.travel) / 10;
        const euros = Math.max(199, Math.min(3500, Math.floor(raw) * 10 + 9));
        const discounted = h(10) % 100 < 30;
        const lastMinute = h(12) % 100 < 15;
        const departure = new Date(departureBase + (lastMinute ? 1 + (h(13) % 14) : 1 + (h(13) % 90)) * day);
        if (h(14) % 100 < 2) feed.categoryBestOffers.push(externalId);
        if (h(15) % 1000 < 5) feed.homepageBestOffers.push(externalId);
        line++;
        yield {
          line,
          fields: {
            external_id: externalId,
            name,
            image: images[place.stayIndex]![h(4) % IMAGE_SLOTS]!,
            deep_link: `${seller.website}/deal/${externalId}?utm_source=vakantio`,
            country: place.country,
            region: place.region,
            city: place.city,
            rental_type: profile.category,
            services: services.join('|'),
            type_of_stay: place.stay,
            price: String(euros),
            ...(discounted ? { old_price: String(Math.floor((euros * (1.1 + (h(11) % 36) / 100)) / 10) * 10 + 9) } : {}),
            nights: String(nights),
            stars: String(stars),
            departure_date: departure.toISOString().slice(0, 10),
            last_minute: lastMinute ? 'true' : 'false',
          },
        };
      }
    }
    return feed;
  });
}

/**
 * The datafeed of the seed, imported the way partners' feeds are: one full feed per partner
 * through the importer (mapping, checks, staging, upsert). The table is empty and nobody reads
 * it yet, so its secondary index and foreign keys are built once afterwards, and the change log
 * is left out: every server reads the whole datafeed after a seed.
 */
export async function importSeedFeeds(
  db: Db,
  ctx: SeedContext,
  tree: DestinationTree,
  dict: DatafeedDictionaries,
  log: (line: string) => void,
): Promise<number> {
  let total = 0;
  await db.execute(sql`ALTER TABLE properties DISABLE TRIGGER USER`);
  await withDeferredIndexes(
    db,
    ['properties'],
    async () => {
      for (const feed of seedFeeds(ctx, tree, dict)) {
        const run = await importFeed({ partner: feed.partnerId, input: { name: 'seed', items: feed.items }, mode: 'full', trigger: 'seed', database: db });
        if (run.status !== 'succeeded' || run.rejected > 0) {
          throw new Error(`The seed's feed of ${run.partner.slug} did not import: ${run.error ?? JSON.stringify(run.rejections.slice(0, 3))}`);
        }
        for (const [column, ids] of [
          ['category_best_offer', feed.categoryBestOffers],
          ['homepage_best_offer', feed.homepageBestOffers],
        ] as const) {
          await db.execute(sql`UPDATE properties SET ${sql.identifier(column)} = true
            WHERE partner_id = ${feed.partnerId} AND external_id = ANY(${sql.param(ids)}::text[])`);
        }
        total += run.inserted;
        log(`  ${run.partner.slug}: ${run.inserted.toLocaleString('en')} deals`);
      }
    },
    { keep: ['properties_partner_external_idx'] },
  );
  await db.execute(sql`ALTER TABLE properties ENABLE TRIGGER USER`);
  await db.execute(sql`UPDATE datafeed_version SET version = version + 1, rebuild_from = version + 1 WHERE id = 1`);
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
  // One sort of the well-rated deals per level, not one search per destination.
  for (const [level, column] of [[1, 'country_id'], [2, 'region_id'], [3, 'city_id']] as const) {
    await db.execute(sql`
      WITH ranked AS (
        SELECT ${sql.identifier(column)} AS place, id, row_number() OVER (PARTITION BY ${sql.identifier(column)} ORDER BY price, id) AS n
        FROM properties WHERE rating >= 4 AND ended_at IS NULL AND ${sql.identifier(column)} IS NOT NULL)
      UPDATE destinations d SET specific_hotel_ids = s.ids
      FROM (SELECT place, array_agg(id ORDER BY n) AS ids FROM ranked WHERE n <= 4 GROUP BY place) s
      WHERE d.id = s.place AND d.level = ${level}`);
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
