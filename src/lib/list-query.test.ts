import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileRawSegment, hostileString } from '@test/hostile';
import { canonicalPath } from './seo-rules';
import { isListQuerySegment, type ListKind, readListQuery, splitListQuery } from './list-query';

const read = (query: string, kind: ListKind = 'store') => readListQuery(new URLSearchParams(query), kind);
const segmentOf = (query: string, kind: ListKind = 'store') => read(query, kind).segment;

/** Every segment a list may be rendered under: a known type, a canonical page number. */
const CANONICAL_PART = /^(type-(coupon|offer|all)|page-[1-9][0-9]{0,5})$/;

describe('list query in the path', () => {
  it('keeps type and page in the order given, and nothing else', () => {
    expect(segmentOf('type=coupon&page=2')).toBe('_q.type-coupon.page-2');
    expect(segmentOf('page=3&utm_source=x&type=offer')).toBe('_q.page-3.type-offer');
    expect(segmentOf('promotion=12&utm_source=x')).toBeNull();
    expect(segmentOf('')).toBeNull();
    expect(segmentOf('page=2&page=5')).toBe('_q.page-2');
  });

  it('sends a value the list does not understand to the canonical address instead (301)', () => {
    expect(read('page=01')).toEqual({ segment: null, redirect: '?page=1' });
    expect(read('type=coupon&page=002&x=1')).toEqual({ segment: null, redirect: '?type=coupon&page=2&x=1' });
    expect(read('type=zzz&page=2')).toEqual({ segment: null, redirect: '?page=2' });
    expect(read('type=<b>&page=9999999')).toEqual({ segment: null, redirect: '' });
    expect(read('page=abc&utm=1')).toEqual({ segment: null, redirect: '?utm=1' });
    for (const page of ['1e3', '2.5', '+2', ' 2', '0x10']) expect(read(`page=${encodeURIComponent(page)}`).redirect, page).toBe('');
  });

  it('carries what each kind of list reads: the blog a page only, a category both or neither (SPEC §4)', () => {
    expect(read('type=coupon&page=2', 'blog')).toEqual({ segment: '_q.page-2', redirect: null });
    expect(read('type=zzz', 'blog')).toEqual({ segment: null, redirect: null });
    expect(segmentOf('page=2', 'category')).toBeNull();
    expect(segmentOf('type=coupon', 'category')).toBeNull();
    expect(segmentOf('type=all&page=1', 'category')).toBe('_q.type-all.page-1');
  });

  it('gives back the same canonical as the original query (SPEC §4)', () => {
    for (const query of ['?type=coupon&page=2', '?page=3&type=offer', '?page=3', '?type=offer', '?page=1']) {
      const segment = segmentOf(query)!;
      const split = splitListQuery(['aerolys', segment], 'store')!;
      expect(split.slugs).toEqual(['aerolys']);
      expect(canonicalPath('/aerolys', split.search)).toBe(canonicalPath('/aerolys', query));
    }
  });

  it('leaves slugs without a query segment alone, and refuses a segment the proxy would not write', () => {
    expect(splitListQuery(['espagne', 'andalousie'], 'store')).toEqual({ slugs: ['espagne', 'andalousie'], search: '' });
    expect(splitListQuery([], 'blog')).toEqual({ slugs: [], search: '' });
    expect(isListQuerySegment('_q.page-2')).toBe(true);
    expect(isListQuerySegment('q-page')).toBe(false);
    // A path with a dot skips the proxy: these reach a page only that way, and name none.
    for (const segment of ['_q.page-2.foo-"><script>', '_q.page-x', '_q.page-01', '_q.type-zzz', '_q', '_q.page-2.page-3', '_q.type-coupon']) {
      expect(splitListQuery(['aerolys', segment], segment === '_q.type-coupon' ? 'blog' : 'store'), segment).toBeNull();
    }
    expect(splitListQuery(['plage', '_q.page-2'], 'category')).toBeNull();
  });
});

describe('hostile list queries (property): no value a list does not understand becomes a page of its own', () => {
  const kind = fc.constantFrom<ListKind>('store', 'category', 'blog');
  const value = fc.oneof(hostileString, fc.constantFrom('coupon', 'offer', 'all', '1', '01', '2', '999999', '1000000', '0002'));
  const query = fc
    .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom('type', 'page') }, { weight: 1, arbitrary: hostileString }), value), { maxLength: 4 })
    .map((pairs) => new URLSearchParams(pairs));

  it('carries only canonical values, and a redirect always leads to an address that is carried as is', () => {
    fc.assert(
      fc.property(query, kind, (search, k) => {
        const { segment, redirect } = readListQuery(search, k);
        if (redirect !== null) {
          expect(segment).toBeNull();
          expect(readListQuery(new URLSearchParams(redirect), k).redirect).toBeNull();
          return;
        }
        if (segment === null) return;
        for (const part of segment.split('.').slice(1)) expect(part).toMatch(CANONICAL_PART);
        expect(splitListQuery(['x', segment], k)).not.toBeNull();
      }),
      { seed: 20_260_710, numRuns: 2_000 },
    );
  });

  it('refuses any segment it would not write, whatever reaches a page round the proxy', () => {
    const segment = fc.oneof(hostileRawSegment.map((s) => `_q.${s}`), value.map((v) => `_q.page-${v}`), value.map((v) => `_q.type-${v}.page-1`));
    fc.assert(
      fc.property(segment, kind, (s, k) => {
        const split = splitListQuery(['x', s], k);
        if (split === null) return;
        expect(readListQuery(new URLSearchParams(split.search), k).segment).toBe(s);
        for (const part of s.split('.').slice(1)) expect(part).toMatch(CANONICAL_PART);
      }),
      { seed: 20_260_710, numRuns: 2_000 },
    );
  });
});
