import 'server-only';
import { sql } from 'drizzle-orm';
import type { DashboardFigures } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { db } from '../db/client';
import { topSearchMisses } from './search-misses';

export const DASHBOARD_DAYS = 30;
const TOP = 10;
const EXPIRING_WITHIN_DAYS = 7;
const LISTED = 50;

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await db().execute(query)) as { rows: unknown[] };
  return result.rows as T[];
};

/** The last `days` UTC days up to `today`, oldest first. */
export function dayRange(today: Date, days = DASHBOARD_DAYS): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * Figures of the last 30 days and what needs doing now, names in `locale`. A handful of grouped
 * reads on indexed columns: the counts are per target and day already (outbound_clicks), the
 * coupon uses are read by their time index.
 */
export async function dashboardFigures(locale: Locale, now = new Date()): Promise<DashboardFigures> {
  const days = dayRange(now);
  const [first] = days;
  const [clickRows, useRows, topStores, topPromotions, expiringSoon, withoutActive, searchMisses] = await Promise.all([
    rowsOf<{ day: string; kind: 'store' | 'promotion' | 'property'; clicks: number }>(sql`
      select day::text as day, kind::text as kind, sum(clicks)::int as clicks
      from outbound_clicks where day >= ${first}::date group by day, kind`),
    rowsOf<{ day: string; uses: number }>(sql`
      select (used_at at time zone 'UTC')::date::text as day, count(*)::int as uses
      from coupon_uses where used_at >= ${first}::date group by 1`),
    rowsOf<{ id: number; name: string; clicks: number }>(sql`
      select s.id, coalesce(t.name, s.id::text) as name, sum(o.clicks)::int as clicks
      from outbound_clicks o join stores s on s.id = o.target_id
      left join store_translations t on t.store_id = s.id and t.locale = ${locale}::locale
      where o.kind = 'store' and o.day >= ${first}::date
      group by s.id, t.name order by clicks desc, s.id limit ${TOP}`),
    rowsOf<{ id: number; title: string; store: string; clicks: number }>(sql`
      select p.id, coalesce(pt.title, p.id::text) as title, coalesce(st.name, '') as store, sum(o.clicks)::int as clicks
      from outbound_clicks o join promotions p on p.id = o.target_id
      left join promotion_translations pt on pt.promotion_id = p.id and pt.locale = ${locale}::locale
      left join store_translations st on st.store_id = p.store_id and st.locale = ${locale}::locale
      where o.kind = 'promotion' and o.day >= ${first}::date
      group by p.id, pt.title, st.name order by clicks desc, p.id limit ${TOP}`),
    rowsOf<{ id: number; title: string; store: string; ends_at: string }>(sql`
      select p.id, coalesce(pt.title, p.id::text) as title, coalesce(st.name, '') as store,
        to_char(p.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ends_at
      from promotions p
      left join promotion_translations pt on pt.promotion_id = p.id and pt.locale = ${locale}::locale
      left join store_translations st on st.store_id = p.store_id and st.locale = ${locale}::locale
      where p.starts_at <= ${now} and p.ends_at > ${now} and p.ends_at <= ${new Date(now.getTime() + EXPIRING_WITHIN_DAYS * 86_400_000)}
      order by p.ends_at, p.id limit ${LISTED}`),
    rowsOf<{ id: number; name: string; total: number }>(sql`
      select s.id, coalesce(t.name, s.id::text) as name, count(*) over ()::int as total
      from stores s left join store_translations t on t.store_id = s.id and t.locale = ${locale}::locale
      where not exists (
        select 1 from promotions p where p.store_id = s.id and p.starts_at <= ${now} and (p.ends_at is null or p.ends_at > ${now}))
      order by name, s.id limit ${LISTED}`),
    topSearchMisses(first!, TOP),
  ]);
  const clicks = new Map(days.map((day) => [day, { day, store: 0, promotion: 0, property: 0 }]));
  for (const row of clickRows) {
    const entry = clicks.get(row.day);
    if (entry) entry[row.kind] = row.clicks;
  }
  const uses = new Map(useRows.map((row) => [row.day, row.uses]));
  return {
    days,
    clicks: [...clicks.values()],
    couponUses: days.map((day) => ({ day, uses: uses.get(day) ?? 0 })),
    topStores,
    topPromotions,
    expiringSoon,
    storesWithoutActivePromotion: {
      count: withoutActive[0]?.total ?? 0,
      first: withoutActive.map(({ id, name }) => ({ id, name })),
    },
    searchMisses,
  };
}
