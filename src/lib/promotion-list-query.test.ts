import { describe, expect, it } from 'vitest';
import { pageWindow, promotionListHref, readPromotionListQuery } from './promotion-list-query';
import { firstParam } from './search-params';

describe('promotionListHref', () => {
  it("on a store page keeps type before page (the canonical keeps the part from page on) and drops page 1", () => {
    expect(promotionListHref('/horizonia', { type: 'coupon', page: 2 }, 'either')).toBe('/horizonia?type=coupon&page=2#promotions');
    expect(promotionListHref('/horizonia', { type: 'offer', page: 1 }, 'either')).toBe('/horizonia?type=offer#promotions');
    expect(promotionListHref('/nl-be/horizonia', { type: null, page: 3 }, 'either')).toBe('/nl-be/horizonia?page=3#promotions');
    expect(promotionListHref('/horizonia', { type: null, page: 1 }, 'either')).toBe('/horizonia#promotions');
  });

  it('on a category page carries both type and page, but for the first page of all types', () => {
    expect(promotionListHref('/categories/ski', { type: 'coupon', page: 2 }, 'both')).toBe('/categories/ski?type=coupon&page=2#promotions');
    expect(promotionListHref('/categories/ski', { type: 'coupon', page: 1 }, 'both')).toBe('/categories/ski?type=coupon&page=1#promotions');
    expect(promotionListHref('/categories/ski', { type: null, page: 2 }, 'both')).toBe('/categories/ski?type=all&page=2#promotions');
    expect(promotionListHref('/categories/ski', { type: null, page: 1 }, 'both')).toBe('/categories/ski#promotions');
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});

describe('readPromotionListQuery on a category page', () => {
  const read = (params: Record<string, string | string[] | undefined>) => readPromotionListQuery(params, 'both');

  it('pages a type when both type and page are given', () => {
    expect(read({ type: 'coupon', page: '2' })).toEqual({ type: 'coupon', page: 2 });
    expect(read({ type: 'offer', page: '3' })).toEqual({ type: 'offer', page: 3 });
    expect(read({ type: 'all', page: '4' })).toEqual({ type: null, page: 4 });
  });

  it('lists the first page of all types when either is missing (SPEC §4)', () => {
    expect(read({})).toEqual({ type: null, page: 1 });
    expect(read({ page: '2' })).toEqual({ type: null, page: 1 });
    expect(read({ type: 'coupon' })).toEqual({ type: null, page: 1 });
  });

  it('ignores values it does not understand', () => {
    expect(read({ type: 'voucher', page: '2' })).toEqual({ type: null, page: 1 });
    expect(read({ type: 'coupon', page: 'two' })).toEqual({ type: null, page: 1 });
    expect(read({ type: 'coupon', page: '1e3' })).toEqual({ type: null, page: 1 });
    expect(read({ type: 'coupon', page: '0' })).toEqual({ type: null, page: 1 });
  });

  it('reads the first of repeated keys', () => {
    expect(read({ type: ['offer', 'coupon'], page: ['2', '5'] })).toEqual({ type: 'offer', page: 2 });
  });
});

describe('readPromotionListQuery on a store page', () => {
  const read = (params: Record<string, string | string[] | undefined>) => readPromotionListQuery(params, 'either');

  it('filters by type and pages independently', () => {
    expect(read({ type: 'coupon' })).toEqual({ type: 'coupon', page: 1 });
    expect(read({ page: '3' })).toEqual({ type: null, page: 3 });
    expect(read({ type: 'offer', page: '2' })).toEqual({ type: 'offer', page: 2 });
  });

  it('ignores what it does not understand, each key on its own', () => {
    expect(read({ type: 'voucher', page: '2' })).toEqual({ type: null, page: 2 });
    expect(read({ type: 'coupon', page: 'x' })).toEqual({ type: 'coupon', page: 1 });
  });
});

describe('firstParam', () => {
  it('reads a single value, the first of repeated ones, and nothing', () => {
    expect(firstParam('a')).toBe('a');
    expect(firstParam(['b', 'c'])).toBe('b');
    expect(firstParam(undefined)).toBeUndefined();
    expect(firstParam(null)).toBeUndefined();
  });
});
