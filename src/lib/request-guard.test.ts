import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeLoosely, hostileRawSegment, hostileString } from '@test/hostile';
import {
  boundedSearch,
  hasControlCharacters,
  hasControlCharactersInText,
  MAX_PAGE_PATH_LENGTH,
  MAX_REDIRECT_QUERY_LENGTH,
  pathProblem,
  withoutControlCharacters,
} from './request-guard';

describe('pathProblem', () => {
  it('passes ordinary paths, encoded accents included', () => {
    for (const path of ['/', '/aerolys', '/nl-be/categorieen/strand', '/pays/espagne/andalousie', '/caf%C3%A9', '/a%2Fb', '/api/stores/by_slug/x/']) {
      expect(pathProblem(path), path).toBeNull();
    }
  });

  it('finds percent-encoding that does not decode to UTF-8', () => {
    for (const path of ['/%C0%AF', '/api/stores/by_slug/%E0%A4%A/', '/%', '/a%zz', '/%ED%A0%80', '/%FF', '/nl-be/%C3']) {
      expect(pathProblem(path), path).toBe('malformed');
    }
  });

  it('finds control characters once decoded', () => {
    for (const path of ['/a%00b', '/%0d%0aSet-Cookie:x', '/x%7F', '/x%C2%9B', '/fr-fr/pays/%09']) {
      expect(pathProblem(path), path).toBe('control');
    }
  });

  it('finds paths and segments longer than any page', () => {
    expect(pathProblem(`/${'a'.repeat(201)}`)).toBe('too-long');
    expect(pathProblem(`/${'a'.repeat(200)}`)).toBeNull();
    expect(pathProblem(`/${'a/'.repeat(MAX_PAGE_PATH_LENGTH / 2)}`)).toBe('too-long');
    expect(pathProblem(`/${'a/'.repeat(MAX_PAGE_PATH_LENGTH / 2)}`, { maxLength: Infinity })).toBeNull();
  });

  it('never throws, whatever the path (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(hostileRawSegment, hostileString.map(encodeLoosely)), { maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        const problem = pathProblem(path);
        if (problem === null) {
          // What passes decodes, holds no control character and fits a page.
          const decoded = decodeURIComponent(path);
          expect(hasControlCharacters(decoded)).toBe(false);
          expect(path.length).toBeLessThanOrEqual(MAX_PAGE_PATH_LENGTH);
        }
      }),
      { seed: 20_260_710, numRuns: 2_000 },
    );
  });
});

describe('control characters', () => {
  it('are refused in slugs, C1 and DEL included, and in free text except tabs and line breaks', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u009bb')).toBe(true);
    expect(hasControlCharacters('a\u007fb')).toBe(true);
    expect(hasControlCharacters('espagne-été')).toBe(false);
    expect(hasControlCharactersInText('line\nbreak\tand tab\r\n')).toBe(false);
    expect(hasControlCharactersInText('nul\u0000')).toBe(true);
  });

  it('are replaced by spaces in a search text', () => {
    expect(withoutControlCharacters('barce\u0000lone\u001f')).toBe('barce lone ');
    fc.assert(
      fc.property(hostileString, (text) => {
        expect(hasControlCharactersInText(withoutControlCharacters(text))).toBe(false);
      }),
      { seed: 20_260_710, numRuns: 1_000 },
    );
  });
});

describe('boundedSearch', () => {
  it('keeps an ordinary query and drops an oversized one', () => {
    expect(boundedSearch('?promotion=12')).toBe('?promotion=12');
    expect(boundedSearch(`?x=${'a'.repeat(MAX_REDIRECT_QUERY_LENGTH)}`)).toBe('');
  });
});
