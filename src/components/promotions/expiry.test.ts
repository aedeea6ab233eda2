import { describe, expect, it } from 'vitest';
import { hasEnded, splitByExpiry } from './expiry';

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
