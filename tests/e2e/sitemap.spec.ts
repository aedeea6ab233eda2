import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The XML sitemaps on `npm start`'s server (one host, locale prefixes): the index names each
 * locale's files, which answer with the sitemap XML, and the pages they list answer 200 at the
 * very address listed (no redirect). Every fixed page is fetched and an even spread of the
 * entity pages (E2E_SITEMAP_ALL=1 fetches them all: some 3,000 renders of the small seed).
 */

const EVERY = process.env.E2E_SITEMAP_ALL ? 1 : 40;

const locsOf = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc!.replace(/&amp;/g, '&'));

async function get(request: APIRequestContext, url: string) {
  // The listed address itself must be the page: a redirect would mean a non-canonical entry.
  return request.get(url, { maxRedirects: 0 });
}

test('the sitemap index names each locale’s files, and their pages answer 200', async ({ request, baseURL }) => {
  test.setTimeout(EVERY === 1 ? 1_800_000 : 480_000);
  const index = await get(request, '/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = locsOf(indexXml);
  expect(files.map((loc) => loc.replace(baseURL!, ''))).toEqual(['/sitemaps/fr-be-1.xml', '/sitemaps/nl-be-1.xml', '/sitemaps/fr-fr-1.xml']);

  for (const fileUrl of files) {
    const file = await get(request, fileUrl.replace(baseURL!, ''));
    expect(file.status(), fileUrl).toBe(200);
    expect(file.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await file.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = locsOf(xml);
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.every((url) => url.startsWith(baseURL!))).toBe(true);
    // The fixed pages come first (home, about…, blog): all of them, then a spread of the rest.
    const fixedCount = urls.findIndex((url, position) => position > 0 && /\/blog$/.test(url)) + 1;
    const checked = urls.filter((_, position) => position < fixedCount || position % EVERY === 0 || position === urls.length - 1);
    for (const url of checked) {
      const page = await get(request, url.replace(baseURL!, ''));
      expect(page.status(), url).toBe(200);
    }
  }
  expect((await get(request, '/sitemaps/fr-be-99.xml')).status()).toBe(404);
});

test('robots.txt names the sitemap index and lets crawlers read the search page', async ({ request, baseURL }) => {
  const robots = await get(request, '/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toMatch(/^Disallow: \/out\/$/m);
  expect(text).not.toMatch(/^Disallow:.*search/im);
});
