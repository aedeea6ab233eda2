import type { Promotion } from '@/lib/contracts';

/** Ended at `now`: the end date is at or before it (the services' rule). */
export function hasEnded(promotion: Pick<Promotion, 'ends_at'>, now: Date): boolean {
  return promotion.ends_at !== null && new Date(promotion.ends_at).getTime() <= now.getTime();
}

/**
 * Splits a list read earlier (and cached) by the clock of this render: what ended since the read
 * joins the ended ones, most recently ended first, so nothing past its end date shows as active.
 */
export function splitByExpiry<T extends Pick<Promotion, 'id' | 'ends_at'>>(
  active: T[],
  expired: T[],
  now: Date,
): { active: T[]; expired: T[] } {
  const endedSinceRead = active.filter((promotion) => hasEnded(promotion, now));
  if (endedSinceRead.length === 0) return { active, expired };
  const known = new Set(expired.map((promotion) => promotion.id));
  const ended = [...endedSinceRead.filter((promotion) => !known.has(promotion.id)), ...expired].sort(
    (a, b) => new Date(b.ends_at!).getTime() - new Date(a.ends_at!).getTime(),
  );
  return { active: active.filter((promotion) => !hasEnded(promotion, now)), expired: ended };
}
