import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { TYPES_OF_STAY } from '../../db/schema';
import { buildFeedDictionaries, type FeedDictionaries, type FeedDictionariesInput } from './map-record';

/**
 * What a feed's names are matched against, read once per run: every destination with its names
 * and slugs in all locales and its country code, the rental and service types with theirs.
 */
/**
 * Kept a minute per database: a worker importing a delta every few seconds reads the destinations
 * once, and a destination an editor adds is matched within a minute.
 */
const KEEP_MS = 60_000;
const kept = new WeakMap<Db, { at: number; dictionaries: Promise<FeedDictionaries> }>();

export function loadFeedDictionaries(database: Db): Promise<FeedDictionaries> {
  const known = kept.get(database);
  if (known && performance.now() - known.at < KEEP_MS) return known.dictionaries;
  const dictionaries = readFeedDictionaries(database);
  kept.set(database, { at: performance.now(), dictionaries });
  dictionaries.catch(() => kept.delete(database));
  return dictionaries;
}

async function readFeedDictionaries(database: Db): Promise<FeedDictionaries> {
  const rows = <T>(query: ReturnType<typeof sql>) => database.execute(query).then((result) => (result as unknown as { rows: T[] }).rows);
  // One after the other: inside a transaction (the seed) they share one connection.
  const destinations = await rows<{ id: number; level: number; parent_id: number | null; country_code: string | null; names: string[] | null }>(sql`
      SELECT d.id, d.level, d.parent_id, d.country_code,
             array_remove(array_agg(t.name) || array_agg(t.slug), NULL) AS names
      FROM destinations d LEFT JOIN destination_translations t ON t.destination_id = d.id
      GROUP BY d.id`);
  const rentalTypes = await rows<{ id: number; slug: string; names: string[] }>(sql`
    SELECT id, slug, ARRAY(SELECT jsonb_each_text.value FROM jsonb_each_text(name)) AS names FROM property_categories`);
  const services = await rows<{ id: number; slug: string; names: string[] }>(sql`
    SELECT id, slug, ARRAY(SELECT jsonb_each_text.value FROM jsonb_each_text(name)) AS names FROM service_types`);
  const input: FeedDictionariesInput = {
    destinations: destinations
      .filter((d) => d.level === 1 || d.level === 2 || d.level === 3)
      .map((d) => ({ id: d.id, level: d.level as 1 | 2 | 3, parentId: d.parent_id, countryCode: d.country_code, names: d.names ?? [] })),
    rentalTypes,
    services,
    typesOfStay: TYPES_OF_STAY,
  };
  return buildFeedDictionaries(input);
}
