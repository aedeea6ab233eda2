import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { db, type Db } from '../db/client';
import { couponUses, coupons } from '../db/schema';

export type CouponUse = { time_of_using: string };

/** Coupons of promotions that exist in the locale and have started: the ones a visitor can use there. */
function usable(locale: Locale, which: SQL): SQL {
  return and(
    which,
    sql`exists (select 1 from promotion_translations pt
      where pt.promotion_id = ${coupons.promotionId} and pt.locale = ${locale})`,
    // A scheduled promotion's code is not there to use before it starts (lib/active.ts).
    sql`exists (select 1 from promotions p where p.id = ${coupons.promotionId} and p.starts_at <= now())`,
  )!;
}

/**
 * Whether the client's use of the coupon is counted today already (the UTC calendar day, as
 * click-outs). Written out: a selected field of a one-table query names its columns without their
 * table, which inside this subquery would be the use's own.
 */
function countedToday(clientHash: string): SQL {
  return sql`exists (select 1 from coupon_uses u
    where u.coupon_id = coupons.id and u.client_hash = ${clientHash} and u.used_at >= date_trunc('day', now(), 'UTC'))`;
}

/** The coupon `where` names, its last use, and whether the client's use of it is counted today. */
async function couponFor(tx: Db, where: SQL, clientHash: string): Promise<{ id: number; timeOfUsing: Date | null; counted: boolean } | undefined> {
  const [row] = await tx
    .select({ id: coupons.id, timeOfUsing: coupons.timeOfUsing, counted: countedToday(clientHash).mapWith(Boolean) })
    .from(coupons)
    .where(where);
  return row;
}

const answer = (timeOfUsing: Date): CouponUse => ({ time_of_using: timeOfUsing.toISOString() });

/**
 * Records that a visitor used a coupon, counted once per client (its one-way key), coupon and day
 * (SPEC: a use counted once per visitor): the first use of the day moves the coupon's last use and
 * counter and keeps a use row, in one transaction so the counter and the rows always agree; a
 * repeat writes nothing and answers the last use, so a script repeating a call neither inflates
 * the count nor writes to the coupon's row. Null when the locale has no such usable coupon.
 */
async function recordUse(locale: Locale, which: SQL, clientHash: string): Promise<CouponUse | null> {
  return db().transaction(async (tx) => {
    const seen = await couponFor(tx, usable(locale, which), clientHash);
    if (!seen) return null;
    if (seen.counted && seen.timeOfUsing) return answer(seen.timeOfUsing);
    // The client's first use today, as far as a read without a lock can tell: the coupon's row is
    // locked, then read again in a statement of its own, whose snapshot sees a use that a
    // concurrent request of the same client committed while this one waited for the lock.
    await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, seen.id)).for('update');
    const locked = await couponFor(tx, eq(coupons.id, seen.id), clientHash);
    if (locked?.counted && locked.timeOfUsing) return answer(locked.timeOfUsing);
    const [used] = await tx
      .update(coupons)
      .set({ timeOfUsing: sql`now()`, useCount: sql`${coupons.useCount} + 1` })
      .where(eq(coupons.id, seen.id))
      .returning({ id: coupons.id, timeOfUsing: coupons.timeOfUsing });
    if (!used?.timeOfUsing) return null;
    await tx.insert(couponUses).values({ couponId: used.id, locale, clientHash, usedAt: used.timeOfUsing });
    return answer(used.timeOfUsing);
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
