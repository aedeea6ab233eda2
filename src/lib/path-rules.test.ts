import { describe, expect, it } from 'vitest';
import { childPath, decodeSlugs, isForeignSegment, isReservedSegment, isTooDeep, readSlugPath, withoutBadPage } from './path-rules';

describe('path rules (SPEC §2.2, §4, §5)', () => {
  it('sends a first segment of another locale away', () => {
    expect(isForeignSegment('fr-be', 'bestemmingen')).toBe(true);
    expect(isForeignSegment('fr-be', 'over-ons')).toBe(true);
    expect(isForeignSegment('nl-be', 'pays')).toBe(true);
    expect(isForeignSegment('nl-be', 'a-propos')).toBe(true);
    expect(isForeignSegment('fr-fr', 'categorieen')).toBe(true);
    expect(isForeignSegment('fr-be', 'pays')).toBe(false);
    expect(isForeignSegment('nl-be', 'blog')).toBe(false);
    expect(isForeignSegment('nl-be', 'some-store')).toBe(false);
  });

  it('keeps the back-office out of every locale and of content slugs', () => {
    expect(isReservedSegment('admin')).toBe(true);
    expect(isForeignSegment('nl-be', 'admin')).toBe(true);
    expect(isForeignSegment('fr-fr', 'admin')).toBe(true);
  });

  it('limits non-blog paths to 4 segments', () => {
    expect(isTooDeep(['pays', 'a', 'b', 'c'])).toBe(false);
    expect(isTooDeep(['pays', 'a', 'b', 'c', 'd'])).toBe(true);
    expect(isTooDeep(['blog', 'a', 'b', 'c', 'd'])).toBe(false);
  });

  it('reads parent and slug from one, two or three slugs', () => {
    expect(readSlugPath(['a'])).toEqual({ slug: 'a', parent: null });
    expect(readSlugPath(['a', 'b'])).toEqual({ slug: 'b', parent: 'a' });
    expect(readSlugPath(['a', 'b', 'c'])).toEqual({ slug: 'c', parent: 'b' });
    expect(readSlugPath([])).toBeNull();
  });

  it('builds a child path from a parent string or object', () => {
    expect(childPath('espagne', 'andalousie')).toBe('espagne/andalousie');
    expect(childPath({ slug: 'espagne' }, 'andalousie')).toBe('espagne/andalousie');
    expect(childPath(null, 'espagne')).toBe('espagne');
  });

  it('drops page=0 or less and keeps the other parameters', () => {
    expect(withoutBadPage(new URLSearchParams('page=0'))).toBe('');
    expect(withoutBadPage(new URLSearchParams('type=coupon&page=-2'))).toBe('?type=coupon');
    expect(withoutBadPage(new URLSearchParams('page=2'))).toBeNull();
    expect(withoutBadPage(new URLSearchParams('type=offer'))).toBeNull();
  });
});

describe('decodeSlugs', () => {
  it('decodes the segments of a route, or refuses a path whose segment cannot be a slug', () => {
    expect(decodeSlugs(['espagne', 'caf%C3%A9'])).toEqual(['espagne', 'café']);
    expect(decodeSlugs(['%C0%AF'])).toBeNull();
    expect(decodeSlugs(['a', '%E0%A4%A'])).toBeNull();
    expect(decodeSlugs(['%00'])).toBeNull();
    expect(decodeSlugs(['a'.repeat(201)])).toBeNull();
    expect(decodeSlugs([])).toEqual([]);
  });
});
