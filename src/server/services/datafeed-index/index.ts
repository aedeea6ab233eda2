import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { db } from '../../db/client';
import { datafeedVersion, properties } from '../../db/schema';
import { logger } from '../../logger';
import { buildIndex, type DatafeedIndex, type IndexRow } from './build';

export { INDEX_ORDERINGS, type IndexOrdering } from './build';
export { IndexQuery, type PlaceCounts } from './query';

/**
 * The datafeed index of this process, kept in step with the database: every use reads the
 * datafeed's version (one row, bumped by a trigger on each statement that changes properties) and
 * rebuilds the index when it moved, so a change shows on the next request on every server. One
 * rebuild runs at a time; requests that need a newer index wait for it (about 3 s at a million
 * properties on PostgreSQL, a few milliseconds on the small seed).
 */

const CHUNK = 100_000;

/** The datafeed's version in the database now. */
export async function readVersion(): Promise<number> {
  const [row] = await db().select({ version: datafeedVersion.version }).from(datafeedVersion).where(eq(datafeedVersion.id, 1));
  return Number(row?.version ?? 0);
}

const columns = {
  id: properties.id,
  countryId: properties.countryId,
  regionId: properties.regionId,
  cityId: properties.cityId,
  propertyCategoryId: properties.propertyCategoryId,
  partnerId: properties.partnerId,
  serviceTypeIds: properties.serviceTypeIds,
  typeOfStay: properties.typeOfStay,
  price: properties.price,
  oldPrice: properties.oldPrice,
  duration: properties.duration,
  rating: properties.rating,
  hasDiscount: properties.hasDiscount,
  isLastMinute: properties.isLastMinute,
  categoryBestOffer: properties.categoryBestOffer,
  homepageBestOffer: properties.homepageBestOffer,
};

/** Every property in (price, id) order, and the version they are at: one snapshot, read in chunks. */
async function loadIndex(): Promise<DatafeedIndex> {
  const started = performance.now();
  const index = await db().transaction(
    async (tx) => {
      const [row] = await tx.select({ version: datafeedVersion.version }).from(datafeedVersion).where(eq(datafeedVersion.id, 1));
      const rows: IndexRow[] = [];
      for (;;) {
        const last = rows.at(-1);
        const chunk = await tx
          .select(columns)
          .from(properties)
          .where(last ? sql`(${properties.price}, ${properties.id}) > (${last.price}, ${last.id})` : undefined)
          .orderBy(asc(properties.price), asc(properties.id))
          .limit(CHUNK);
        for (const r of chunk) rows.push(r);
        if (chunk.length < CHUNK) break;
      }
      return buildIndex(Number(row?.version ?? 0), rows);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  logger.info({ rows: index.rows, version: index.version, ms: Math.round(performance.now() - started) }, 'datafeed index built');
  return index;
}

type Held = { current?: DatafeedIndex; pending?: Promise<DatafeedIndex> };
/**
 * Per database handle (tests and scripts install databases of their own), on globalThis so that
 * the API's and the pages' bundles share one index.
 */
const shared = globalThis as unknown as { __datafeedIndexes?: WeakMap<object, Held> };
const held = (shared.__datafeedIndexes ??= new WeakMap());

function heldFor(database: object): Held {
  let state = held.get(database);
  if (!state) held.set(database, (state = {}));
  return state;
}

/** The index at this datafeed version or later, rebuilt if the one held is older. */
export async function indexAt(version: number): Promise<DatafeedIndex> {
  const state = heldFor(db());
  while (!state.current || state.current.version < version) {
    state.pending ??= loadIndex()
      .then((index) => (state.current = index))
      .finally(() => (state.pending = undefined));
    await state.pending;
  }
  return state.current;
}

/** The index at the database's current datafeed version or later. */
export async function datafeedIndex(): Promise<DatafeedIndex> {
  return indexAt(await readVersion());
}

/**
 * The index held, without asking the database for its version: for a caller that reads the
 * version along with its own query and calls indexAt when it moved (optimistic, one round trip).
 */
export async function heldIndex(): Promise<DatafeedIndex> {
  return heldFor(db()).current ?? datafeedIndex();
}
