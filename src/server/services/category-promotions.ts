import 'server-only';
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { promotions } from '../db/schema';
import type { Locale } from '@/lib/locales';
import { type CategorySummary, listCategories } from './categories';
import { isActive } from './lib/active';
import { type Promotion, promotionsByIds } from './promotions';

export type CategoryWithPromotions = {
  category: CategorySummary;
  /** Active promotions of the whole category tree in the locale. */
  total: number;
  /** The newest of them, as `by_homepage_category` orders them (start date, then id, descending). */
  promotions: Promotion[];
};

type RankedRow = { category_id: number; promotion_id: number; total: number };

/**
 * The top-level categories with their newest active promotions, for the category promotions page.
 * One query ranks the promotions of every category tree at once (a promotion filed under a
 * subcategory counts for its top-level category, as in `promotionsByCategory`); categories
 * without any come last, in their position order otherwise.
 */
export async function latestPromotionsPerCategory(
  locale: Locale,
  perCategory: number,
  now: Date = new Date(),
): Promise<CategoryWithPromotions[]> {
  const { results: tops } = await listCategories(locale, { page: 1, size: 100, level: 1 });
  if (tops.length === 0) return [];
  const ids = sql.join(
    tops.map((category) => sql`${category.id}`),
    sql`, `,
  );
  const result = await db().execute(sql`
    with linked as (
      select distinct root.id as category_id, ${promotions.id} as promotion_id, ${promotions.startsAt} as starts_at
      from ${promotions}
      join promotion_categories pc on pc.promotion_id = ${promotions.id}
      join categories c on c.id = pc.category_id
      left join categories parent on parent.id = c.parent_id
      join categories root on root.id in (c.id, c.parent_id, parent.parent_id)
      where root.id in (${ids})
        and ${isActive(now)}
        and exists (select 1 from promotion_translations pt where pt.promotion_id = ${promotions.id} and pt.locale = ${locale})
        and exists (select 1 from store_translations st where st.store_id = ${promotions.storeId} and st.locale = ${locale})
    )
    select category_id, promotion_id, total from (
      select category_id, promotion_id,
        row_number() over (partition by category_id order by starts_at desc, promotion_id desc) as rank,
        (count(*) over (partition by category_id))::int as total
      from linked
    ) ranked
    where rank <= ${perCategory}
    order by category_id, rank`);
  // Both drivers answer raw SQL with `{rows}`; the common Db type does not say so.
  const rows = (result as unknown as { rows: RankedRow[] }).rows;
  const found = new Map((await promotionsByIds(locale, [...new Set(rows.map((row) => row.promotion_id))], now)).map((p) => [p.id, p]));
  const sections = tops.map((category) => {
    const own = rows.filter((row) => row.category_id === category.id);
    return {
      category,
      total: own[0]?.total ?? 0,
      promotions: own.map((row) => found.get(row.promotion_id)).filter((p): p is Promotion => p !== undefined),
    };
  });
  return [...sections.filter((s) => s.total > 0), ...sections.filter((s) => s.total === 0)];
}
