import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FeedRejection, FeedRow } from './map-record';

/**
 * A run's rows before they are applied: a table of its own (unlogged on PostgreSQL: it is rebuilt
 * from the feed if lost), filled in batches while the feed is read, then applied to `properties`
 * in one transaction and dropped. Nothing a visitor reads changes until that transaction commits.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Up to this many staged rows, no index and no statistics are worth their statements. */
const SMALL_BATCH = 5_000;

export type AppliedFigures = { inserted: number; updated: number; unchanged: number; ended: number };

/** The staging table of a run; its name is made of the run's id only. */
export function stagingTableOf(runId: number): string {
  if (!Number.isSafeInteger(runId) || runId <= 0) throw new Error(`Not a run id: ${runId}`);
  return `feed_staging_${runId}`;
}

async function rowsOf<T>(database: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The columns a feed sets; `category_best_offer` and `homepage_best_offer` are the editors' and stay as they are. */
const FEED_COLUMNS = [
  'name',
  'image',
  'deep_link',
  'country_id',
  'region_id',
  'city_id',
  'property_category_id',
  'service_type_ids',
  'type_of_stay',
  'price',
  'old_price',
  'has_discount',
  'duration',
  'rating',
  'is_last_minute',
  'departure_date',
] as const;

export class Staging {
  private constructor(
    private readonly database: Db,
    readonly table: string,
  ) {}

  static async create(database: Db, runId: number): Promise<Staging> {
    const table = stagingTableOf(runId);
    await database.execute(sql.raw(`DROP TABLE IF EXISTS "${table}"`));
    await database.execute(
      sql.raw(`CREATE UNLOGGED TABLE "${table}" (
        line integer NOT NULL,
        external_id varchar(80) NOT NULL,
        -- A row the feed lists but that could not be read: neither applied nor ended.
        rejected boolean NOT NULL DEFAULT false,
        name varchar(200), image text, deep_link text, country_id integer, region_id integer, city_id integer,
        property_category_id integer, service_type_ids integer[], type_of_stay varchar(30), price integer, old_price integer,
        has_discount boolean, duration integer, rating integer, is_last_minute boolean, departure_date text
      )`),
    );
    return new Staging(database, table);
  }

  /** One statement per batch, one parameter per column (arrays), whatever the number of rows. */
  async add(rows: FeedRow[], rejectedIds: { line: number; externalId: string }[] = []): Promise<void> {
    if (rows.length > 0) {
      const column = <T>(pick: (row: FeedRow) => T) => sql.param(rows.map(pick));
      await this.database.execute(sql`
        INSERT INTO ${sql.identifier(this.table)} (line, external_id, name, image, deep_link, country_id, region_id, city_id,
          property_category_id, service_type_ids, type_of_stay, price, old_price, has_discount, duration, rating, is_last_minute, departure_date)
        SELECT line, external_id, name, image, deep_link, country_id, region_id, city_id, property_category_id,
          CASE WHEN services = '' THEN '{}'::integer[] ELSE string_to_array(services, ',')::integer[] END,
          type_of_stay, price, old_price, has_discount, duration, rating, is_last_minute, departure_date
        FROM unnest(${column((r) => r.line)}::integer[], ${column((r) => r.externalId)}::text[], ${column((r) => r.name)}::text[],
          ${column((r) => r.image)}::text[], ${column((r) => r.deepLink)}::text[], ${column((r) => r.countryId)}::integer[],
          ${column((r) => r.regionId)}::integer[], ${column((r) => r.cityId)}::integer[], ${column((r) => r.propertyCategoryId)}::integer[],
          ${column((r) => r.serviceTypeIds.join(','))}::text[], ${column((r) => r.typeOfStay)}::text[], ${column((r) => r.price)}::integer[],
          ${column((r) => r.oldPrice)}::integer[], ${column((r) => r.hasDiscount)}::boolean[], ${column((r) => r.duration)}::integer[],
          ${column((r) => r.rating)}::integer[], ${column((r) => r.isLastMinute)}::boolean[], ${column((r) => r.departureDate)}::text[])
          AS s(line, external_id, name, image, deep_link, country_id, region_id, city_id, property_category_id, services, type_of_stay,
               price, old_price, has_discount, duration, rating, is_last_minute, departure_date)`);
    }
    if (rejectedIds.length > 0) {
      await this.database.execute(sql`
        INSERT INTO ${sql.identifier(this.table)} (line, external_id, rejected)
        SELECT line, external_id, true FROM unnest(${sql.param(rejectedIds.map((r) => r.line))}::integer[],
          ${sql.param(rejectedIds.map((r) => r.externalId))}::text[]) AS s(line, external_id)`);
    }
  }

  /**
   * Rows whose external id an earlier line of the feed already gave: the first one counts, these
   * are rejected. Their count, and the first `limit` of them in feed order. Call it once every row
   * is staged, before `apply`.
   */
  async duplicates(limit: number, staged: number): Promise<{ count: number; first: FeedRejection[] }> {
    // Built once the rows are in: it serves this query, the upsert's DISTINCT ON and the anti-join that
    // ends deals, which the planner would otherwise run as a scan of the whole table per deal when its
    // statistics say the partner has none yet (a first full import: quadratic, minutes at 50,000 rows).
    // A small batch (a delta every few seconds) is sorted and joined in memory whatever the plan.
    if (staged > SMALL_BATCH) {
      await this.database.execute(sql.raw(`CREATE INDEX "${this.table}_external_idx" ON "${this.table}" (external_id, line)`));
      await this.database.execute(sql.raw(`ANALYZE "${this.table}"`));
    }
    const rows = await rowsOf<{ line: number; first_line: number; total: number }>(
      this.database,
      sql`SELECT line, first_line, count(*) OVER ()::int AS total FROM (
            SELECT line, min(line) OVER (PARTITION BY external_id) AS first_line FROM ${sql.identifier(this.table)}) d
          WHERE line > first_line ORDER BY line LIMIT ${limit}`,
    );
    return {
      count: rows[0]?.total ?? 0,
      first: rows.map((r) => ({ line: r.line, field: 'external_id', reason: `external id already given on line ${r.first_line}` })),
    };
  }

  /**
   * Applies the rows to the partner's deals, inside the caller's transaction: new ones inserted,
   * changed ones updated (an ended deal the feed lists again is listed again), the same ones left
   * untouched (no change logged, nothing for the servers to follow). A full feed ends the partner's
   * deals it no longer lists; a row it lists but that was rejected keeps its deal as it was.
   */
  async apply(tx: Tx, partnerId: number, mode: 'full' | 'delta'): Promise<AppliedFigures> {
    const table = sql.identifier(this.table);
    const columns = sql.raw(FEED_COLUMNS.join(', '));
    const current = sql.raw(FEED_COLUMNS.map((c) => `properties.${c}`).join(', '));
    const incoming = sql.raw(FEED_COLUMNS.map((c) => `excluded.${c}`).join(', '));
    const assignments = sql.raw(FEED_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '));
    const [upserted] = await rowsOf<{ inserted: number; updated: number; distinct: number }>(
      tx,
      sql`WITH src AS (
            SELECT * FROM (SELECT DISTINCT ON (external_id) * FROM ${table} ORDER BY external_id, line) first ORDER BY line
          ), up AS (
            INSERT INTO properties (partner_id, external_id, ${columns})
            SELECT ${partnerId}, external_id, ${columns} FROM src WHERE NOT rejected
            ON CONFLICT (partner_id, external_id) DO UPDATE SET ${assignments}, ended_at = NULL, updated_at = now()
            WHERE (${current}) IS DISTINCT FROM (${incoming}) OR properties.ended_at IS NOT NULL
            RETURNING (xmax = 0) AS inserted
          )
          SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated,
                 (SELECT count(*) FROM src WHERE NOT rejected)::int AS distinct
          FROM up`,
    );
    let ended = 0;
    if (mode === 'full') {
      const [row] = await rowsOf<{ ended: number }>(
        tx,
        sql`WITH gone AS (
              UPDATE properties p SET ended_at = now(), updated_at = now()
              WHERE p.partner_id = ${partnerId} AND p.ended_at IS NULL
                AND NOT EXISTS (SELECT 1 FROM ${table} s WHERE s.external_id = p.external_id)
              RETURNING 1)
            SELECT count(*)::int AS ended FROM gone`,
      );
      ended = row?.ended ?? 0;
    }
    const inserted = upserted?.inserted ?? 0;
    const updated = upserted?.updated ?? 0;
    return { inserted, updated, unchanged: (upserted?.distinct ?? 0) - inserted - updated, ended };
  }

  async drop(): Promise<void> {
    await this.database.execute(sql.raw(`DROP TABLE IF EXISTS "${this.table}"`));
  }
}
