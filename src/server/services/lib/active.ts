import { and, isNull, lte, gt, or, type SQL } from 'drizzle-orm';
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
