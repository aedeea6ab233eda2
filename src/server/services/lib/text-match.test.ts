import { describe, expect, it } from 'vitest';
import { textQuery } from './text-match';

describe('textQuery', () => {
  it('finds nothing to search in blank text or text without words', () => {
    for (const raw of ['', '   ', '\t\n', '!!!', "& | ! ( ) : * '"]) expect(textQuery('fr-be', raw)).toBeNull();
  });

  it('keeps only words for to_tsquery, each as a prefix, without lone letters', () => {
    expect(textQuery('fr-be', "  L'Été à  Barcelone & co:* ")).toMatchObject({
      text: "l'été à barcelone & co:*",
      prefix: 'été:* & barcelone:* & co:*',
    });
    expect(textQuery('fr-be', 'a')?.prefix).toBe('a:*');
  });

  it("uses the locale's text-search configuration", () => {
    expect(textQuery('fr-be', 'x')?.config).toBe('french');
    expect(textQuery('fr-fr', 'x')?.config).toBe('french');
    expect(textQuery('nl-be', 'x')?.config).toBe('dutch');
  });

  it('matches typos only from five letters', () => {
    expect(textQuery('fr-be', 'barc')?.fuzzy).toBe(false);
    expect(textQuery('fr-be', 'pairs')?.fuzzy).toBe(true);
  });

  it('caps the length of what reaches the database', () => {
    expect(textQuery('fr-be', 'a'.repeat(500))?.text).toHaveLength(200);
  });
});
