import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from './bulk-insert';

type Definition = { name: string; table: string; def: string };

/**
 * Drops the secondary indexes and outgoing foreign keys of `tables`, runs `load`, then restores them
 * exactly as they were (definitions read back from the catalog). Building an index once over loaded rows,
 * and validating a foreign key with one join, is several times faster than maintaining them row by row;
 * pg_restore loads data the same way. Primary keys and unique constraints stay, so duplicates still fail.
 * Run inside the seed's transaction: a failure rolls the DDL back with the data. `keep` names
 * indexes the load itself needs (an upsert's unique index).
 */
export async function withDeferredIndexes(
  db: Db,
  tables: readonly string[],
  load: () => Promise<void>,
  options: { keep?: string[] } = {},
): Promise<void> {
  const list = sql.join(tables.map((t) => sql`${t}`), sql`, `);
  const indexes = await queryRows<Definition>(
    db,
    sql`SELECT i.indexname AS name, i.tablename AS "table", i.indexdef AS def FROM pg_indexes i
        WHERE i.schemaname = 'public' AND i.tablename IN (${list})
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.conrelid = format('%I', i.tablename)::regclass)
        ORDER BY i.tablename, i.indexname`,
  );
  const foreignKeys = await queryRows<Definition>(
    db,
    sql`SELECT c.conname AS name, r.relname AS "table", pg_get_constraintdef(c.oid) AS def
        FROM pg_constraint c JOIN pg_class r ON r.oid = c.conrelid JOIN pg_namespace n ON n.oid = r.relnamespace
        WHERE n.nspname = 'public' AND r.relname IN (${list}) AND c.contype = 'f'
        ORDER BY r.relname, c.conname`,
  );
  for (const fk of foreignKeys) await db.execute(sql.raw(`ALTER TABLE "${fk.table}" DROP CONSTRAINT "${fk.name}"`));
  const dropped = indexes.filter((index) => !options.keep?.includes(index.name));
  for (const index of dropped) await db.execute(sql.raw(`DROP INDEX "${index.name}"`));
  await load();
  for (const index of dropped) await db.execute(sql.raw(index.def));
  for (const fk of foreignKeys) await db.execute(sql.raw(`ALTER TABLE "${fk.table}" ADD CONSTRAINT "${fk.name}" ${fk.def}`));
}
