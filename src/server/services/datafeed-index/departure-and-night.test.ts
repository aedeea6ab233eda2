import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datafeedConditions, type DatafeedFilters, departureDayOf } from '@/lib/datafeed-filters';
import { IndexBuilder } from './build';
import type { IndexRow } from './model';
import { IndexQuery } from './query';
import { runWhole } from './sliced';

/** The departure filter and the per-night orders against a plain reading of the same rows. */

const DATES = ['2027-06-27', '2027-06-28', '2027-07-01', '2027-07-15', '2027-07-31', '2027-08-03', '2027-08-04', '15/07/2027', 'bientôt'];

const rowArb = fc.record({
  price: fc.integer({ min: 100, max: 500_000 }),
  duration: fc.integer({ min: 0, max: 21 }),
  departureDate: fc.option(fc.constantFrom(...DATES), { nil: null }),
});

function indexOf(rows: IndexRow[]) {
  const builder = new IndexBuilder(1);
  builder.add([...rows].sort((a, b) => a.price - b.price || a.id - b.id));
  return runWhole(builder.layout(1));
}

function rowsOf(values: { price: number; duration: number; departureDate: string | null }[]): IndexRow[] {
  return values.map((v, i) => ({
    id: i + 1,
    countryId: 1,
    regionId: null,
    cityId: null,
    propertyCategoryId: 1,
    partnerId: 1,
    serviceTypeIds: [],
    typeOfStay: 'beach',
    oldPrice: null,
    rating: 3,
    hasDiscount: false,
    isLastMinute: false,
    categoryBestOffer: false,
    homepageBestOffer: false,
    ...v,
  }));
}

const iso = (text: string | null) => {
  const day = departureDayOf(text);
  return day === 0 ? null : new Date((day - 100_000) * 86_400_000).toISOString().slice(0, 10);
};

describe('departure dates in the index', () => {
  it('reads ISO and day-first dates, and nothing else', () => {
    expect(iso('2027-07-04')).toBe('2027-07-04');
    expect(iso('04/07/2027')).toBe('2027-07-04');
    expect(iso('2027-07-04T10:00:00Z')).toBe('2027-07-04');
    for (const bad of [null, '', 'soon', '2027-02-30', '31/04/2027', '2027-7-4']) expect(departureDayOf(bad)).toBe(0);
  });

  it('counts a month, a range and ± 3 days as a plain filter of the rows does; a deal without a date never matches', () => {
    const cases: [DatafeedFilters, (date: string | null) => boolean][] = [
      [{ departure_month: '2027-07' }, (d) => d !== null && d >= '2027-07-01' && d <= '2027-07-31'],
      [{ departure_month: '2027-07', flexible: 3 }, (d) => d !== null && d >= '2027-06-28' && d <= '2027-08-03'],
      [{ departure_from: '2027-07-01', departure_to: '2027-07-15' }, (d) => d !== null && d >= '2027-07-01' && d <= '2027-07-15'],
      [{ departure_from: '2027-07-15' }, (d) => d !== null && d >= '2027-07-15'],
      [{ departure_to: '2027-07-01', flexible: 3 }, (d) => d !== null && d <= '2027-07-04'],
    ];
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 80 }), (values) => {
        const rows = rowsOf(values);
        const index = indexOf(rows);
        for (const [filters, keeps] of cases) {
          const view = new IndexQuery(index, datafeedConditions(filters));
          expect(view.count(), JSON.stringify(filters)).toBe(rows.filter((r) => keeps(iso(r.departureDate))).length);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('orders by price per night either way, then by price and id', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 80 }), (values) => {
        const rows = rowsOf(values);
        const index = indexOf(rows);
        const perNight = (r: IndexRow) => Math.round(r.price / Math.max(1, r.duration));
        const byPrice = (a: IndexRow, b: IndexRow) => a.price - b.price || a.id - b.id;
        const up = [...rows].sort((a, b) => perNight(a) - perNight(b) || byPrice(a, b)).map((r) => r.id);
        const down = [...rows].sort((a, b) => perNight(b) - perNight(a) || byPrice(a, b)).map((r) => r.id);
        for (const sortMax of [0, Number.MAX_SAFE_INTEGER]) {
          const view = new IndexQuery(index, [], sortMax);
          expect(view.ids('price_per_night', 0, rows.length)).toEqual(up);
          expect(view.ids('-price_per_night', 0, rows.length)).toEqual(down);
        }
      }),
      { numRuns: 100 },
    );
  });
});
