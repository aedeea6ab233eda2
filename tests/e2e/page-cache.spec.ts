import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { api, messagesOf, SITES, type ApiPage, type ApiSummary } from './discovery-fixtures';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { editorAuthorization } from './editor';

/**
 * The full-page cache (DESIGN §5): a page is rendered once and then served from the cache
 * (`x-nextjs-cache: HIT`, or STALE while it renders afresh in the background), until a write
 * expires exactly the pages that show what it changed.
 */

type StoreRef = { id: number; name: string; slug: string };
type CategoryDetail = ApiSummary & { stores: StoreRef[]; bottom_related_stores: StoreRef[] };
type PromotionRef = { id: number; title: string; stores: StoreRef[] };
type PostRef = { slug: string; category_slug: string };

const FROM_CACHE = /^(HIT|STALE)$/;

async function twice(request: APIRequestContext, path: string): Promise<[APIResponse, APIResponse]> {
  const first = await request.get(path, { maxRedirects: 0 });
  const second = await request.get(path, { maxRedirects: 0 });
  return [first, second];
}

async function cacheStatus(request: APIRequestContext, path: string): Promise<string | undefined> {
  return (await request.get(path, { maxRedirects: 0 })).headers()['x-nextjs-cache'];
}

/** One page of every type a locale has, found through the API. */
async function pagesOf(request: APIRequestContext, site: (typeof SITES)[number]): Promise<Record<string, string>> {
  const { locale, prefix } = site;
  const [countries, categories, stores, posts] = await Promise.all([
    api<ApiPage<ApiSummary>>(request, '/locations/?size=1', locale),
    api<ApiPage<ApiSummary>>(request, '/categories/?level=1&size=1', locale),
    api<ApiPage<StoreRef>>(request, '/stores/?size=1', locale),
    api<ApiPage<PostRef>>(request, '/posts/?size=1', locale),
  ]);
  const post = posts.results[0]!;
  const t = messagesOf(locale);
  const about = locale === 'nl-be' ? '/over-ons' : '/a-propos';
  const comparator = locale === 'nl-be' ? '/vergelijken' : '/comparateur';
  expect(t.NotFound).toBeTruthy();
  return {
    home: prefix || '/',
    destinations: `${prefix}/${site.destinations}`,
    country: countries.results[0]!.path,
    categories: `${prefix}/${site.categories}`,
    category: categories.results[0]!.path,
    'category promotions': `${prefix}/${site.promotions}`,
    store: `${prefix}/${stores.results[0]!.slug}`,
    blog: `${prefix}/blog`,
    'blog category': `${prefix}/blog/${post.category_slug}`,
    'blog post': `${prefix}/blog/${post.category_slug}/${post.slug}`,
    'static page': `${prefix}${about}`,
    'html sitemap': `${prefix}/html-sitemap`,
    comparator: `${prefix}${comparator}`,
  };
}

for (const site of SITES) {
  test(`${site.locale}: every page type is served from the page cache from its second request on`, async ({ request }) => {
    const pages = await pagesOf(request, site);
    for (const [type, path] of Object.entries(pages)) {
      const [first, second] = await twice(request, path);
      expect(first.status(), `${type} ${path}`).toBe(200);
      expect(second.status(), `${type} ${path}`).toBe(200);
      expect(second.headers()['x-nextjs-cache'], `${type} ${path}`).toMatch(FROM_CACHE);
      // A CDN may keep it too, for a while (DESIGN §5).
      expect(second.headers()['cache-control'], `${type} ${path}`).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
    }
  });
}

