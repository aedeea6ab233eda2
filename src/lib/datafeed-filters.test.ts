import { describe, expect, it } from 'vitest';
import {
  cleanFilters,
  datafeedConditions,
  datafeedFiltersSchema,
  datafeedLinkingFieldsSchema,
  filtersToSearchParams,
  isEmptyFilters,
} from './datafeed-filters';

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

  it('writes filters back as a query string with repeated keys', () => {
    expect(filtersToSearchParams({ country: [1, 2], last: true, has_discount: false, region: null }).toString()).toBe(
      'country=1&country=2&last=true',
    );
    expect(parse(filtersToSearchParams({ rating: [4, 5], duration: '11+' }).toString())).toEqual({ rating: [4, 5], duration: '11+' });
  });
});
