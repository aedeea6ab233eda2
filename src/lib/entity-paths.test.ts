import { describe, expect, it } from 'vitest';
import { entityPath, homePath, localizedEntityPath } from './entity-paths';

describe('entity paths (SPEC §2.1)', () => {
  it('puts destinations under pays / bestemmingen', () => {
    expect(entityPath('fr-be', 'location', ['espagne'])).toBe('/pays/espagne');
    expect(entityPath('fr-be', 'sublocation', ['espagne', 'andalousie'])).toBe('/pays/espagne/andalousie');
    expect(entityPath('nl-be', 'sublocation', ['spanje', 'andalusie', 'sevilla'])).toBe('/nl-be/bestemmingen/spanje/andalusie/sevilla');
    expect(entityPath('fr-fr', 'location', ['espagne'])).toBe('/fr-fr/pays/espagne');
  });

  it('puts categories under categories / categorieen, stores at the root, posts under their blog category', () => {
    expect(entityPath('fr-be', 'category', ['plage'])).toBe('/categories/plage');
    expect(entityPath('fr-be', 'subcategory', ['plage', 'mediterranee'])).toBe('/categories/plage/mediterranee');
    expect(entityPath('nl-be', 'category', ['strand'])).toBe('/nl-be/categorieen/strand');
    expect(entityPath('fr-be', 'store', ['booking'])).toBe('/booking');
    expect(entityPath('nl-be', 'blog_category', ['tips'])).toBe('/nl-be/blog/tips');
    expect(entityPath('fr-fr', 'blog_post', ['conseils', 'partir'])).toBe('/fr-fr/blog/conseils/partir');
  });

  it('gives the path without the locale prefix for locale-aware links, and the home of each locale', () => {
    expect(localizedEntityPath('nl-be', 'location', ['spanje'])).toBe('/bestemmingen/spanje');
    expect(homePath('fr-be')).toBe('/');
    expect(homePath('nl-be')).toBe('/nl-be');
    expect(homePath('fr-fr')).toBe('/fr-fr');
  });
});
