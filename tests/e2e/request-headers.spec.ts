import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * What a client writes into Host reaches no answer (single-host mode): redirects, headers and
 * page links come from configuration (SITE_URL), and a write is not triggered by a GET.
 */

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request with the headers exactly as given (a browser or fetch would not send a foreign Host). */
function raw(baseURL: string, path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

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
    const answer = await raw(baseURL!, path, FORGED);
    expect(answer.status, path).toBe(status);
    expect(JSON.stringify(answer.headers), path).not.toContain('evil.example');
    expect(answer.body, path).not.toContain('evil.example');
    const location = answer.headers.location;
    if (typeof location === 'string') expect(location, path).toMatch(/^\/|^http:\/\/localhost:\d+\//);
  }
});

test('using a coupon is a POST: the GET an image or a link would send records nothing', async ({ baseURL, request }) => {
  const page = (await (await request.get('/api/promotions/?size=100')).json()) as { results: { coupon: { id: number } | null }[] };
  const couponId = page.results.find((promotion) => promotion.coupon)!.coupon!.id;
  const answer = await raw(baseURL!, `/api/coupons/${couponId}/use_coupon/`, { accept: 'image/*' });
  expect(answer.status).toBe(405);
  expect(answer.headers.allow).toBe('POST');
  expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
  const fromElsewhere = await raw(baseURL!, `/api/coupons/${couponId}/use_coupon/`, { 'sec-fetch-site': 'cross-site' }, 'POST');
  expect(fromElsewhere.status).toBe(403);
});
