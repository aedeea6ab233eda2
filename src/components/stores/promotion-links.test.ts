import { describe, expect, it } from 'vitest';
import { pageWindow, promotionsHref } from './promotion-links';

describe('promotionsHref', () => {
  it('keeps type before page (the canonical keeps the part from page on) and drops page 1', () => {
    expect(promotionsHref('/horizonia', 'coupon', 2)).toBe('/horizonia?type=coupon&page=2#promotions');
    expect(promotionsHref('/horizonia', 'offer', 1)).toBe('/horizonia?type=offer#promotions');
    expect(promotionsHref('/nl-be/horizonia', null, 3)).toBe('/nl-be/horizonia?page=3#promotions');
    expect(promotionsHref('/horizonia', null, 1)).toBe('/horizonia#promotions');
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
