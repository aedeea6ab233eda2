import { describe, expect, it } from 'vitest';
import MemoryCacheHandler from './memory-cache-handler.mjs';

// One store per process, its budget set by the first handler made: 4 MB here (unless another file made one first).
const handler = () => new MemoryCacheHandler({ maxMemoryCacheSize: 4 * 1024 * 1024 });
const page = (html: string, tags: string) => ({ kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': tags }, rscData: Buffer.alloc(0), status: 200 });
const control = { cacheControl: { revalidate: 300, expire: 3600 } };

describe('the memory page cache', () => {
  it("drops a page once one of its tags expires, and keeps the others'", async () => {
    const cache = handler();
    const [a, b] = [`/a-${Math.random()}`, `/b-${Math.random()}`];
    await cache.set(a, page('<p>a</p>', 'layout,store:10'), control);
    await cache.set(b, page('<p>b</p>', 'layout,store:11'), control);
    await cache.revalidateTag(['store:10'], { expire: 0 });
    expect(await cache.get(a, { kind: 'APP_PAGE' })).toBeNull();
    expect(await cache.get(b, { kind: 'APP_PAGE' })).toMatchObject({ value: { html: expect.stringContaining('<p>b</p>') } });
  });

  it('drops a data read whose tag, or the page it was read for, expired', async () => {
    const cache = handler();
    const key = `data-${Math.random()}`;
    const read = { kind: 'FETCH', tags: ['store:12'], softTags: ['_N_T_/fr-be/store-12'] };
    await cache.set(key, { kind: 'FETCH', data: { headers: {}, body: '"x"', status: 200, url: '' }, revalidate: 300 }, { fetchCache: true, tags: ['store:12'] });
    expect(await cache.get(key, read)).not.toBeNull();
    await cache.revalidateTag('_N_T_/fr-be/store-12');
    expect(await cache.get(key, read)).toBeNull();
  });

  it('keeps within its budget by the bytes pages hold, the least recently used out first', async () => {
    const cache = handler();
    const html = 'x'.repeat(1024 * 1024);
    const keys = Array.from({ length: 12 }, (_, i) => `/big-${i}-${Math.random()}`);
    await cache.set(keys[0]!, page(html, 'layout'), control);
    for (const key of keys.slice(1)) {
      // The first page is read between writes: it is the most recently used, never the one to go.
      expect(await cache.get(keys[0]!, { kind: 'APP_PAGE' })).not.toBeNull();
      await cache.set(key, page(html, 'layout'), control);
    }
    const kept = await Promise.all(keys.map((key) => cache.get(key, { kind: 'APP_PAGE' })));
    expect(kept[0]).not.toBeNull();
    expect(kept.at(-1)).not.toBeNull();
    expect(kept.filter(Boolean).length).toBeLessThan(keys.length);
  });
});
