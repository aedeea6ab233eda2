import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { db } from '../db/client';
import { couponUses, coupons } from '../db/schema';

export type CouponUse = { time_of_using: string };

/**
 * Records that a visitor used a coupon: the coupon's last use and counter move and a use row
 * is kept, in one transaction so the counter and the rows always agree. Only coupons of
 * promotions that exist in the locale and have started can be used there. Null when there is no
 * such coupon.
 */
async function recordUse(locale: Locale, which: SQL, clientHash: string): Promise<CouponUse | null> {
  return db().transaction(async (tx) => {
    const [used] = await tx
      .update(coupons)
      .set({ timeOfUsing: sql`now()`, useCount: sql`${coupons.useCount} + 1` })
      .where(
        and(
          which,
          sql`exists (select 1 from promotion_translations pt
            where pt.promotion_id = ${coupons.promotionId} and pt.locale = ${locale})`,
          // A scheduled promotion's code is not there to use before it starts (lib/active.ts).
          sql`exists (select 1 from promotions p where p.id = ${coupons.promotionId} and p.starts_at <= now())`,
        ),
      )
      .returning({ id: coupons.id, timeOfUsing: coupons.timeOfUsing });
    if (!used?.timeOfUsing) return null;
    await tx.insert(couponUses).values({ couponId: used.id, locale, clientHash, usedAt: used.timeOfUsing });
    return { time_of_using: used.timeOfUsing.toISOString() };
  });
}

/** use_coupon: by the coupon's id. */
export function recordCouponUse(locale: Locale, couponId: number, clientHash: string): Promise<CouponUse | null> {
  return recordUse(locale, eq(coupons.id, couponId), clientHash);
}

/** use_offer: by the promotion's id (an offer's page knows the promotion, not its coupon row). */
export function recordOfferUse(locale: Locale, promotionId: number, clientHash: string): Promise<CouponUse | null> {
  return recordUse(locale, eq(coupons.promotionId, promotionId), clientHash);
}
