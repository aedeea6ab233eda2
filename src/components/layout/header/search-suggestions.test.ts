import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '@/lib/constants';
import { type EntityType, entityPath } from '@/lib/entity-paths';
import { type Suggestion, suggestionHref, suggestionQuery } from './search-suggestions';

const hit = (entity_type: Suggestion['entity_type'], slugs: string[], id = 7): Suggestion => ({
  entity_type,
  id,
  title: 'Titre',
  slugs,
  store: entity_type === 'promotion' ? { id: 3, name: 'Aerolys', slug: slugs[0]! } : null,
});

describe('suggestionQuery', () => {
  it('asks nothing below two characters, blanks around not counted', () => {
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery('   ')).toBeNull();
    expect(suggestionQuery(' a ')).toBeNull();
    expect(suggestionQuery(' ab ')).toBe('ab');
    expect(suggestionQuery('crète ')).toBe('crète');
  });

  it('cuts the text to the longest search read', () => {
    expect(suggestionQuery('x'.repeat(MAX_SEARCH_LENGTH + 50))).toHaveLength(MAX_SEARCH_LENGTH);
  });
});


describe('suggestionHref', () => {
  const cases: Array<[Exclude<Suggestion['entity_type'], 'promotion'> & EntityType, string[]]> = [
    ['store', ['aerolys']],
    ['location', ['espagne']],
    ['sublocation', ['espagne', 'andalousie']],
    ['category', ['plage']],
    ['subcategory', ['plage', 'mer-du-nord']],
    ['blog_post', ['voyages', 'mon-article']],
  ];

  it.each(['fr-be', 'nl-be', 'fr-fr'] as const)('leads to the page of the entity in %s', (locale) => {
    for (const [type, slugs] of cases) {
      expect(suggestionHref(locale, hit(type, slugs)), type).toBe(entityPath(locale, type, slugs));
    }
  });

  it("opens a promotion's dialog on its store's page", () => {
    const href = suggestionHref('nl-be', hit('promotion', ['aerolys'], 42));
    expect(href).toBe(`${entityPath('nl-be', 'store', ['aerolys'])}?promotion=42`);
  });
});
