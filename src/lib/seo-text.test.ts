import { describe, expect, it } from 'vitest';
import { cutAtWord, fitDescription, fitTitle, MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from './seo-text';

describe('cutAtWord', () => {
  it('keeps text that fits and cuts longer text after a whole word, with an ellipsis', () => {
    expect(cutAtWord('  Trois   mots ici ', 20)).toBe('Trois mots ici');
    expect(cutAtWord('Croisières en Méditerranée : codes promo', 30)).toBe('Croisières en Méditerranée…');
    expect(cutAtWord('Un, deux, trois, quatre', 16)).toBe('Un, deux, trois…');
    expect(cutAtWord('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });
});

describe('fitTitle', () => {
  const brand = 'Vakantio';

  it('ends every title with the brand once, unless the title starts with it', () => {
    expect(fitTitle('Contact', brand)).toBe('Contact | Vakantio');
    expect(fitTitle('Contact | Vakantio', brand)).toBe('Contact | Vakantio');
    expect(fitTitle('Contact - vakantio ', brand)).toBe('Contact | Vakantio');
    expect(fitTitle('À propos de Vakantio', brand)).toBe('À propos de Vakantio | Vakantio');
    expect(fitTitle('Vakantio : codes promo voyage, séjours et vacances pas chères', brand)).toBe(
      'Vakantio : codes promo voyage, séjours et vacances pas chères',
    );
  });

  it("puts the site's own brand in place of another site's, however often it was written", () => {
    expect(fitTitle('Contact | Vakantio', 'Vakantio France')).toBe('Contact | Vakantio France');
    expect(fitTitle('FAQ | Vakantio | Vakantio France', 'Vakantio France')).toBe('FAQ | Vakantio France');
    expect(fitTitle('Recherche | Vakantio France', 'Vakantio')).toBe('Recherche | Vakantio');
    expect(fitTitle('Guide : Vakantio vous aide à choisir', brand)).toBe('Guide : Vakantio vous aide à choisir | Vakantio');
  });

  it('cuts a long title at a word to keep the brand', () => {
    const longer = 'Code promo Hôtels et Résidences de la Côte d’Azur valable en novembre 2026';
    const fitted = fitTitle(longer, brand);
    expect(fitted.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(fitted).toBe('Code promo Hôtels et Résidences de la Côte d’Azur… | Vakantio');
    expect(fitTitle('Vacances en Espagne : offres, hôtels et codes promo 2026', 'Vakantio France')).toBe('Vacances en Espagne : offres, hôtels et codes… | Vakantio France');
  });

  it('keeps the page number of a list, before the brand', () => {
    expect(fitTitle('Espagne', brand, { suffix: 'page 2' })).toBe('Espagne – page 2 | Vakantio');
    const fitted = fitTitle('Croisières en Méditerranée : codes promo et bons plans de saison 2026', brand, { suffix: 'page 12' });
    expect(fitted.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(fitted.endsWith(' – page 12 | Vakantio')).toBe(true);
  });

  it('answers the brand for a title that is only the brand', () => {
    expect(fitTitle(' | Vakantio', brand)).toBe('Vakantio');
  });
});

describe('fitDescription', () => {
  const market = { market: 'Offres valables en Belgique.', marketName: 'Belgique' };

  it('cuts at a word within 160 characters', () => {
    const text = 'Des codes promo vérifiés chaque jour pour vos vacances. '.repeat(5);
    const fitted = fitDescription(text);
    expect(fitted.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(fitted.endsWith('…')).toBe(true);
  });

  it('names the market once, at the end, within the limit', () => {
    expect(fitDescription('Des codes promo pour vos vacances.', market)).toBe('Des codes promo pour vos vacances. Offres valables en Belgique.');
    expect(fitDescription('Les bons plans de Belgique.', market)).toBe('Les bons plans de Belgique.');
    expect(fitDescription('', market)).toBe('Offres valables en Belgique.');
    const long = fitDescription('Des codes promo vérifiés chaque jour pour vos vacances. '.repeat(5), market);
    expect(long.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(long.endsWith('… Offres valables en Belgique.')).toBe(true);
  });
});
