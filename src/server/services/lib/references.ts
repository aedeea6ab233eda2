import 'server-only';
import { asc, count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ConflictError } from '../../errors';

/**
 * What still points at a record a write would delete: deleting it would take them along or leave
 * them broken, so the delete answers 409 and lists them (the first ids of each kind).
 */

export type Reference = { entity_type: string; count: number; ids: number[] };

/** Ids a 409 lists per kind at most; `count` tells how many there are. */
const LISTED = 20;

/** The rows of `table` that match `where`, as one kind of reference. */
export async function referencesIn(executor: Db, entityType: string, table: PgTable, id: AnyPgColumn, where: SQL): Promise<Reference> {
  const [rows, [total]] = await Promise.all([
    executor.selectDistinct({ id: sql<number>`${id}` }).from(table).where(where).orderBy(asc(id)).limit(LISTED),
    executor.select({ n: count(sql`distinct ${id}`) }).from(table).where(where),
  ]);
  return { entity_type: entityType, count: Number(total?.n ?? 0), ids: rows.map((row) => row.id) };
}

/** Refuses the delete of `what` (e.g. `store 12`) with 409 while any reference remains. */
export function assertUnreferenced(what: string, references: Reference[]): void {
  const held = references.filter((reference) => reference.count > 0);
  if (held.length === 0) return;
  const list = held.map((reference) => `${reference.count} ${reference.entity_type}${reference.count === 1 ? '' : 's'}`).join(', ');
  throw new ConflictError(`${what} is still used by ${list}: move or delete them first`, held);
}

/** A curated list of ids (a category's store tiles, the home page's stores): the table and its array column. */
export type CuratedList = { table: PgTable; column: AnyPgColumn };

/**
 * Takes a deleted record out of the lists editors picked it into: those pages show one item fewer,
 * none a missing one. The callers expire those pages.
 */
export async function removeFromCuratedLists(tx: Db, lists: CuratedList[], id: number): Promise<void> {
  for (const { table, column } of lists) {
    await tx.execute(
      sql`update ${table} set ${sql.identifier(column.name)} = array_remove(${column}, ${id}) where ${column} @> array[${id}]::integer[]`,
    );
  }
}
