import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { makeStore } from '@test/promotion-fixtures';
import { db } from '@/server/db/client';
import { stores } from '@/server/db/schema';
import { onInvalidate } from '@/server/cache/invalidate';
import { clickCounts } from '@/server/services/outbound';
import { GET, HEAD } from './route';

setupTestDatabase({ seeded: true });

function out(path: string[], method: 'GET' | 'HEAD' = 'GET') {
  const request = new Request(`http://localhost/out/${path.join('/')}`, { method });
  return (method === 'GET' ? GET : HEAD)(request, { params: Promise.resolve({ path }) });
}

/** The route counts in the background: wait until the count reaches `total`. */
async function countReaches(kind: 'store' | 'promotion' | 'property', id: number, total: number): Promise<void> {
  await expect.poll(async () => (await clickCounts(kind, id)).total, { timeout: 5_000 }).toBe(total);
}

describe('/out/<kind>/<id>', () => {
  it('answers 302 to the target, uncached and unindexed, and counts the GET, never the HEAD', async () => {
    const storeId = await makeStore({ 'fr-be': 'Route Boutique' });
    await db().update(stores).set({ website: 'https://route.example/shop' }).where(eq(stores.id, storeId));
    const head = await out(['store', String(storeId)], 'HEAD');
    expect(head.status).toBe(302);
    expect(head.headers.get('location')).toBe('https://route.example/shop');
    const response = await out(['store', String(storeId)]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://route.example/shop');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    await countReaches('store', storeId, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await clickCounts('store', storeId)).total).toBe(1);
  });

  it("never expires a page: a click changes nothing a page shows", async () => {
    const storeId = await makeStore({ 'fr-be': 'Route Cache' });
    const expired: string[][] = [];
    onInvalidate(async (tags) => {
      expired.push(tags);
    });
    expect((await out(['store', String(storeId)])).status).toBe(302);
    await countReaches('store', storeId, 1);
    expect(expired).toEqual([]);
  });

  it('answers a small 404 to an unknown kind, a malformed id, an unknown or unsafe target', async () => {
    const storeId = await makeStore({ 'fr-be': 'Route Piege' });
    await db().update(stores).set({ website: 'javascript:alert(1)' }).where(eq(stores.id, storeId));
    for (const path of [[], ['store'], ['shop', '1'], ['store', '0'], ['store', '-1'], ['store', '01'], ['store', '1.5'], ['store', 'abc'], ['store', '99999999999'], ['store', '1', 'x'], ['store', '999999999'], ['store', String(storeId)]]) {
      const response = await out(path);
      expect(response.status, path.join('/')).toBe(404);
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
      expect(response.headers.get('location')).toBeNull();
      expect((await response.text()).length).toBeLessThan(100);
    }
    expect((await clickCounts('store', storeId)).total).toBe(0);
  });
});
