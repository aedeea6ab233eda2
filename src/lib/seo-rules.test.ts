import { describe, expect, it } from 'vitest';
import { canonicalPath, robotsFor, toSearchString } from './seo-rules';

describe('canonical (SPEC §4)', () => {
  it('drops the trailing slash and the query', () => {
    expect(canonicalPath('/pays/espagne/', '?utm_source=x')).toBe('/pays/espagne');
    expect(canonicalPath('/', '?page=2')).toBe('/');
  });
  it('keeps the part from page= when both type and page are there', () => {
    expect(canonicalPath('/booking', '?type=coupon&page=2')).toBe('/booking?page=2');
    expect(canonicalPath('/booking', '?page=3&type=offer')).toBe('/booking?page=3&type=offer');
    expect(canonicalPath('/booking', '?page=3')).toBe('/booking');
    expect(canonicalPath('/booking', '?type=offer')).toBe('/booking');
  });
});

describe('robots (SPEC §4)', () => {
  it('noindex,follow on blog categories and on the paged blog list', () => {
    expect(robotsFor({ pageType: 'blog_category', search: new URLSearchParams() })).toBe('noindex,follow');
    expect(robotsFor({ pageType: 'blog_list', search: new URLSearchParams('page=1') })).toBe('noindex,follow');
    expect(robotsFor({ pageType: 'blog_list', search: new URLSearchParams() })).toBeNull();
    expect(robotsFor({ pageType: 'other', search: new URLSearchParams('page=2') })).toBeNull();
  });
});

describe('toSearchString', () => {
  it('rebuilds the query in order with repeated keys', () => {
    expect(toSearchString({ type: 'coupon', page: '2' })).toBe('?type=coupon&page=2');
    expect(toSearchString({ rating: ['4', '5'] })).toBe('?rating=4&rating=5');
    expect(toSearchString({})).toBe('');
  });
});
