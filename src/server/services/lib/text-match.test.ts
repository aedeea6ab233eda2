import { describe, expect, it } from 'vitest';
import { textQuery } from './text-match';

describe('textQuery', () => {
  it('finds nothing to search in blank text or text without words', () => {
    for (const raw of ['', '   ', '\t\n', '!!!', "& | ! ( ) : * '"]) expect(textQuery('fr-be', raw)).toBeNull();
  });

  it('keeps only words for to_tsquery, each as a prefix, without lone letters', () => {
    expect(textQuery('fr-be', "  L'Été à  Barcelone & co:* ")).toMatchObject({
      text: "l'été à barcelone & co:*",
      terms: 'été:* & barcelone:* & co:*',
    });
  });

  it('reads lone letters, when nothing else is typed, as whole words: never a one-letter prefix', () => {
    expect(textQuery('fr-be', 'a')?.terms).toBe('a');
    expect(textQuery('fr-be', 'à b')?.terms).toBe('à & b');
    expect(textQuery('fr-be', 'ba')?.terms).toBe('ba:*');
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

  it('reads at most 8 distinct words of at most 32 letters, and no typos of lone letters', () => {
    // 100 words of `a%` cost a search 80 times a normal one: one word (`a`) is what they say.
    const hostile = textQuery('fr-be', Array.from({ length: 100 }, () => 'a%').join(' '))!;
    expect(hostile).toMatchObject({ terms: 'a', fuzzy: false, text: Array.from({ length: 8 }, () => 'a%').join(' ').slice(0, -1) });
    const twelve = 'un deux trois quatre cinq six sept huit neuf dix onze douze';
    expect(textQuery('fr-be', twelve)).toEqual(textQuery('fr-be', 'un deux trois quatre cinq six sept huit'));
    expect(textQuery('fr-be', twelve)!.terms.split(' & ')).toHaveLength(8);
    expect(textQuery('fr-be', 'x'.repeat(100))!.terms).toBe(`${'x'.repeat(32)}:*`);
    expect(textQuery('fr-be', 'a b c d e f')?.fuzzy).toBe(false);
  });

  it('caps the length of what reaches the database', () => {
    expect(textQuery('fr-be', 'a'.repeat(500))?.text).toHaveLength(200);
  });
});
