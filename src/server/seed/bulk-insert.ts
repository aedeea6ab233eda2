import 'server-only';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Rows of roughly this many JSON characters go in one statement: large enough to amortise a round trip, small enough for PGlite's memory. */
const BATCH_CHARS = 4_000_000;

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

function toJson(value: unknown): JsonValue {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as JsonValue;
}

/**
 * Inserts typed rows with one `INSERT ... SELECT FROM json_populate_recordset` per batch:
 * a single parameter per statement whatever the row count, identical on PGlite and node-postgres,
 * and several times faster than multi-row VALUES. Keys left out keep their column default, so every
 * row of one call must carry the same keys (checked).
 */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  let batch: Record<string, JsonValue>[] = [];
  let batchChars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const names = Object.keys(batch[0] as Record<string, JsonValue>);
    const mismatch = batch.find((r) => Object.keys(r).length !== names.length);
    // A key missing from one row would insert NULL there instead of the column default.
    if (mismatch) throw new Error(`${getTableName(table)}: rows of one insert must carry the same keys`);
    const list = sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    );
    const json = JSON.stringify(batch);
    await db.execute(
      sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${sql.identifier(getTableName(table))}, ${json}::json)`,
    );
    batch = [];
    batchChars = 0;
  };
  for (const row of rows) {
    const out: Record<string, JsonValue> = {};
    for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
      if (value === undefined) continue;
      const column = columns[key];
      if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
      out[column.name] = toJson(value);
    }
    batch.push(out);
    batchChars += 40 + JSON.stringify(out).length;
    if (batchChars >= BATCH_CHARS) await flush();
  }
  await flush();
  return rows.length;
}

/** After inserting explicit ids, moves each serial sequence past the highest id so that later inserts do not collide. */
export async function syncSequences(db: Db, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), GREATEST(max(id), 1), max(id) IS NOT NULL) FROM ${table}`,
    );
  }
}

/** Rows of a raw query; both drivers return them in `.rows`. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
