import { describe, expect, it } from 'vitest';
import {
  cleanFilters,
  datafeedConditions,
  datafeedFiltersSchema,
  datafeedLinkingFieldsSchema,
  isEmptyFilters,
} from './datafeed-filters';
import { DURATION_BUCKETS, PRICE_RANGES } from './constants';

const parse = (query: string) => {
  const params = new URLSearchParams(query);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? values[0]! : values;
  }
  return datafeedFiltersSchema.parse(raw);
};

describe('datafeed filters', () => {
  it('reads query strings: repeated keys as arrays, a single key as a one-item array, booleans', () => {
    expect(parse('country=1&country=2&region=3&last=true&has_discount=0&price=99.5')).toEqual({
      country: [1, 2],
      region: [3],
      last: true,
      has_discount: false,
      price: 99.5,
    });
  });

  it('reads typed linking fields the same way, null meaning not set', () => {
    expect(datafeedLinkingFieldsSchema.parse({ country: [4], last: null, type_of_stay: ['beach'], duration__lte: 5 })).toEqual({
      country: [4],
      type_of_stay: ['beach'],
      duration__lte: 5,
    });
    expect(datafeedLinkingFieldsSchema.safeParse({ country: 'everywhere' }).success).toBe(false);
  });

  it('rejects malformed values', () => {
    for (const bad of [{ country: ['x'] }, { rating: [6] }, { last: 'maybe' }, { price: -1 }, { duration: 'soon' }]) {
      expect(datafeedFiltersSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('drops null, false and empty filters (SPEC §5)', () => {
    expect(cleanFilters({ country: [], last: false, region: null, rating: [5], has_discount: true })).toEqual({ rating: [5], has_discount: true });
    expect(isEmptyFilters({ last: false, country: [] })).toBe(true);
    expect(isEmptyFilters({ partner: [1] })).toBe(false);
  });

  it('maps every filter to one condition, prices to cents and buckets to bounds', () => {
    expect(
      datafeedConditions({
        country: [1, 1, 2],
        service_types: [3],
        type_of_stay: ['ski'],
        price: 120.5,
        price__gte: 50,
        duration: '6-10',
        last: true,
        homepage_best_offer: false,
      }),
    ).toEqual([
      { op: 'in', column: 'country_id', values: [1, 2] },
      { op: 'in_text', column: 'type_of_stay', values: ['ski'] },
      { op: 'overlaps', column: 'service_type_ids', values: [3] },
      { op: 'lte', column: 'price', value: 12050 },
      { op: 'gte', column: 'price', value: 5000 },
      { op: 'lte', column: 'duration', value: 10 },
      { op: 'gte', column: 'duration', value: 6 },
      { op: 'is_true', column: 'is_last_minute' },
    ]);
    expect(datafeedConditions({ duration: 7 })).toEqual([{ op: 'eq', column: 'duration', value: 7 }]);
    expect(datafeedConditions({ last: false })).toEqual([]);
  });

  it('maps every nights bucket and price range to bounds that part the values without overlap', () => {
    expect(datafeedConditions({ duration: '1-5' })).toEqual([{ op: 'lte', column: 'duration', value: 5 }]);
    expect(datafeedConditions({ duration: '11+' })).toEqual([{ op: 'gte', column: 'duration', value: 11 }]);
    expect(datafeedConditions({ price: '0-500' })).toEqual([{ op: 'lte', column: 'price', value: 50_000 }]);
    expect(datafeedConditions({ price: '500-1000' })).toEqual([
      { op: 'gte', column: 'price', value: 50_001 },
      { op: 'lte', column: 'price', value: 100_000 },
    ]);
    expect(datafeedConditions({ price: '1500+' })).toEqual([{ op: 'gte', column: 'price', value: 150_001 }]);
    expect(datafeedConditions({ rating__gte: 4 })).toEqual([{ op: 'gte', column: 'rating', value: 4 }]);
    // Each whole-cent price and each number of nights falls in exactly one range and one bucket.
    const holds = (conditions: ReturnType<typeof datafeedConditions>, value: number) =>
      conditions.every((c) => (c.op === 'lte' ? value <= (c as { value: number }).value : value >= (c as { value: number }).value));
    for (const cents of [1, 49_999, 50_000, 50_001, 100_000, 100_001, 150_000, 150_001, 900_000]) {
      const ranges = PRICE_RANGES.filter((r) => holds(datafeedConditions({ price: r.key }), cents));
      expect(ranges, `${cents} cents`).toHaveLength(1);
    }
    for (let nights = 1; nights <= 30; nights++) {
      expect(DURATION_BUCKETS.filter((b) => holds(datafeedConditions({ duration: b.key }), nights)), `${nights} nights`).toHaveLength(1);
    }
  });

  it('reads ranges, buckets and star levels from a query, and refuses others', () => {
    expect(parse('price=500-1000&duration=11%2B&rating__gte=3')).toEqual({ price: '500-1000', duration: '11+', rating__gte: 3 });
    for (const bad of ['price=100-200', 'rating__gte=0', 'rating__gte=6', 'duration=2-4']) {
      expect(datafeedFiltersSchema.safeParse(Object.fromEntries(new URLSearchParams(bad))).success, bad).toBe(false);
    }
  });
});
