import { expect, test } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { rawRequest } from './raw-request';

/**
 * What a client writes into Host reaches no answer (single-host mode): redirects, headers and
 * page links come from configuration (SITE_URL), and a page of another site triggers no write.
 */

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

test('a forged Host reaches no header, redirect or page link', async ({ baseURL }) => {
  const cases: [string, number][] = [
    ['/', 200],
    ['/pays/', 308],
    ['/pays?page=0', 301],
    ['/fr-be/pays', 307],
    ['/a/b/c/d/e/f/g/h', 307],
    ['/not-found', 404],
    ['/nl-be/bestemmingen', 200],
    ['/api/stores/?size=1', 200],
    ['/api/stores?size=1', 200],
  ];
  for (const [path, status] of cases) {
    const answer = await rawRequest(baseURL!, path, FORGED);
    expect(answer.status, path).toBe(status);
    expect(JSON.stringify(answer.headers), path).not.toContain('evil.example');
    expect(answer.body, path).not.toContain('evil.example');
    const location = answer.headers.location;
    if (typeof location === 'string') expect(location, path).toMatch(/^\/|^http:\/\/localhost:\d+\//);
  }
});

test("a coupon's use is recorded on GET (SPEC §7) or POST, but never for a page of another site", async ({ baseURL, request }) => {
  const page = (await (await request.get('/api/promotions/?size=100')).json()) as { results: { coupon: { id: number } | null }[] };
  const couponId = page.results.find((promotion) => promotion.coupon)!.coupon!.id;
  const asSpecSays = await rawRequest(baseURL!, `/api/coupons/${couponId}/use_coupon/`, { accept: 'application/json' });
  expect(asSpecSays.status).toBe(200);
  expect(Object.keys(JSON.parse(asSpecSays.body) as object)).toEqual(['time_of_using']);
  // An image or a link on a page elsewhere: the browser says so, and nothing is recorded.
  const image = await rawRequest(baseURL!, `/api/coupons/${couponId}/use_coupon/`, { accept: 'image/*', 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' });
  expect(image.status).toBe(403);
  expect(JSON.parse(image.body)).toMatchObject({ error: { code: 'forbidden' } });
  const fromElsewhere = await rawRequest(baseURL!, `/api/coupons/${couponId}/use_coupon/`, { 'sec-fetch-site': 'cross-site' }, 'POST');
  expect(fromElsewhere.status).toBe(403);
});

test("the API's reads (served without Next) tell clients apart by the address the proxy wrote: one client's limit is not another's", async ({ request }) => {
  // The e2e servers trust one proxy hop (playwright.config.ts): X-Forwarded-For names the client.
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const [busy, other] = [`198.51.100.${1 + Math.floor(Math.random() * 250)}`, '203.0.113.7'];
  const statuses: number[] = [];
  // The search's allowance (src/server/api/lib/rate-limit.ts SEARCHES_PER_MINUTE), then one more.
  for (let i = 0; i <= 60; i++) statuses.push((await request.get('/api/search/?str=plage', { headers: from(busy) })).status());
  expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
  expect(statuses[60]).toBe(429);
  expect((await request.get('/api/search/?str=plage', { headers: from(other) })).status()).toBe(200);
});

test('pages are compressed once for a client that accepts gzip, cached or rendered for the request', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  for (const path of ['/', '/search?str=hotel']) {
    const { encoding, body } = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: hostname, port, path, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(encoding, path).toBe('gzip');
    expect(gunzipSync(body).toString('utf8'), path).toMatch(/^<!DOCTYPE html>/i);
  }
});
