import { describe, expect, it } from 'vitest';
import { minutesToRead, readingMinutes, wordCount } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

describe('reading time', () => {
  it('counts the words of the text, not its tags, entities or lone punctuation', () => {
    expect(wordCount('<h2 class="x">Deux mots</h2><p>et&nbsp;trois – autres</p>')).toBe(5);
    expect(wordCount('<p>l’été à Málaga, 2026 !</p>')).toBe(4);
    expect(wordCount('<script>var a = 1;</script><p>un</p>')).toBe(1);
    expect(wordCount('')).toBe(0);
  });

  it('is the words divided by 200, rounded up, and at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(`<p>${words(1)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${words(400)}</p><ul><li>${words(1)}</li></ul>`)).toBe(3);
    expect(minutesToRead(0)).toBe(1);
    expect(minutesToRead(1000)).toBe(5);
    expect(minutesToRead(1001)).toBe(6);
  });
});
