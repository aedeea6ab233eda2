import { describe, expect, it } from 'vitest';
import { searchKind } from './search-kind';

describe('searchKind', () => {
  it('names five kinds', () => {
    expect(searchKind('store')).toBe('store');
    expect(searchKind('promotion')).toBe('promotion');
    expect(searchKind('location')).toBe('destination');
    expect(searchKind('sublocation')).toBe('destination');
    expect(searchKind('category')).toBe('category');
    expect(searchKind('subcategory')).toBe('category');
    expect(searchKind('blog_post')).toBe('blogPost');
  });
});
