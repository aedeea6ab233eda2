import { expect, test } from '@playwright/test';
import { STORED_FILE_POLICY } from '../../src/lib/content-security-policy.mjs';
import { editorAuthorization } from './editor';

/** DESIGN §7: every page and API response tells the browser how to treat it. */
const EXPECTED = {
  'content-security-policy': /frame-ancestors 'none'/,
  'x-frame-options': /^DENY$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
};

for (const path of ['/', '/a-propos', '/nl-be/over-ons', '/not-found', '/search?str=plage', '/api/stores/?size=1', '/api/no-such-route/']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name], `${name} on ${path}`).toMatch(value);
    // Served over plain HTTP here: no HSTS (it is sent when the site is configured with https).
    expect(headers['strict-transport-security']).toBeUndefined();
  });
}

test('a stored file carries its own sandbox policy, and only that one', async ({ request }) => {
  // The listing is the editors' (the image itself is public at its address).
  const headers = await editorAuthorization(request);
  const listing = (await (await request.get('/api/media_storage/?size=1', { headers })).json()) as { results: { url: string }[] };
  const response = await request.get(listing.results[0]!.url);
  expect(response.status()).toBe(200);
  const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy');
  expect(policies.map(({ value }) => value)).toEqual([STORED_FILE_POLICY]);
  expect(response.headers()['x-frame-options']).toBe('DENY');
});
