import { describe, expect, it } from 'vitest';
import { promotionQuery } from './promotion-query';

describe('promotionQuery', () => {
  it('pages a type when both type and page are given', () => {
    expect(promotionQuery({ type: 'coupon', page: '2' })).toEqual({ type: 'coupon', page: 2 });
    expect(promotionQuery({ type: 'offer', page: '3' })).toEqual({ type: 'offer', page: 3 });
    expect(promotionQuery({ type: 'all', page: '4' })).toEqual({ type: 'all', page: 4 });
  });

  it('lists the first page of all types when either is missing (SPEC §4)', () => {
    expect(promotionQuery({})).toEqual({ type: 'all', page: 1 });
    expect(promotionQuery({ page: '2' })).toEqual({ type: 'all', page: 1 });
    expect(promotionQuery({ type: 'coupon' })).toEqual({ type: 'all', page: 1 });
  });

  it('ignores values it does not understand', () => {
    expect(promotionQuery({ type: 'voucher', page: '2' })).toEqual({ type: 'all', page: 1 });
    expect(promotionQuery({ type: 'coupon', page: 'two' })).toEqual({ type: 'all', page: 1 });
    expect(promotionQuery({ type: 'coupon', page: '1e3' })).toEqual({ type: 'all', page: 1 });
    expect(promotionQuery({ type: 'coupon', page: '0' })).toEqual({ type: 'all', page: 1 });
  });

  it('reads the first of repeated keys', () => {
    expect(promotionQuery({ type: ['offer', 'coupon'], page: ['2', '5'] })).toEqual({ type: 'offer', page: 2 });
  });
});
