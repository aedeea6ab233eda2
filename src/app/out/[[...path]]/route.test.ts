import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { makeStore } from '@test/promotion-fixtures';
import { db } from '@/server/db/client';
import { stores } from '@/server/db/schema';
import { onInvalidate } from '@/server/cache/invalidate';
import { clickCounts } from '@/server/services/outbound';
import { appendSocketAddress, createStamp, STAMP_HEADER } from '@/lib/client-address.mjs';
import { GET, HEAD } from './route';

setupTestDatabase({ seeded: true });

type Sent = { method?: 'GET' | 'HEAD'; ip?: string; headers?: Record<string, string> };

/** A request as src/server/http/serve.mjs hands it to Next: stamped, the socket's address appended. */
function out(path: string[], { method = 'GET', ip = '127.0.0.1', headers = {} }: Sent = {}) {
  const request = new Request(`http://localhost/out/${path.join('/')}`, {
    method,
    headers: { ...headers, 'x-forwarded-for': appendSocketAddress(undefined, ip), [STAMP_HEADER]: createStamp() },
  });
  return (method === 'GET' ? GET : HEAD)(request, { params: Promise.resolve({ path }) });
}

/** The route counts in the background: wait until the count reaches `total`. */
async function countReaches(kind: 'store' | 'promotion' | 'property', id: number, total: number): Promise<void> {
  await expect.poll(async () => (await clickCounts(kind, id)).total, { timeout: 60_000 }).toBe(total);
}

describe('/out/<kind>/<id>', () => {
  it('answers 302 to the target, uncached and unindexed, and counts the GET, never the HEAD', async () => {
    const storeId = await makeStore({ 'fr-be': 'Route Boutique' });
    await db().update(stores).set({ website: 'https://route.example/shop' }).where(eq(stores.id, storeId));
    const head = await out(['store', String(storeId)], { method: 'HEAD' });
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

  it('counts a client once per target and day, whatever it repeats; another client counts again', async () => {
    const storeId = await makeStore({ 'fr-be': 'Route Repetee' });
    for (let i = 0; i < 25; i++) expect((await out(['store', String(storeId)], { ip: '10.60.0.1' })).status).toBe(302);
    await countReaches('store', storeId, 1);
    expect((await out(['store', String(storeId)], { ip: '10.60.0.2' })).status).toBe(302);
    await countReaches('store', storeId, 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await clickCounts('store', storeId)).total).toBe(2);
  });

  it('sends on but never counts a subresource (an image elsewhere pointing here) or a prefetch', async () => {
    const storeId = await makeStore({ 'fr-be': 'Route Image' });
    await db().update(stores).set({ website: 'https://image.example/' }).where(eq(stores.id, storeId));
    const requests: Record<string, string>[] = [
      { 'sec-fetch-dest': 'image', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-dest': 'script' },
      { 'sec-fetch-dest': 'empty' },
      { 'sec-fetch-dest': 'document', 'sec-purpose': 'prefetch' },
      { purpose: 'prefetch' },
    ];
    for (const [index, headers] of requests.entries()) {
      const response = await out(['store', String(storeId)], { ip: `10.61.0.${index + 1}`, headers });
      expect(response.status, JSON.stringify(headers)).toBe(302);
      expect(response.headers.get('location')).toBe('https://image.example/');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await clickCounts('store', storeId)).total).toBe(0);
    // A browser following the link says `document`, and counts.
    await out(['store', String(storeId)], { ip: '10.61.0.9', headers: { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' } });
    await countReaches('store', storeId, 1);
  });

  it('stops counting a client past 30 requests a minute but still sends it on, and answers 429 past 300', async () => {
    const storeIds = await Promise.all(Array.from({ length: 32 }, (_, i) => makeStore({ 'fr-be': `Route Limite ${i}` })));
    for (const id of storeIds) expect((await out(['store', String(id)], { ip: '10.62.0.1' })).status).toBe(302);
    await countReaches('store', storeIds[29]!, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await clickCounts('store', storeIds[30]!)).total).toBe(0);
    expect((await clickCounts('store', storeIds[31]!)).total).toBe(0);

    let limited: Response | undefined;
    for (let i = 0; i < 300 && !limited; i++) {
      const response = await out(['store', String(storeIds[0])], { ip: '10.62.0.1' });
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(302);
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited?.headers.get('cache-control')).toBe('no-store');
    // Another client is not held up.
    expect((await out(['store', String(storeIds[0])], { ip: '10.62.0.2' })).status).toBe(302);
  });
});

