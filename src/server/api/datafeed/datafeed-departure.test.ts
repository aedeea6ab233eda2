import { beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { setupTestDatabase } from '@test/database';
import { call } from '@test/api';
import { db } from '@/server/db/client';
import { properties } from '@/server/db/schema';
import { syncDatafeedIndex } from '@/server/services/datafeed-index';
import { COMPARATOR_PAGE_SIZE } from '@/lib/comparator-url';

/** The departure-date filter and the per-night orders, against the listed deals as the database holds them. */

setupTestDatabase({ seeded: true });

type Listed = { id: number; price: number; duration: number; departureDate: string | null };
let listed: Listed[];
/** A month the seed's departures fall in (they are within 90 days of the seed's day). */
let month: string;

const DAY = 86_400_000;
const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  await syncDatafeedIndex();
  listed = await db()
    .select({ id: properties.id, price: properties.price, duration: properties.duration, departureDate: properties.departureDate })
    .from(properties)
    .where(isNull(properties.endedAt));
  const dated = listed.map((p) => p.departureDate).filter((d): d is string => d !== null).sort();
  month = dated[Math.floor(dated.length / 2)]!.slice(0, 7);
});

const between = (from: string, to: string) => listed.filter((p) => p.departureDate !== null && p.departureDate >= from && p.departureDate <= to);
const lastDayOf = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5)), 0)).toISOString().slice(0, 10);

async function count(query: string): Promise<number> {
  const res = await call(`/api/properties/?${query}&size=1`);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return res.json.count;
}

describe('departure dates', () => {
  it('a month, a range, one bound and ± 3 days count exactly the deals leaving then', async () => {
    const first = `${month}-01`;
    const last = lastDayOf(month);
    expect(between(first, last).length).toBeGreaterThan(0);
    expect(await count(`departure_month=${month}`)).toBe(between(first, last).length);
    expect(await count(`departure_month=${month}&flexible=3`)).toBe(between(shift(first, -3), shift(last, 3)).length);
    const [from, to] = [shift(first, 5), shift(first, 12)];
    expect(await count(`departure_from=${from}&departure_to=${to}`)).toBe(between(from, to).length);
    expect(await count(`departure_from=${from}&departure_to=${to}&flexible=3`)).toBe(between(shift(from, -3), shift(to, 3)).length);
    expect(await count(`departure_from=${from}`)).toBe(between(from, '9999-12-31').length);
    // A deal without a date never matches a date filter.
    expect(await count(`departure_from=1900-01-01`)).toBe(listed.filter((p) => p.departureDate !== null).length);
  });

  it('facets are counted with the date filter, and the comparator reads it into its canonical query', async () => {
    const query = `departure_month=${month}&flexible=3`;
    const facets = (await call(`/api/properties/facets/?${query}`)).json;
    expect(facets.count).toBe(await count(query));
    for (const [bucket, n] of Object.entries(facets.facets.duration as Record<string, number>)) {
      expect(n, bucket).toBe(await count(`${query}&duration=${encodeURIComponent(bucket)}`));
    }
    const view = (await call(`/api/properties/compare/?flexible=3&departure_month=${month}&departure_from=2020-01-01&country=abc`)).json;
    expect(view.query).toBe(`departure_month=${month}&flexible=3`);
    expect(view.count).toBe(facets.count);
    expect(view.facets).toEqual(facets.facets);
  });

  it('answers 400 for a malformed date, at every datafeed endpoint', async () => {
    for (const bad of ['departure_month=2027-13', 'departure_month=juillet', 'departure_from=2027-02-30', 'departure_to=04/07/2027', 'flexible=30']) {
      for (const path of ['/api/properties/', '/api/properties/facets/', '/api/properties/compare/']) {
        const res = await call(`${path}?${bad}`);
        expect(res.status, `${path}?${bad}`).toBe(400);
        expect(res.json.error.code).toBe('bad_request');
      }
    }
  });
});

describe('price per night', () => {
  it('orders cheapest and dearest per night, then by price and id; counts unchanged', async () => {
    const perNight = (p: Listed) => Math.round(p.price / Math.max(1, p.duration));
    const byPrice = (a: Listed, b: Listed) => a.price - b.price || a.id - b.id;
    const up = [...listed].sort((a, b) => perNight(a) - perNight(b) || byPrice(a, b)).map((p) => p.id);
    const down = [...listed].sort((a, b) => perNight(b) - perNight(a) || byPrice(a, b)).map((p) => p.id);
    for (const [ordering, expected] of [['price_per_night', up], ['-price_per_night', down]] as const) {
      const res = await call(`/api/properties/?ordering=${ordering}&size=30&page=2`);
      expect(res.status).toBe(200);
      expect(res.json.count).toBe(listed.length);
      expect(res.json.results.map((r: { id: number }) => r.id)).toEqual(expected.slice(30, 60));
      const view = (await call(`/api/properties/compare/?ordering=${ordering}`)).json;
      expect(view.query).toBe(`ordering=${ordering}`);
      expect(view.count).toBe(listed.length);
      expect(view.results.map((r: { id: number }) => r.id)).toEqual(expected.slice(0, COMPARATOR_PAGE_SIZE));
    }
  });
});
