import { and, isNull, lte, gt, or, type SQL, sql } from 'drizzle-orm';
import { promotions } from '../../db/schema';

/**
 * A promotion is active from starts_at until ends_at. Expiry is read from the clock at query time,
 * so an ended promotion leaves the active lists by itself, with no job and no write.
 */
export function isActive(now: Date = new Date()): SQL {
  return and(lte(promotions.startsAt, now), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)))!;
}

export function isExpired(now: Date = new Date()): SQL {
  return lte(promotions.endsAt, now);
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
