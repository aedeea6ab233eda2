import 'server-only';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { datafeedChanges, datafeedVersion, properties } from '../../db/schema';
import type { IndexChanges } from './mutate';
import type { IndexRow } from './model';

/**
 * What the index reads from the database: every listed property in one snapshot, or the changes
 * logged since a version (migration 0007), each in one read-only transaction so that the rows and
 * the version they are at agree.
 */

/**
 * Rows per read of a full load: small enough that turning one into objects is a short task (the
 * driver parses a result in one go; 5,000 rows held a busy server's event loop for 100–300 ms).
 */
const CHUNK = 2_000;

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
  departureDate: properties.departureDate,
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

async function versionIn(tx: Tx | Db): Promise<{ version: number; rebuildFrom: number }> {
  const [row] = await tx
    .select({ version: datafeedVersion.version, rebuildFrom: datafeedVersion.rebuildFrom })
    .from(datafeedVersion)
    .where(eq(datafeedVersion.id, 1));
  return { version: Number(row?.version ?? 0), rebuildFrom: Number(row?.rebuildFrom ?? 0) };
}

/** The datafeed's version now. */
export async function readVersion(database: Db): Promise<number> {
  return (await versionIn(database)).version;
}

/**
 * Every listed property in (price, id) order, handed over a chunk at a time, and the version
 * they are at; how many there are first (`onCount`). `onChunk` may take its time: the snapshot holds.
 */
export async function loadAll(
  database: Db,
  onChunk: (rows: IndexRow[]) => void | Promise<void>,
  onCount?: (rows: number) => void,
): Promise<number> {
  return database.transaction(async (tx) => {
    const { version } = await versionIn(tx);
    const [listed] = await tx.select({ n: sql<number>`count(*)::int` }).from(properties).where(isNull(properties.endedAt));
    onCount?.(listed?.n ?? 0);
    let last: IndexRow | undefined;
    for (;;) {
      const chunk = await tx
        .select(columns)
        .from(properties)
        .where(
          and(
            isNull(properties.endedAt),
            last ? sql`(${properties.price}, ${properties.id}) > (${last.price}, ${last.id})` : undefined,
          ),
        )
        .orderBy(asc(properties.price), asc(properties.id))
        .limit(CHUNK);
      if (chunk.length > 0) await onChunk(chunk);
      if (chunk.length < CHUNK) break;
      last = chunk.at(-1);
    }
    return version;
  }, snapshot);
}

/**
 * The changes since `from`: null when they cannot be told from the log (a TRUNCATE, or the log
 * pruned past it) or when there are more than `limit` changed properties (a full load is then
 * cheaper than applying them one by one).
 */
export async function loadChanges(database: Db, from: number, limit: number): Promise<IndexChanges | null> {
  return database.transaction(async (tx) => {
    const { version, rebuildFrom } = await versionIn(tx);
    if (version <= from) return { version: from, upserts: [], removed: [] };
    if (rebuildFrom > from) return null;
    const [next] = await tx.select({ found: sql<number>`1` }).from(datafeedChanges).where(eq(datafeedChanges.version, from + 1)).limit(1);
    if (!next) return null;
    const changed = await tx
      .selectDistinct({ id: datafeedChanges.propertyId })
      .from(datafeedChanges)
      .where(and(gt(datafeedChanges.version, from), lte(datafeedChanges.version, version)))
      .limit(limit + 1);
    if (changed.length > limit) return null;
    const ids = changed.map((row) => row.id);
    const rows = ids.length
      ? await tx
          .select({ ...columns, ended: sql<boolean>`${properties.endedAt} IS NOT NULL` })
          .from(properties)
          // One parameter however many ids (a statement takes at most 65,535).
          .where(sql`${properties.id} = any(string_to_array(${ids.join(',')}, ',')::int[])`)
      : [];
    const listed = rows.filter((row) => !row.ended).map(({ ended: _ended, ...row }) => row);
    const kept = new Set(listed.map((row) => row.id));
    return { version, upserts: listed, removed: ids.filter((id) => !kept.has(id)) };
  }, snapshot);
}

/** Forgets the changes up to a version every server has applied long ago (they then read everything again). */
export async function pruneChanges(database: Db, through: number): Promise<void> {
  await database.delete(datafeedChanges).where(lte(datafeedChanges.version, through));
}
