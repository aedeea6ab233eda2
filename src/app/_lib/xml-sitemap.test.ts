import { describe, expect, it, vi } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { sitemapEntityChunk, sitemapEntityCount, sitemapFixedPages } from '@/server/services/xml-sitemap';
import { LOCALES, type Locale } from '@/lib/locales';
import { alternateLanguages } from './metadata';
import { absoluteUrl, originOf } from './urls';
import { GET as getIndex } from '../sitemap.xml/route';
import { GET as getFile } from '../sitemaps/[file]/route';
import { GET as getRobots } from '../robots.txt/route';

// Next's data cache runs only inside Next: here the reads go straight to the services. Small
// files (400 URLs) and chunks (150 rows) make every boundary of the split and of the stream show.
vi.mock('@/app/_data/cache', () => ({ cachedRead: <T,>(_name: string, read: T) => read, CONTENT_SECONDS: 300 }));
vi.mock('@/lib/constants', async (importOriginal) => ({ ...(await importOriginal<object>()), SITEMAP_MAX_URLS: 400 }));
vi.mock('@/app/_data/xml-sitemap', () => ({
  SITEMAP_CHUNK_SIZE: 150,
  getSitemapFixedPages: sitemapFixedPages,
  getSitemapEntityCount: sitemapEntityCount,
  getSitemapEntityChunk: (locale: Locale, chunk: number) => sitemapEntityChunk(locale, chunk, 150),
}));

setupTestDatabase({ seeded: true });

type Url = { loc: string; lastmod: string | null; alternates: Record<string, string> };

function unescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

function urlsOf(xml: string): Url[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: unescape(/<loc>(.*?)<\/loc>/.exec(body!)![1]!),
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body!)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang!, unescape(href!)]),
    ),
  }));
}

const request = (path: string) => new Request(`http://localhost:3000${path}`);
const file = (name: string) => getFile(request(`/sitemaps/${name}`), { params: Promise.resolve({ file: name }) });

describe('/sitemap.xml and /sitemaps/<locale>-<n>.xml on a shared host', () => {
  it('index every file of every locale; each file holds at most the limit, and together the locale’s pages once', async () => {
    const index = await getIndex(request('/sitemap.xml'));
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc!);
    for (const locale of LOCALES) {
      const files = locs.filter((loc) => loc.startsWith(`${originOf(locale)}/sitemaps/${locale}-`));
      const total = (await sitemapFixedPages(locale)).length + (await sitemapEntityCount(locale));
      expect(files).toHaveLength(Math.ceil(total / 400));
      const seen: string[] = [];
      for (const [index, loc] of files.entries()) {
        expect(loc).toBe(`${originOf(locale)}/sitemaps/${locale}-${index + 1}.xml`);
        const response = await file(`${locale}-${index + 1}.xml`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
        const body = await response.text();
        expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
        expect(body.endsWith('</urlset>\n')).toBe(true);
        const urls = urlsOf(body);
        expect(urls.length).toBeLessThanOrEqual(400);
        seen.push(...urls.map((url) => url.loc));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      expect((await file(`${locale}-${files.length + 1}.xml`)).status).toBe(404);
    }
  });

  it('give each URL the canonical and hreflang links of the page itself, and a lastmod', async () => {
    const urls = urlsOf(await (await file('nl-be-1.xml')).text());
    const origin = originOf('nl-be');
    const about = urls.find((url) => url.loc === `${origin}/nl-be/over-ons`)!;
    expect(about.alternates).toEqual({
      'fr-be': `${origin}/a-propos`,
      'nl-be': `${origin}/nl-be/over-ons`,
      'fr-fr': `${origin}/fr-fr/a-propos`,
      'x-default': `${origin}/a-propos`,
    });
    const home = urls.find((url) => url.loc === `${origin}/nl-be`)!;
    expect(home.alternates['x-default']).toBe(`${origin}/`);
    for (const url of urls) {
      expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(url.alternates['nl-be'], url.loc).toBe(url.loc);
      expect(url.loc).not.toMatch(/\/search$|\/not-found$|\/$/);
    }

    // An entity page: the same links pageMetadata writes in its head (src/app/_lib/entity-page.tsx).
    const [first] = await sitemapEntityChunk('nl-be', 0, 1);
    const entity = urls.find((url) => url.loc === absoluteUrl('nl-be', first!.path))!;
    expect(entity).toBeDefined();
    expect(entity.alternates).toEqual(alternateLanguages(first!.alternates));
  });

  it('answer 404 for what is no file', async () => {
    for (const name of ['de-de-1.xml', 'fr-be-0.xml', 'fr-be-999.xml', 'index.xml']) expect((await file(name)).status, name).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('names the site’s sitemap index, keeps the click-outs from crawlers and lets them read the search pages', async () => {
    const response = await getRobots(request('/robots.txt'));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`\nSitemap: ${originOf('fr-be')}/sitemap.xml\n`);
    expect(text).toMatch(/^Disallow: \/out\/$/m);
    expect(text).not.toMatch(/^Disallow: .*search/im);
  });
});

