import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const marked = (title: string, query: string) =>
  highlightParts(title, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it('marks the words that begin with a word typed, accents and case ignored', () => {
    expect(marked('Vacances en Méditerranée', 'mediterranee')).toBe('Vacances en [Méditerranée]');
    expect(marked('Week-end à Barcelone', 'BARC week')).toBe('[Week]-end à [Barcelone]');
  });

  it('marks a word one letter off, from four letters', () => {
    expect(marked('Vacances en Méditerranée', 'mediteranee')).toBe('Vacances en [Méditerranée]');
    expect(marked('Barcelone', 'barcelnoe')).toBe('[Barcelone]');
    expect(marked('Bari', 'bar')).toBe('[Bari]');
    expect(marked('Rome', 'rime')).toBe('[Rome]');
    expect(marked('Rome', 'ri')).toBe('Rome');
  });

  it('keeps the whole title, markup included, as text', () => {
    const parts = highlightParts('<b>Mer</b> & "soleil"', 'mer');
    expect(parts.map((part) => part.text).join('')).toBe('<b>Mer</b> & "soleil"');
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Mer']);
  });

  it('marks nothing for a query without words', () => {
    expect(highlightParts('Barcelone', '!!')).toEqual([{ text: 'Barcelone', match: false }]);
  });
});
