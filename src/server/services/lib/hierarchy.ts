import 'server-only';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { db } from '../../db/client';
import type { Locale } from '@/lib/locales';
import { type EntityType, entityPath } from '@/lib/entity-paths';
import { offsetOf, type Paging } from './paging';

/**
 * The two three-level families of landing pages, categories and destinations, share one shape:
 * a node table (`id`, `parent_id`, `level`, `position`) and a translation table (one row per
 * node and locale, with `name` and `slug`). A node exists in a locale when it and every ancestor
 * have content there: its path needs all their slugs (SPEC: absent elsewhere). This module holds
 * that rule, the ancestor joins it reads and the paths they give, once for both families.
 */

type Id = AnyPgColumn<{ data: number; notNull: true }>;
type OptionalId = AnyPgColumn<{ data: number; notNull: false }>;
type Text = AnyPgColumn<{ data: string; notNull: true }>;

export type NodeTable = PgTable & { id: Id; parentId: OptionalId; level: Id; position: Id };
export type TranslationTable<K extends string> = PgTable & Record<K, Id> & { id: Id; locale: AnyPgColumn; name: Text; slug: Text };

/** A node with its ancestors' slugs in the locale; levels stop at 3, so two ancestors suffice. */
export type AncestorRow = {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  slug: string;
  parentSlug: string | null;
  grandSlug: string | null;
  grandparentId: number | null;
};

/** What a family's summaries share; `path` is the site path in the locale. */
export type NodeSummary<T extends EntityType> = {
  id: number;
  name: string;
  slug: string;
  entity_type: T;
  level: number;
  parent_id: number | null;
  path: string;
};

/** The rows a hierarchy's `rows` gives: the common fields and the family's own. */
export type RowOf<H extends { rows: (...args: never[]) => Promise<unknown[]> }> = Awaited<ReturnType<H['rows']>>[number];

export type NodeLookup = { id: number } | { slug: string; parent?: string };

/** The values that are there, in their order: a chain root first, where a root leaves its ancestors null. */
export function present<T>(...values: (T | null | undefined)[]): T[] {
  return values.filter((value): value is T => value !== null && value !== undefined);
}

/** One family's hierarchy: its reads, paths and summaries over the given tables. */
export function hierarchy<
  TNodes extends NodeTable,
  K extends string,
  TTranslations extends TranslationTable<K>,
  TFields extends Record<string, AnyPgColumn>,
  TRoot extends EntityType,
  TBelow extends EntityType,
