import { and, isNull, lte, gt, or, type SQL, sql } from 'drizzle-orm';
import { promotions } from '../../db/schema';

/**
 * A promotion is active from starts_at until ends_at. Expiry is read from the clock at query time,
 * so an ended promotion leaves the active lists by itself, with no job and no write.
 */
export function isActive(now: Date = new Date()): SQL {
  return and(hasStarted(now), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)))!;
}

/**
 * A promotion exists for visitors once it has started: a scheduled one (starts_at in the future)
 * and its code stay out of every public read, lists, by-id reads, searches, counts and coupon use,
 * until then. Every read of promotions for the site or the public API includes this (isActive
 * does).
 */
export function hasStarted(now: Date = new Date()): SQL {
  return lte(promotions.startsAt, now);
}

/** Ended (and so started: an end is always after the start). */
export function isExpired(now: Date = new Date()): SQL {
  return and(hasStarted(now), lte(promotions.endsAt, now))!;
}

/**
 * Promotions of a category or of any category below it (three levels, SPEC §3): what a category
 * page lists, and so what its counts count.
 */
export function inCategoryTree(categoryId: number): SQL {
  return sql`exists (
    select 1 from promotion_categories pc
    join categories c on c.id = pc.category_id
    where pc.promotion_id = ${promotions.id}
      and (c.id = ${categoryId} or c.parent_id = ${categoryId}
        or c.parent_id in (select id from categories where parent_id = ${categoryId})))`;
}
