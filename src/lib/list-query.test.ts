import { describe, expect, it } from 'vitest';
import { canonicalPath } from './seo-rules';
import { isListQuerySegment, listQuerySegment, splitListQuery } from './list-query';

const segmentOf = (query: string) => listQuerySegment(new URLSearchParams(query));

describe('list query in the path', () => {
  it('keeps type and page in the order given, and nothing else', () => {
    expect(segmentOf('type=coupon&page=2')).toBe('_q.type-coupon.page-2');
    expect(segmentOf('page=3&utm_source=x&type=offer')).toBe('_q.page-3.type-offer');
    expect(segmentOf('promotion=12&utm_source=x')).toBeNull();
    expect(segmentOf('')).toBeNull();
  });

  it('marks values no list understands, so that pages still see the key', () => {
    expect(segmentOf('page=abc')).toBe('_q.page-x');
    expect(segmentOf('type=<b>&page=9999999')).toBe('_q.type-x.page-x');
    expect(segmentOf('page=2&page=5')).toBe('_q.page-2');
  });

  it('gives back the same canonical as the original query (SPEC §4)', () => {
    for (const query of ['?type=coupon&page=2', '?page=3&type=offer', '?page=3', '?type=offer', '?page=1']) {
      const segment = listQuerySegment(new URLSearchParams(query))!;
      const { slugs, search } = splitListQuery(['aerolys', segment]);
      expect(slugs).toEqual(['aerolys']);
      expect(canonicalPath('/aerolys', search)).toBe(canonicalPath('/aerolys', query));
    }
  });

  it('leaves slugs without a query segment alone', () => {
    expect(splitListQuery(['espagne', 'andalousie'])).toEqual({ slugs: ['espagne', 'andalousie'], search: '' });
    expect(splitListQuery([])).toEqual({ slugs: [], search: '' });
    expect(isListQuerySegment('_q.page-2')).toBe(true);
    expect(isListQuerySegment('q-page')).toBe(false);
  });
});