>(
  tables: {
    nodes: TNodes;
    translations: TTranslations;
    /** The translation table's key of its node's id, e.g. `categoryId`. */
    owner: K;
  },
  /** The entity type of level 1 and of the levels below it. */
  types: [TRoot, TBelow],
  /** Node columns the family's summaries need besides the common ones. */
  fields: TFields,
) {
  type Row = AncestorRow & SelectResultFields<TFields>;
  const { nodes, translations: t, owner } = tables;
  const parent = alias(nodes as PgTable, 'parent') as unknown as NodeTable;
  const parentT = alias(t as PgTable, 'parent_t') as unknown as TranslationTable<K>;
  const grandT = alias(t as PgTable, 'grand_t') as unknown as TranslationTable<K>;

  const entityTypeOf = (level: number): TRoot | TBelow => (level === 1 ? types[0] : types[1]);

  /** A node whose ancestor has no content in the locale has no path there, so it does not exist there. */
  const reachable = and(or(isNull(nodes.parentId), isNotNull(parentT.id)), or(isNull(parent.parentId), isNotNull(grandT.id)))!;

  const translated = (table: TranslationTable<K>, id: AnyPgColumn, locale: Locale) =>
    and(eq(table[owner], id), eq(table.locale, locale));

  /** Nodes with content in the locale joined to their ancestors' content there, any fields; reachable ones only. */
  function select<TSelection extends Record<string, unknown>>(locale: Locale, selection: TSelection, where?: SQL) {
    return db()
      .select(selection as Record<string, AnyPgColumn>)
      .from(nodes as PgTable)
      .innerJoin(t as PgTable, translated(t, nodes.id, locale))
      .leftJoin(parent, eq(parent.id, nodes.parentId))
      .leftJoin(parentT as PgTable, translated(parentT, nodes.parentId, locale))
      .leftJoin(grandT as PgTable, translated(grandT, parent.parentId, locale))
      .where(and(reachable, where))
      .$dynamic();
  }

  const rowFields = {
    ...fields,
    id: nodes.id,
    parentId: nodes.parentId,
    level: nodes.level,
    name: t.name,
    slug: t.slug,
    parentSlug: parentT.slug,
    grandSlug: grandT.slug,
    grandparentId: parent.parentId,
  };

  const byPosition = [asc(nodes.position), asc(nodes.id)];
  /** Parents before children, then by position. */
  const byDepth = [asc(nodes.level), ...byPosition];

  /** Reachable nodes of the locale with their ancestors' slugs, by position unless told. */
  async function rows(
    locale: Locale,
    where?: SQL,
    options: { orderBy?: SQL[]; limit?: number; offset?: number } = {},
  ): Promise<Row[]> {
    let query = select(locale, rowFields, where).orderBy(...(options.orderBy ?? byPosition));
    if (options.limit !== undefined) query = query.limit(options.limit);
    if (options.offset !== undefined) query = query.offset(options.offset);
    return (await query) as unknown as Row[];
  }

  /** One page of nodes by position, with the number of all that match. */
  async function page(locale: Locale, where: SQL | undefined, paging: Paging): Promise<{ count: number; rows: Row[] }> {
    const [found, [total]] = await Promise.all([
      rows(locale, where, { limit: paging.size, offset: offsetOf(paging) }),
      db().select({ n: count() }).from(select(locale, rowFields, where).as('matching')),
    ]);
    return { count: Number(total?.n ?? 0), rows: found };
  }

  function lookupCondition(lookup: NodeLookup): SQL {
    if ('id' in lookup) return eq(nodes.id, lookup.id);
    return and(eq(t.slug, lookup.slug), lookup.parent === undefined ? undefined : eq(parentT.slug, lookup.parent))!;
  }

  /** By id, or by slug (the parent's slug tells apart equal slugs under different parents): the shallowest, oldest match. */
  async function find(locale: Locale, lookup: NodeLookup, where?: SQL): Promise<Row | null> {
    const [row] = await rows(locale, and(where, lookupCondition(lookup)), {
      orderBy: [asc(nodes.level), asc(nodes.id)],
      limit: 1,
    });
    return row ?? null;
  }

  /** The node's row and its translation row in the locale, every column. */
  async function content(
    locale: Locale,
    id: number,
  ): Promise<{ node: TNodes['$inferSelect']; t: TTranslations['$inferSelect'] } | null> {
    const [row] = await db()
      .select({ node: nodes as PgTable, t: t as PgTable })
      .from(nodes as PgTable)
      .innerJoin(t as PgTable, translated(t, nodes.id, locale))
      .where(eq(nodes.id, id));
    return (row as { node: TNodes['$inferSelect']; t: TTranslations['$inferSelect'] } | undefined) ?? null;
  }

  const chainOf = (row: Pick<AncestorRow, 'slug' | 'parentSlug' | 'grandSlug'>): string[] =>
    present(row.grandSlug, row.parentSlug, row.slug);

  const pathOf = (locale: Locale, row: AncestorRow): string => entityPath(locale, entityTypeOf(row.level), chainOf(row));

  /** The common summary fields, the family's own ones (`extra`) before the path. */
  function summary<TExtra extends object>(
    locale: Locale,
    row: AncestorRow,
    extra: TExtra,
  ): NodeSummary<TRoot | TBelow> & TExtra {
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      entity_type: entityTypeOf(row.level),
      level: row.level,
      parent_id: row.parentId,
      ...extra,
      path: pathOf(locale, row),
    };
  }

  /** The given nodes and every node above them, whatever the locale; unknown ids are left out. */
  async function idsWithAncestors(ids: Iterable<number>): Promise<number[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const found = await db()
      .select({ id: nodes.id, parentId: nodes.parentId, grandparentId: parent.parentId })
      .from(nodes as PgTable)
      .leftJoin(parent, eq(parent.id, nodes.parentId))
      .where(inArray(nodes.id, wanted));
    return [...new Set(found.flatMap((row) => present(row.id, row.parentId, row.grandparentId)))];
  }

  /** For raw SQL: the node's entity type and its slugs root first, as columns. */
  const entityTypeColumn = sql<string>`case when ${nodes.level} = 1 then ${sql.raw(`'${types[0]}'`)} else ${sql.raw(`'${types[1]}'`)} end`;
  const slugsColumn = sql<string[]>`array_remove(array[${grandT.slug}, ${parentT.slug}, ${t.slug}], null)::text[]`;

  return {
    nodes,
    translations: t,
    parentTranslations: parentT,
    entityTypeOf,
    reachable,
    byPosition,
    byDepth,
    select,
    rows,
    page,
    find,
    content,
    chainOf,
    pathOf,
    summary,
    idsWithAncestors,
    entityTypeColumn,
    slugsColumn,
  };
}
