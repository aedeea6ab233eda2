import { expect, test, type APIRequestContext } from '@playwright/test';
import { newClientAddress } from './client-address';
import { editorAuthorization } from './editor';
import { allStores } from './store-fixtures';

/**
 * Click-outs (src/app/out/[[...path]]/route.ts): merchant links lead through /out/<kind>/<id>,
 * which counts the click (once per client, target and day) and answers 302 to the merchant.
 */

type Counts = { total: number; days: { day: string; clicks: number }[] };

/** The clicks counted so far; `authorization` from one sign-in per test (sign-ins are limited per client and minute). */
async function clicks(request: APIRequestContext, authorization: Record<string, string>, path: string): Promise<number> {
  const response = await request.get(`/api/outbound-clicks/${path}/`, { headers: authorization });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Counts).total;
}

test("a store page's merchant link goes through /out, which redirects to the store's site and counts the click", async ({ page, request }) => {
  const [listed] = await allStores(request);
  const store = (await (await request.get(`/api/stores/${listed!.id}/?language=fr-be`)).json()) as { id: number; slug: string; website: string };
  expect(store.website).toMatch(/^https?:\/\//);
  await page.goto(`/${store.slug}`);

  // The header's "visit the site" button: the page's one link out to the store.
  const link = page.locator('a[href^="/out/store/"]');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', `/out/store/${store.id}`);
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  await expect(link).toHaveAttribute('target', '_blank');

  const authorization = await editorAuthorization(request);
  const before = await clicks(request, authorization, `store/${store.id}`);
  // A client of its own (the server trusts one proxy hop): a click counts once per client, target and day.
  const visitor = { 'x-forwarded-for': newClientAddress() };
  const head = await request.head(`/out/store/${store.id}`, { maxRedirects: 0, headers: visitor });
  expect(head.status()).toBe(302);
  const out = await request.get(`/out/store/${store.id}`, { maxRedirects: 0, headers: visitor });
  expect(out.status()).toBe(302);
  expect(out.headers()['location']).toBe(new URL(store.website).toString());
  expect(out.headers()['cache-control']).toBe('no-store');
  expect(out.headers()['x-robots-tag']).toBe('noindex, nofollow');
  // Counted after the answer is sent, once: the GET, never the HEAD.
  await expect.poll(() => clicks(request, authorization, `store/${store.id}`)).toBe(before + 1);
});

test('a click counts once per client and day; an image pointing at /out never counts', async ({ request }) => {
  // From the end of the list: the test above clicks out of the first store.
  let store: { id: number; website: string } | undefined;
  for (const listed of (await allStores(request)).reverse()) {
    const detail = (await (await request.get(`/api/stores/${listed.id}/?language=fr-be`)).json()) as { id: number; website: string };
    if (/^https?:\/\//.test(detail.website)) {
      store = detail;
      break;
    }
  }
  if (!store) throw new Error('no store with a website');
  const authorization = await editorAuthorization(request);
  const before = await clicks(request, authorization, `store/${store.id}`);
  const image = { 'x-forwarded-for': newClientAddress(), 'sec-fetch-dest': 'image', 'sec-fetch-site': 'cross-site' };
  for (let i = 0; i < 3; i++) expect((await request.get(`/out/store/${store.id}`, { maxRedirects: 0, headers: image })).status()).toBe(302);
  const visitor = { 'x-forwarded-for': newClientAddress() };
  for (let i = 0; i < 5; i++) expect((await request.get(`/out/store/${store.id}`, { maxRedirects: 0, headers: visitor })).status()).toBe(302);
  await expect.poll(() => clicks(request, authorization, `store/${store.id}`)).toBe(before + 1);
  // Counted in the background: give a wrong extra count the time to show.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await clicks(request, authorization, `store/${store.id}`)).toBe(before + 1);
});

test('an unknown click-out answers a small 404 that no crawler indexes', async ({ request }) => {
  for (const path of ['/out/store/999999999', '/out/shop/1', '/out/store/abc', '/out/promotion/0']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['x-robots-tag'], path).toContain('noindex');
    expect(response.headers()['location'], path).toBeUndefined();
  }
});

test('the counts are for editors only', async ({ request }) => {
  const [store] = await allStores(request);
  expect((await request.get(`/api/outbound-clicks/store/${store!.id}/`)).status()).toBe(401);
});
