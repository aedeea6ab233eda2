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

/** Within this many days of its end a promotion says how many are left rather than its date. */
export const COUNTDOWN_DAYS = 7;

export type Countdown = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'days'; count: number };

const DAY_MS = 86_400_000;

/**
 * How soon a running promotion ends, counted in calendar days of the clock's own time zone (the
 * visitor's, in a browser): one ending tonight "ends today" even if 30 hours ago it was "tomorrow".
 * Null for one with no end, already ended, or further than COUNTDOWN_DAYS away.
 */
export function countdownOf(endsAt: string | null, now: Date): Countdown | null {
  if (endsAt === null) return null;
  const end = new Date(endsAt);
  if (end.getTime() <= now.getTime()) return null;
  const dayOf = (moment: Date) => new Date(moment.getFullYear(), moment.getMonth(), moment.getDate()).getTime();
  // Rounded: a day of a daylight-saving change lasts 23 or 25 hours.
  const days = Math.round((dayOf(end) - dayOf(now)) / DAY_MS);
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  return days <= COUNTDOWN_DAYS ? { kind: 'days', count: days } : null;
}
