import { and, type SQL, sql } from 'drizzle-orm';
import type { PromotionCounts } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { db } from '../../db/client';
import { promotions } from '../../db/schema';
import { isActive } from './active';

export type { PromotionCounts };

/**
 * Active codes and offers among the promotions `scope` selects, counted as the lists show them:
 * with content in the locale, for a store that has content in the locale.
 */
export async function countActivePromotions(locale: Locale, scope: SQL): Promise<PromotionCounts> {
  const [row] = await db()
    .select({
      coupons: sql<number>`count(*) filter (where ${promotions.type} = 'coupon')::int`,
      offers: sql<number>`count(*) filter (where ${promotions.type} = 'offer')::int`,
    })
    .from(promotions)
    .where(
      and(
        scope,
        isActive(),
        sql`exists (select 1 from promotion_translations pt where pt.promotion_id = ${promotions.id} and pt.locale = ${locale})`,
        sql`exists (select 1 from store_translations st where st.store_id = ${promotions.storeId} and st.locale = ${locale})`,
      ),
    );
  return { coupon_counts: Number(row?.coupons ?? 0), offer_counts: Number(row?.offers ?? 0) };
}
