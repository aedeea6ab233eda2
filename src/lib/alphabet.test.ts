import { describe, expect, it } from 'vitest';
import { groupByInitial, initialOf } from './alphabet';

describe('initialOf', () => {
  it('files a name under its first letter, accents and case aside', () => {
    expect(initialOf('Évasion')).toBe('E');
    expect(initialOf('çà et là')).toBe('C');
    expect(initialOf('zeeland')).toBe('Z');
  });

  it('files digits, signs and empty names under #', () => {
    expect(initialOf('123 Voyages')).toBe('#');
    expect(initialOf('@home')).toBe('#');
    expect(initialOf('')).toBe('#');
  });
});

describe('groupByInitial', () => {
  it('groups A to Z with # first, each group in the order of the locale', () => {
    const names = ['Zénith', 'avion', 'Évasion', '4 saisons', 'Alpes', 'Écrins', 'Europe', 'Äland'];
    const groups = groupByInitial(
      names.map((name) => ({ name })),
      'fr-BE',
    );
    expect(groups.map((group) => group.initial)).toEqual(['#', 'A', 'E', 'Z']);
    expect(groups.map((group) => group.items.map((item) => item.name))).toEqual([
      ['4 saisons'],
      ['Äland', 'Alpes', 'avion'],
      ['Écrins', 'Europe', 'Évasion'],
      ['Zénith'],
    ]);
  });

  it('keeps the items themselves and answers no group for no items', () => {
    const store = { id: 7, name: 'Bel Air', path: '/bel-air' };
    expect(groupByInitial([store], 'nl-BE')).toEqual([{ initial: 'B', items: [store] }]);
    expect(groupByInitial([], 'nl-BE')).toEqual([]);
  });
});
