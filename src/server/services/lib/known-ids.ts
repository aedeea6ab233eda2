import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

type Issue = { path: string; message: string };

/**
 * A 422 issue for each id of `ids` that names no row of `table` (`what` names the kind in the
 * message), so a write never stores a pick that shows nothing or a key the database refuses.
 */
export async function unknownIds(executor: Db, what: string, table: PgTable, id: AnyPgColumn, ids: (number | null | undefined)[], path: string): Promise<Issue[]> {
  const wanted = [...new Set(ids.filter((value): value is number => typeof value === 'number'))];
  if (wanted.length === 0) return [];
  const rows = await executor.select({ id: sql<number>`${id}` }).from(table).where(inArray(id, wanted));
  const known = new Set(rows.map((row) => row.id));
  return wanted.filter((value) => !known.has(value)).map((value) => ({ path, message: `No ${what} ${value}` }));
}
