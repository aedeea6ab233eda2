import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITES } from './discovery-fixtures';

/**
 * A crawl of the small seed from each locale's home, as a search engine sees the site: every link
 * of the locale answers, each page has one canonical (itself, for an address without query), a
 * title of at most 65 characters and a description of at most 160, unique within the locale,
 * hreflang alternates that point back, and the XML sitemaps list exactly the indexable pages.
 */

/**
 * The whole site (about 1,300 pages a locale, 4,000 renders) takes 5 minutes alone and more than 10
 * beside the other browser tests: by default the crawl reads the first 200 pages of each locale in
 * link order (home, lists, categories, stores, blog), the alternates they name, and every 40th
 * sitemap URL beyond them (destinations and the rest); `E2E_CRAWL_ALL=1` reads everything.
 */
const CRAWL_ALL = process.env.E2E_CRAWL_ALL === '1';
const MAX_PAGES_PER_LOCALE = CRAWL_ALL ? 2_500 : 200;
const SITEMAP_SAMPLE = CRAWL_ALL ? 1 : 40;

type Crawled = {
  url: string;
  status: number;
  title: string;
  description: string | null;
  canonicals: string[];
  robots: string | null;
  alternates: Map<string, string>;
  links: string[];
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });

/** One spelling per address (`http://host` and `http://host/` are the same page). */
const normal = (href: string) => new URL(href).href;

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) found[match[1]!.toLowerCase()] = decode(match[2]!);
  return found;
}

function parse(url: string, status: number, html: string): Crawled {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attributes(m[0]));
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attributes(m[0]));
  const alternates = new Map<string, string>();
  for (const link of links) if (link.rel === 'alternate' && link.hreflang) alternates.set(link.hreflang, normal(link.href!));
  return {
    url,
    status,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: metas.find((m) => m.name === 'description')?.content ?? null,
    canonicals: links.filter((l) => l.rel === 'canonical').map((l) => normal(l.href!)),
    robots: metas.find((m) => m.name === 'robots')?.content ?? null,
    alternates,
    links: [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => decode(m[1]!)),
  };
}

/**
 * A crawler that reads HTML without running scripts (Bing's): Next writes such a crawler the whole
 * head before the body, where a browser, or Googlebot, which renders pages, may get the metadata of
 * a page rendered per request (search) later, in the body, moved into the head by React.
 */
const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' };

const fetched = new Map<string, Promise<Crawled>>();

/** A page as a crawler reads it (no redirect followed), read once per run. */
function read(request: APIRequestContext, url: string): Promise<Crawled> {
  let page = fetched.get(url);
  if (!page) {
    page = request.get(url, { maxRedirects: 0, headers: CRAWLER }).then(async (response) => parse(url, response.status(), response.ok() ? await response.text() : ''));
    fetched.set(url, page);
  }
  return page;
}

const isNoindex = (page: Crawled) => /noindex/.test(page.robots ?? '');
/** What a sitemap lists: a page that may be indexed, canonical to itself, neither paginated nor filtered. */
const isIndexable = (page: Crawled) => page.status === 200 && !isNoindex(page) && page.canonicals[0] === page.url && !new URL(page.url).search;

/** The pages of a locale reachable from its home, by links of the same locale; the search pages apart. */
async function crawl(request: APIRequestContext, origin: string, prefix: string): Promise<{ pages: Crawled[]; brokenLinks: string[] }> {
  const home = `${origin}${prefix || '/'}`;
  const inLocale = (url: URL) =>
    url.origin === origin &&
    (prefix ? url.pathname === prefix || url.pathname.startsWith(`${prefix}/`) : !/^\/(nl-be|fr-fr)(\/|$)/.test(url.pathname)) &&
    !/^\/(api|out|storage|_next)\//.test(url.pathname.slice(prefix.length) || '/');
  const queue = [home];
  const seen = new Set(queue);
  const pages: Crawled[] = [];
  const brokenLinks: string[] = [];
  while (queue.length > 0 && pages.length < MAX_PAGES_PER_LOCALE) {
    const batch = queue.splice(0, 8);
    const results = await Promise.all(batch.map((url) => read(request, url)));
    for (const page of results) {
      pages.push(page);
      // A noindex page's links, and a list page's past its first, lead to more of the same (the
      // comparator's thousand pages of deals): such a page is read, its links are not followed.
      if (isNoindex(page) || new URL(page.url).search) continue;
      for (const href of page.links) {
        const url = new URL(href, page.url);
        url.hash = '';
        if (!inLocale(url)) continue;
        // The search page reads any text, and a promotion's dialog is its store page again: crawlers
        // gain nothing from either (both canonical to the page without query).
        if ((/\/(search|zoeken|recherche)$/.test(url.pathname) && url.search) || url.searchParams.has('promotion')) continue;
        const address = url.toString();
        if (seen.has(address)) continue;
        seen.add(address);
        queue.push(address);
      }
    }
    for (const page of results) if (page.status !== 200) brokenLinks.push(`${page.url} answered ${page.status}`);
  }
  return { pages, brokenLinks };
}