/** A page's bytes as sent, compressed as the client asked. */
function compressedBytes(origin: string, path: string, acceptEncoding: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
    httpRequest({ host: hostname, port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

// Compressing a page once rests on Next marking the responses it serves from its cache
// (src/server/http/compress-once.mjs): should an upgrade stop doing so, every hit is compressed again.
test('a cached page is sent as bytes compressed once, the same on every hit, whole', async ({ request, baseURL }) => {
  const path = (await pagesOf(request, SITES[0]!)).store!;
  await twice(request, path);
  const hit = await compressedBytes(baseURL!, path, 'gzip, deflate, br, zstd');
  const again = await compressedBytes(baseURL!, path, 'gzip, deflate, br, zstd');
  expect(hit.headers['x-nextjs-cache']).toMatch(FROM_CACHE);
  expect(hit.headers['content-encoding']).toBe('br');
  expect(hit.headers['content-length']).toBe(String(hit.bytes.length));
  expect(hit.headers.vary).toMatch(/Accept-Encoding/i);
  expect(again.bytes.equals(hit.bytes)).toBe(true);
  expect(brotliDecompressSync(hit.bytes).toString()).toBe(await (await request.get(path, { headers: { 'accept-encoding': 'identity' } })).text());
});

test('search results are rendered for each visitor and never shared', async ({ request }) => {
  const response = await request.get('/search?str=plage');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/^private, no-cache, no-store/);
  expect(response.headers()['x-nextjs-cache']).toBeUndefined();
});

test('page 2 of a list is a cached page of its own and keeps its canonical', async ({ request }) => {
  const categories = await api<ApiPage<ApiSummary & { counts: { coupon_counts: number; offer_counts: number } }>>(
    request,
    '/categories/?level=1&size=100',
    'fr-be',
  );
  const listed = await Promise.all(
    categories.results.map(async (category) => ({
      category,
      count: (await api<ApiPage<PromotionRef>>(request, `/promotions/${category.id}/by_category/?size=1`, 'fr-be')).count,
    })),
  );
  const paged = listed.find((entry) => entry.count > 20)?.category;
  expect(paged, 'a category with a second page of promotions').toBeTruthy();
  const pageOne = `${paged!.path}?type=all&page=1`;
  const pageTwo = `${paged!.path}?type=all&page=2`;

  const [one] = await twice(request, pageOne);
  const [two, twoAgain] = await twice(request, pageTwo);
  expect(two.status()).toBe(200);
  expect(twoAgain.headers()['x-nextjs-cache']).toMatch(FROM_CACHE);
  const promotionsOf = async (response: APIResponse) =>
    [...(await response.text()).matchAll(/data-promotion-id="(\d+)"|href="[^"]*\?promotion=(\d+)"/g)].map((m) => m[1] ?? m[2]);
  expect(await promotionsOf(two)).not.toEqual(await promotionsOf(one));
  expect(await twoAgain.text()).toContain(`rel="canonical" href="http://localhost:${new URL(two.url()).port}${paged!.path}?page=2"`);
  // Another query value is not a page of its own: it is the same cached page 2.
  expect(await cacheStatus(request, `${pageTwo}&utm_source=newsletter`)).toMatch(FROM_CACHE);
});

test('a list value the page does not understand is never a page of its own: 301 to the canonical address, or not found', async ({ request }) => {
  const [store] = (await api<ApiPage<{ slug: string }>>(request, '/stores/?size=1', 'fr-be')).results;
  const path = `/${store!.slug}`;
  for (const [query, location] of [
    ['?page=01', `${path}?page=1`],
    ['?page=002', `${path}?page=2`],
    ['?type=bogus&page=1', `${path}?page=1`],
  ] as const) {
    const response = await request.get(`${path}${query}`, { maxRedirects: 0 });
    expect(response.status(), query).toBe(301);
    const target = new URL(response.headers().location!, 'http://localhost');
    expect(`${target.pathname}${target.search}`, query).toBe(location);
  }
  // The proxy's own spelling, reached round it through a path with a dot, is not a page.
  const forged = await request.get(`${path}/_q.page-2.foo-%22%3E%3Cscript%3E`, { maxRedirects: 0 });
  expect(forged.status()).not.toBe(200);
  // A page past the last leads to the not-found page, and is not stored: the next request is rendered again.
  const [past, pastAgain] = await twice(request, `${path}?page=9999`);
  // Next writes its redirect's Location twice (the same value), which Playwright joins.
  const locations = pastAgain.headersArray().filter((header) => header.name.toLowerCase() === 'location');
  expect(new Set(locations.map((header) => new URL(header.value, 'http://localhost').pathname))).toEqual(new Set(['/not-found']));
  expect([past.status(), pastAgain.status()]).toEqual([307, 307]);
  expect(pastAgain.headers()['x-nextjs-cache'] ?? '').not.toMatch(FROM_CACHE);
});

test.describe('writes', () => {
  test.describe.configure({ mode: 'serial' });

  test('a store rename shows at once on its page, the home and the category that list it; other pages stay cached', async ({
    request,
  }) => {
    const homeStores = await api<StoreRef[]>(request, '/pages/home_page_stores/', 'fr-be');
    const categories = await api<ApiPage<ApiSummary>>(request, '/categories/?level=1&size=100', 'fr-be');
    let found: { store: StoreRef; category: CategoryDetail } | null = null;
    for (const summary of categories.results) {
      const category = await api<CategoryDetail>(request, `/categories/${summary.id}/`, 'fr-be');
      const store = homeStores.find((home) => category.stores.some((tile) => tile.id === home.id));
      if (store) {
        found = { store, category };
        break;
      }
    }
    expect(found, 'a home page store that a category page shows too').toBeTruthy();
    const { store, category } = found!;
    const pages = [`/${store.slug}`, '/', category.path];
    const unrelated = '/a-propos';
    for (const path of [...pages, unrelated]) await twice(request, path);

    const authorization = await editorAuthorization(request);
    const rename = (name: string) =>
      request.patch(`/api/stores/${store.id}/?language=fr-be`, { headers: authorization, data: { translations: { 'fr-be': { name } } } });
    const renamed = `${store.name} Renamed ${Date.now()}`;
    expect((await rename(renamed)).status()).toBe(200);
    try {
      for (const path of pages) {
        const html = await (await request.get(path)).text();
        expect(html, path).toContain(renamed);
      }
      expect(await cacheStatus(request, unrelated)).toMatch(FROM_CACHE);
    } finally {
      expect((await rename(store.name)).status()).toBe(200);
    }
    for (const path of pages) expect(await (await request.get(path)).text(), path).not.toContain(renamed);
  });

  test('a promotion change shows at once on its store page and its category page', async ({ request }) => {
    const categories = await api<ApiPage<ApiSummary>>(request, '/categories/?level=1&size=1', 'fr-be');
    const category = categories.results[0]!;
    const listed = await api<ApiPage<PromotionRef>>(request, `/promotions/${category.id}/by_category/?size=20`, 'fr-be');
    let chosen: PromotionRef | null = null;
    for (const promotion of listed.results) {
      const store = promotion.stores[0]!;
      const ofStore = await api<ApiPage<PromotionRef>>(request, `/promotions/${store.id}/by_store/?size=20`, 'fr-be');
      if (ofStore.results.some((own) => own.id === promotion.id)) {
        chosen = promotion;
        break;
      }
    }
    expect(chosen, 'a promotion on the first page of both its category and its store').toBeTruthy();
    const promotion = chosen!;
    const pages = [`/${promotion.stores[0]!.slug}`, category.path];
    for (const path of pages) await twice(request, path);

    const authorization = await editorAuthorization(request);
    const retitle = (title: string) =>
      request.patch(`/api/promotions/${promotion.id}/`, { headers: authorization, data: { translations: { 'fr-be': { title } } } });
    const changed = `Offre modifiée ${Date.now()}`;
    expect((await retitle(changed)).status()).toBe(200);
    try {
      for (const path of pages) expect(await (await request.get(path)).text(), path).toContain(changed);
    } finally {
      expect((await retitle(promotion.title)).status()).toBe(200);
    }
  });
});

for (const site of SITES) {
  test(`${site.locale}: the not-found page is in the server's HTML, with status 404`, async ({ browser, request }) => {
    const t = messagesOf(site.locale).NotFound!;
    const home = site.prefix || '/';
    const response = await request.get(`${site.prefix}/not-found`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('__next_error__');
    expect(html).toContain(`>${t.title}</h1>`);
    // Any query makes it another address: a shared cache keeps none of them (DESIGN §7).
    for (const query of ['', `?cb=${Date.now()}`]) {
      const answer = await request.get(`${site.prefix}/not-found${query}`);
      expect(answer.status(), query).toBe(404);
      expect(answer.headers()['cache-control'], query).toBe('private, no-store');
    }

    // What a visitor without JavaScript (or a crawler) gets, from an unknown address too.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const unknown = await page.goto(`${site.prefix}/no-such-page-${Date.now()}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('link', { name: t.backHome })).toHaveAttribute('href', home);
    await context.close();
  });
}
