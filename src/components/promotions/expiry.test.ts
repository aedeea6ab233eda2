import { describe, expect, it } from 'vitest';
import { countdownOf, hasEnded, splitByExpiry } from './expiry';

const now = new Date('2026-05-10T12:00:00.000Z');
const promotion = (id: number, ends_at: string | null) => ({ id, ends_at });

describe('hasEnded', () => {
  it('counts the end instant itself as ended, and no end date as running', () => {
    expect(hasEnded(promotion(1, '2026-05-10T12:00:00.000Z'), now)).toBe(true);
    expect(hasEnded(promotion(1, '2026-05-10T12:00:01.000Z'), now)).toBe(false);
    expect(hasEnded(promotion(1, null), now)).toBe(false);
  });
});

describe('splitByExpiry', () => {
  it('moves what ended since the read to the ended list, most recently ended first', () => {
    const active = [promotion(1, null), promotion(2, '2026-05-10T11:00:00.000Z'), promotion(3, '2026-06-01T00:00:00.000Z')];
    const expired = [promotion(9, '2026-05-09T00:00:00.000Z'), promotion(8, '2026-04-01T00:00:00.000Z')];
    const split = splitByExpiry(active, expired, now);
    expect(split.active.map((p) => p.id)).toEqual([1, 3]);
    expect(split.expired.map((p) => p.id)).toEqual([2, 9, 8]);
  });

  it('lists a promotion once when both reads already hold it', () => {
    const ended = promotion(2, '2026-05-10T11:00:00.000Z');
    const split = splitByExpiry([ended], [ended], now);
    expect(split.active).toEqual([]);
    expect(split.expired.map((p) => p.id)).toEqual([2]);
  });

  it('leaves the lists as they are when nothing ended', () => {
    const active = [promotion(1, null)];
    const expired = [promotion(9, '2026-05-09T00:00:00.000Z')];
    const split = splitByExpiry(active, expired, now);
    expect(split.active).toBe(active);
    expect(split.expired).toBe(expired);
  });
});

describe('countdownOf', () => {
  // Local times: the count follows the calendar of the clock's time zone.
  const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
  const iso = (day: number, hour: number, minute = 0) => at(day, hour, minute).toISOString();

  it('says today, tomorrow, then a number of days up to a week, by calendar day', () => {
    expect(countdownOf(iso(27, 23, 59), at(27, 0, 1))).toEqual({ kind: 'today' });
    expect(countdownOf(iso(28, 0, 30), at(27, 23, 50))).toEqual({ kind: 'tomorrow' });
    expect(countdownOf(iso(29, 9), at(27, 20))).toEqual({ kind: 'days', count: 2 });
    expect(countdownOf(iso(30 + 4, 9), at(27, 20))).toEqual({ kind: 'days', count: 7 });
    expect(countdownOf(iso(30 + 5, 9), at(27, 20))).toBeNull();
  });

  it('says nothing of a promotion without an end or already ended', () => {
    expect(countdownOf(null, at(27, 12))).toBeNull();
    expect(countdownOf(iso(27, 12), at(27, 12))).toBeNull();
    expect(countdownOf(iso(26, 12), at(27, 12))).toBeNull();
  });

  it('counts whole days across a daylight-saving change', () => {
    // Europe's clocks go back on the last Sunday of October: that day lasts 25 hours there.
    expect(countdownOf(new Date(2026, 9, 27, 9).toISOString(), new Date(2026, 9, 24, 9))).toEqual({ kind: 'days', count: 3 });
  });
});