/** Every URL the sitemap index of `origin` lists, by locale of its file. */
async function sitemapUrls(request: APIRequestContext, origin: string): Promise<string[]> {
  const index = await request.get(`${origin}/sitemap.xml`);
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('xml');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
  expect(files.length).toBeGreaterThan(0);
  const urls: string[] = [];
  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    urls.push(...[...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => normal(decode(m[1]!))));
  }
  return urls;
}

test('a crawl of each locale finds no broken link, fitting and unique titles, one self-canonical, reciprocal hreflang and a complete sitemap', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(CRAWL_ALL ? 3_600_000 : 1_200_000);
  const origin = new URL(baseURL!).origin;
  const indexable = new Map<string, Crawled>();
  const problems: string[] = [];

  for (const site of SITES) {
    // The brand every title of the site ends with, as its editors set it.
    const { brand_name: brand } = (await (await request.get(`/api/pages/copyright/?language=${site.locale}`)).json()) as { brand_name: string };
    const { pages, brokenLinks } = await crawl(request, origin, site.prefix);
    expect(pages.length, `pages of ${site.locale}`).toBeGreaterThan(50);
    if (CRAWL_ALL) expect(pages.length, `the crawl of ${site.locale} stopped at its limit`).toBeLessThan(MAX_PAGES_PER_LOCALE);
    problems.push(...brokenLinks);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of pages.filter((p) => p.status === 200)) {
      if (page.canonicals.length !== 1) problems.push(`${page.url} has ${page.canonicals.length} canonicals`);
      if (!new URL(page.url).search && page.canonicals[0] !== page.url) problems.push(`${page.url} is canonical to ${page.canonicals[0]}`);
      if (page.title.length > 65) problems.push(`${page.url}: title of ${page.title.length} characters "${page.title}"`);
      // One rule: `Title | Brand`, or the home page's `Brand : …`.
      if (!page.title.endsWith(` | ${brand}`) && !page.title.startsWith('Vakantio')) problems.push(`${page.url}: title "${page.title}" does not end with "| ${brand}"`);
      if ((page.description ?? '').length > 160) problems.push(`${page.url}: description of ${page.description!.length} characters`);
      if (!isIndexable(page)) continue;
      indexable.set(page.url, page);
      const sameTitle = titles.get(page.title);
      if (sameTitle) problems.push(`${page.url} and ${sameTitle} share the title "${page.title}"`);
      titles.set(page.title, page.url);
      if (page.description) {
        const sameDescription = descriptions.get(page.description);
        if (sameDescription) problems.push(`${page.url} and ${sameDescription} share the description "${page.description}"`);
        descriptions.set(page.description, page.url);
      }
    }
  }

  // Each alternate of an indexable page answers and names the page back.
  for (const page of indexable.values()) {
    for (const [language, href] of page.alternates) {
      const alternate = await read(request, href);
      if (alternate.status !== 200) problems.push(`${page.url}: its ${language} alternate ${href} answered ${alternate.status}`);
      else if (![...alternate.alternates.values()].includes(page.url)) problems.push(`${href} does not name ${page.url} back`);
    }
  }

  expect.soft(problems, problems.slice(0, 60).join('\n')).toEqual([]);
  problems.length = 0;

  // The sitemaps list every indexable page and nothing else.
  const listed = await sitemapUrls(request, origin);
  expect(new Set(listed).size, 'a URL listed twice').toBe(listed.length);
  const checked = listed.filter((url, index) => fetched.has(url) || index % SITEMAP_SAMPLE === 0);
  for (const url of checked) {
    const page = await read(request, url);
    if (!isIndexable(page)) problems.push(`the sitemap lists ${url}, which answers ${page.status}, canonical ${page.canonicals[0]}, robots ${page.robots}`);
  }
  const inSitemap = new Set(listed);
  for (const url of indexable.keys()) if (!inSitemap.has(url)) problems.push(`${url} is indexable but in no sitemap`);

  expect(problems, problems.slice(0, 40).join('\n')).toEqual([]);
});
