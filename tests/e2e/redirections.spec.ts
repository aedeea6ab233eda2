import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITES } from './discovery-fixtures';
import { editorAuthorization } from './editor';
import { allStores } from './store-fixtures';

/**
 * The editors' redirections apply before routing (src/proxy.ts): to any path of their locale, a
 * page that exists included, with the request's query kept; a change shows on the next request.
 */

const ABOUT = { 'fr-be': '/a-propos', 'nl-be': '/over-ons', 'fr-fr': '/a-propos' } as const;
const OLD_ABOUT = { 'fr-be': '/qui-sommes-nous', 'nl-be': '/wie-zijn-we', 'fr-fr': '/qui-sommes-nous' } as const;

async function statusAndLocation(request: APIRequestContext, path: string): Promise<[number, string | undefined]> {
  const response = await request.get(path, { maxRedirects: 0 });
  return [response.status(), response.headers().location];
}

for (const site of SITES) {
  test(`a seeded old address of ${site.locale} moves permanently to its page, query kept`, async ({ request }) => {
    const [status, location] = await statusAndLocation(request, `${site.prefix}${OLD_ABOUT[site.locale]}/?utm_source=old&x=%C3%A9`);
    expect(status).toBe(301);
    expect(location).toBe(`${site.prefix}${ABOUT[site.locale]}?utm_source=old&x=%C3%A9`);
    expect((await request.get(location!)).status()).toBe(200);
  });
}

test('a record on an existing page redirects it at once, and its removal gives the page back at once', async ({ request }) => {
  const headers = await editorAuthorization(request);
  const stores = await allStores(request);
  // The last store A–Z: no other test reads its page.
  const store = stores.at(-1)!;
  const target = `/${stores[0]!.slug}`;
  expect((await request.get(`/${store.slug}`, { maxRedirects: 0 })).status()).toBe(200);

  const made = await request.post('/api/seo/redirections/?language=fr-be', {
    headers,
    data: { from_path: `/${store.slug}`, to_path: target, status_code: 301 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  try {
    expect(await statusAndLocation(request, `/${store.slug}?type=coupon`)).toEqual([301, `${target}?type=coupon`]);
    // Only in its locale: the same path elsewhere is not moved.
    expect((await request.get(`/nl-be/${store.slug}`, { maxRedirects: 0 })).status()).not.toBe(301);

    // A record that would make a chain through it is refused, naming the way out.
    const chain = await request.post('/api/seo/redirections/?language=fr-be', {
      headers,
      data: { from_path: '/zz-e2e-older', to_path: `/${store.slug}` },
    });
    expect(chain.status()).toBe(422);
    expect(await chain.text()).toContain(`point at ${target} directly`);
    const loop = await request.post('/api/seo/redirections/?language=fr-be', { headers, data: { from_path: target, to_path: `/${store.slug}` } });
    expect(loop.status()).toBe(422);
    expect(await loop.text()).toContain('loop');
  } finally {
    expect((await request.delete(`/api/seo/redirections/${id}/?language=fr-be`, { headers })).status()).toBe(204);
  }
  expect((await request.get(`/${store.slug}`, { maxRedirects: 0 })).status()).toBe(200);
});
