import { describe, expect, it } from 'vitest';
import { LruByBytes } from './lru-by-bytes.mjs';

describe('values within a budget of bytes', () => {
  it('drop the least recently used past the budget, and refuse what could never fit', () => {
    const lru = new LruByBytes<string>(300);
    lru.set('a', 'A', 100);
    lru.set('b', 'B', 100);
    lru.set('c', 'C', 100);
    expect(lru.get('a')).toBe('A');
    lru.set('d', 'D', 100);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.bytes).toBe(300);
    lru.set('huge', 'H', 301);
    expect(lru.get('huge')).toBeUndefined();
    // Set again with another size, it is counted anew.
    lru.set('a', 'A', 50);
    expect(lru.bytes).toBe(250);
    lru.delete('c');
    expect(lru.bytes).toBe(150);
  });
});
