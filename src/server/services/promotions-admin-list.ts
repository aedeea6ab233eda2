import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/locales';
import type { PromotionType } from '@/lib/constants';
import { db } from '../db/client';
import { likePattern } from './lib/like';
import { foldedName } from './lib/text-match';
import type { Page, Paging } from './lib/paging';
import { offsetOf } from './lib/paging';

/** Where a promotion stands for visitors now. */
export type PromotionStatus = 'scheduled' | 'active' | 'ended';

/** A promotion as the back-office lists it: every status, its title in the editor's locale (else any), the locales it lacks. */
export type PromotionListRow = {
  id: number;
  title: string;
  store_id: number;
  store_name: string;
  type: PromotionType;
  code: string | null;
  starts_at: string;
  ends_at: string | null;
  status: PromotionStatus;
  missing_locales: Locale[];
  updated_at: string;
};

export type PromotionListFilters = {
  store_id?: number;
  status?: PromotionStatus;
  /** Active and ending within this many days. */
  ending_within_days?: number;
  /** Words of the title (any locale) or the code. */
  q?: string;
};

export const PROMOTION_ORDERINGS = ['updated_at', 'starts_at', 'ends_at', 'id'] as const;
export type PromotionOrdering = (typeof PROMOTION_ORDERINGS)[number] | `-${(typeof PROMOTION_ORDERINGS)[number]}`;

const ORDER_COLUMNS: Record<(typeof PROMOTION_ORDERINGS)[number], SQL> = {
  updated_at: sql`p.updated_at`,
  starts_at: sql`p.starts_at`,
  ends_at: sql`p.ends_at`,
  id: sql`p.id`,
};

function conditions(filters: PromotionListFilters, now: Date): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.store_id !== undefined) parts.push(sql`p.store_id = ${filters.store_id}`);
  if (filters.status === 'scheduled') parts.push(sql`p.starts_at > ${now}`);
  if (filters.status === 'active') parts.push(sql`p.starts_at <= ${now} and (p.ends_at is null or p.ends_at > ${now})`);
  if (filters.status === 'ended') parts.push(sql`p.ends_at <= ${now}`);
  if (filters.ending_within_days !== undefined) {
    const until = new Date(now.getTime() + filters.ending_within_days * 86_400_000);
    parts.push(sql`p.starts_at <= ${now} and p.ends_at > ${now} and p.ends_at <= ${until}`);
  }
  if (filters.q) {
    const like = likePattern(filters.q.toLowerCase());
    // Titles and codes in the form their trigram indexes are built on (accents and case folded),
    // and the two lookups as one set of ids: PostgreSQL then reads both indexes and joins a few
    // ids, where an OR of the two made it test all 100,000 promotions (and compile the query).
    parts.push(sql`p.id in (select t.promotion_id from promotion_translations t where ${foldedName(sql`t.title`)} like immutable_unaccent(${like})
      union select c.promotion_id from coupons c where lower(c.code) like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * Promotions for the back-office: any status, newest change first unless told otherwise, paged
 * on the server (a list of 100,000 reads one page: the filters and the order run on indexed
 * columns, the titles and codes are joined for that page only).
 */
export async function listPromotionRows(
  locale: Locale,
  filters: PromotionListFilters,
  paging: Paging & { ordering?: PromotionOrdering },
  now = new Date(),
): Promise<Page<PromotionListRow>> {
  const where = conditions(filters, now);
  const ordering = paging.ordering ?? '-updated_at';
  const descending = ordering.startsWith('-');
  const column = ORDER_COLUMNS[ordering.replace(/^-/, '') as (typeof PROMOTION_ORDERINGS)[number]];
  const order = descending ? sql`${column} desc nulls last, p.id desc` : sql`${column} asc nulls last, p.id asc`;
  const [counted, rows] = await Promise.all([
    db().execute(sql`select count(*)::int as count from promotions p where ${where}`),
    db().execute(sql`
      with page as (
        select p.* from promotions p where ${where} order by ${order} limit ${paging.size} offset ${offsetOf(paging)}
      )
      select p.id, p.store_id, p.type::text as type, c.code,
        to_char(p.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at,
        to_char(p.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ends_at,
        to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
        case when p.starts_at > ${now} then 'scheduled' when p.ends_at <= ${now} then 'ended' else 'active' end as status,
        coalesce((select t.title from promotion_translations t where t.promotion_id = p.id
          order by t.locale = ${locale}::locale desc, t.locale limit 1), '') as title,
        coalesce((select st.name from store_translations st where st.store_id = p.store_id
          order by st.locale = ${locale}::locale desc, st.locale limit 1), '') as store_name,
        array(select t.locale::text from promotion_translations t where t.promotion_id = p.id) as locales
      from page p left join coupons c on c.promotion_id = p.id
      order by ${order}`),
  ]);
  const count = (counted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  const results = (rows as unknown as { rows: (Omit<PromotionListRow, 'missing_locales'> & { locales: Locale[] })[] }).rows.map(
    ({ locales, ...row }) => ({ ...row, missing_locales: LOCALES.filter((l) => !locales.includes(l)) }),
  );
  return { count, results };
}
