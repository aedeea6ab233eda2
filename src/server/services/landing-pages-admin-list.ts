import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/locales';
import { db } from '../db/client';
import { categories, categoryTranslations, destinations, destinationTranslations } from '../db/schema';
import { likePattern } from './lib/like';
import { offsetOf, type Page, type Paging } from './lib/paging';

/**
 * The back-office's lists of the two families of landing pages (SPEC §3), once for both: every
 * node with its name in the editor's locale (else another it has), its parent's, and the locales
 * it lacks, in the order of the tree.
 */

export type LandingListRow = {
  id: number;
  name: string;
  slug: string;
  level: number;
  parent_id: number | null;
  parent: string | null;
  position: number;
  in_menu: boolean;
  missing_locales: Locale[];
};

export type LandingListFilters = {
  /** Words of a name or slug, any locale. */
  q?: string;
  /** Only the direct children of this node. */
  parent_id?: number;
  /** Only the nodes on these levels. */
  level?: number[];
  /** Only these nodes (the choices a form already holds). */
  id?: number[];
};

/** `tree`: each node after its parent, siblings by position; `name`: by the listed name. */
export const LANDING_ORDERINGS = ['tree', 'name'] as const;
export type LandingOrdering = (typeof LANDING_ORDERINGS)[number] | `-${(typeof LANDING_ORDERINGS)[number]}`;

const TABLES = {
  category: { nodes: categories, texts: categoryTranslations, key: categoryTranslations.categoryId.name },
  destination: { nodes: destinations, texts: destinationTranslations, key: destinationTranslations.destinationId.name },
} as const;

export type LandingKind = keyof typeof TABLES;

/**
 * The tree's order as an array PostgreSQL compares item by item: the root's position and id, then
 * each level's down to the node, so a parent (a prefix) comes before its children.
 */
const TREE_KEY = sql`case
  when g.id is not null then array[g.position, g.id, p.position, p.id, n.position, n.id]
  when p.id is not null then array[p.position, p.id, n.position, n.id]
  else array[n.position, n.id] end`;

const ORDER: Record<LandingOrdering, SQL> = {
  tree: sql`tree_key`,
  '-tree': sql`tree_key desc`,
  name: sql`lower(name) asc, tree_key`,
  '-name': sql`lower(name) desc, tree_key`,
};

const inList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** A family's nodes for the back-office, paged on the server, in the tree's order unless told otherwise. */
export async function listLandingRows(
  kind: LandingKind,
  locale: Locale,
  filters: LandingListFilters,
  paging: Paging & { ordering?: LandingOrdering },
): Promise<Page<LandingListRow>> {
  const { nodes, texts, key } = TABLES[kind];
  const fk = sql.identifier(key);
  // The name shown for a node: in the editor's locale, else in the first locale it has.
  const nameOf = (id: SQL, column: 'name' | 'slug') =>
    sql`(select x.${sql.identifier(column)} from ${texts} x where x.${fk} = ${id} order by x.locale = ${locale}::locale desc, x.locale limit 1)`;
  const parts: SQL[] = [sql`true`];
  if (filters.q) {
    const like = likePattern(filters.q);
    parts.push(sql`exists (select 1 from ${texts} x where x.${fk} = n.id and (x.name ilike ${like} or x.slug ilike ${like}))`);
  }
  if (filters.parent_id !== undefined) parts.push(sql`n.parent_id = ${filters.parent_id}`);
  if (filters.level?.length) parts.push(sql`n.level in (${inList(filters.level)})`);
  if (filters.id?.length) parts.push(sql`n.id in (${inList(filters.id)})`);
  const where = sql.join(parts, sql` and `);
  const from = sql`from ${nodes} n left join ${nodes} p on p.id = n.parent_id left join ${nodes} g on g.id = p.parent_id`;
  const [counted, rows] = await Promise.all([
    db().execute(sql`select count(*)::int as count ${from} where ${where}`),
    db().execute(sql`
      select * from (
        select n.id, n.level, n.parent_id, n.position, n.in_menu,
          coalesce(${nameOf(sql`n.id`, 'name')}, '') as name,
          coalesce(${nameOf(sql`n.id`, 'slug')}, '') as slug,
          ${nameOf(sql`n.parent_id`, 'name')} as parent,
          array(select x.locale::text from ${texts} x where x.${fk} = n.id) as locales,
          ${TREE_KEY} as tree_key
        ${from}
        where ${where}
      ) listed
      order by ${ORDER[paging.ordering ?? 'tree']} limit ${paging.size} offset ${offsetOf(paging)}`),
  ]);
  const count = (counted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  const listed = (rows as unknown as { rows: (Omit<LandingListRow, 'missing_locales'> & { locales: Locale[]; tree_key: unknown })[] }).rows;
  const results = listed.map(({ locales, tree_key: _treeKey, ...row }) => ({ ...row, missing_locales: LOCALES.filter((l) => !locales.includes(l)) }));
  return { count, results };
}
