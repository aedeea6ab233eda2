import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/locales';
import { db } from '../db/client';
import { likePattern } from './lib/like';
import { foldedName } from './lib/text-match';
import { offsetOf, type Page, type Paging } from './lib/paging';

/** A store as the back-office lists it: its name in the editor's locale (else any), its live promotions, the locales it lacks. */
export type StoreListRow = {
  id: number;
  name: string;
  slug: string;
  website: string;
  in_menu: boolean;
  is_top: boolean;
  active_promotions: number;
  missing_locales: Locale[];
  updated_at: string;
};

export type StoreListFilters = {
  /** Words of a name or slug, any locale. */
  q?: string;
  /** Only stores without an active promotion. */
  without_active_promotion?: boolean;
};

export const STORE_ORDERINGS = ['name', 'updated_at', 'id'] as const;
export type StoreOrdering = (typeof STORE_ORDERINGS)[number] | `-${(typeof STORE_ORDERINGS)[number]}`;

const ORDER_COLUMNS: Record<(typeof STORE_ORDERINGS)[number], SQL> = { name: sql`name`, updated_at: sql`updated_at`, id: sql`id` };

const ACTIVE = (now: Date) => sql`p.starts_at <= ${now} and (p.ends_at is null or p.ends_at > ${now})`;

/** Stores for the back-office, paged on the server, by name unless told otherwise. */
export async function listStoreRows(
  locale: Locale,
  filters: StoreListFilters,
  paging: Paging & { ordering?: StoreOrdering },
  now = new Date(),
): Promise<Page<StoreListRow>> {
  const parts: SQL[] = [sql`true`];
  if (filters.q) {
    const like = likePattern(filters.q.toLowerCase());
    // Names as their trigram index folds them (accents too: "hotel" finds "Hôtel"); slugs are
    // lower case already.
    parts.push(sql`s.id in (select t.store_id from store_translations t where ${foldedName(sql`t.name`)} like immutable_unaccent(${like})
      union select t.store_id from store_translations t where t.slug like ${like})`);
  }
  if (filters.without_active_promotion) parts.push(sql`not exists (select 1 from promotions p where p.store_id = s.id and ${ACTIVE(now)})`);
  const where = sql.join(parts, sql` and `);
  const ordering = paging.ordering ?? 'name';
  const column = ORDER_COLUMNS[ordering.replace(/^-/, '') as (typeof STORE_ORDERINGS)[number]];
  const order = ordering.startsWith('-') ? sql`${column} desc, id desc` : sql`${column} asc, id asc`;
  const [counted, rows] = await Promise.all([
    db().execute(sql`select count(*)::int as count from stores s where ${where}`),
    db().execute(sql`
      with page as (
        select * from (
          select s.id, s.website, s.in_menu, s.is_top,
            to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
            coalesce(t.name, '') as name, coalesce(t.slug, '') as slug
          from stores s
          left join lateral (
            select name, slug from store_translations x where x.store_id = s.id
            order by x.locale = ${locale}::locale desc, x.locale limit 1
          ) t on true
          where ${where}
        ) listed
        order by ${order} limit ${paging.size} offset ${offsetOf(paging)}
      )
      -- Counted for the page's rows only: in the select list above, PostgreSQL counted them for
      -- every store before it sorted (305 ms for 10,000 stores, 36 ms this way).
      select page.*,
        (select count(*)::int from promotions p where p.store_id = page.id and ${ACTIVE(now)}) as active_promotions,
        array(select x.locale::text from store_translations x where x.store_id = page.id) as locales
      from page
      order by ${order}`),
  ]);
  const count = (counted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  const results = (rows as unknown as { rows: (Omit<StoreListRow, 'missing_locales'> & { locales: Locale[] })[] }).rows.map(
    ({ locales, ...row }) => ({ ...row, missing_locales: LOCALES.filter((l) => !locales.includes(l)) }),
  );
  return { count, results };
}
