import { describe, expect, it } from 'vitest';
import { ImageCache } from './image-cache.mjs';

const image = (bytes: number) => ({ kind: 'IMAGE', buffer: Buffer.alloc(bytes), etag: 'e', extension: 'webp' });

describe('ImageCache', () => {
  it('gives back what the optimizer stored, with when and for how long', () => {
    const cache = new ImageCache(1000);
    const value = image(100);
    cache.set('a', value, { cacheControl: { revalidate: 60 } });
    const entry = cache.get('a');
    expect(entry?.value).toBe(value);
    expect(entry?.cacheControl).toEqual({ revalidate: 60 });
    expect(entry?.lastModified).toBeGreaterThan(Date.now() - 1000);
    expect(cache.get('b')).toBeNull();
  });

  it('drops the least recently used past its size, and refuses what could never fit', () => {
    const cache = new ImageCache(300);
    cache.set('a', image(100), undefined);
    cache.set('b', image(100), undefined);
    cache.set('c', image(100), undefined);
    cache.get('a');
    cache.set('d', image(100), undefined);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.bytes).toBe(300);
    cache.set('huge', image(301), undefined);
    expect(cache.get('huge')).toBeNull();
    cache.set('a', image(50), undefined);
    expect(cache.bytes).toBe(250);
  });
});
