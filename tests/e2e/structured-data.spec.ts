import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { blogAddresses, fixedPath, storeWithCoupon } from './a11y-fixtures';
import { api, SITES, type ApiPage, type ApiSummary, type Site } from './discovery-fixtures';

/**
 * The structured data of the main page types in every locale: every JSON-LD block parses, and
 * carries the schema.org types the page is expected to describe (src/lib/json-ld.ts).
 */

type Node = { '@type'?: string | string[]; [key: string]: unknown };
type Landing = { path: string; specific_hotels: unknown[]; faq_items: unknown[] };
type Continent = { locations: ApiSummary[] };

/** Every JSON-LD block of the page, parsed. */
async function jsonLdOf(page: Page): Promise<Node[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Node);
}

/** Every @type in the documents, nested ones included. */
function typesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) typesIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '@type') [inner].flat().forEach((type) => found.add(String(type)));
      else typesIn(inner, found);
    }
  }
  return found;
}

/** A category or, failing that, a country whose page shows specific hotels. */
async function pageWithHotels(request: APIRequestContext, site: Site): Promise<Landing> {
  const categories = await api<ApiPage<ApiSummary>>(request, '/categories/?size=100', site.locale);
  for (const category of categories.results) {
    const page = await api<Landing>(request, `/categories/${category.id}/`, site.locale);
    if (page.specific_hotels.length > 0) return page;
  }
  for (const country of (await api<Continent[]>(request, '/locations/by_continent/', site.locale)).flatMap((c) => c.locations)) {
    const page = await api<Landing>(request, `/locations/${country.slug}/`, site.locale);
    if (page.specific_hotels.length > 0) return page;
  }
  throw new Error(`no page with specific hotels in ${site.locale}`);
}

async function visit(page: Page, address: string): Promise<{ documents: Node[]; types: Set<string> }> {
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(200);
  const documents = await jsonLdOf(page);
  for (const document of documents) expect(document['@context'], address).toBe('https://schema.org');
  return { documents, types: typesIn(documents) };
}

for (const site of SITES) {
  test.describe(`structured data of ${site.locale}`, () => {
    test('home: the site with its search box, and its publisher', async ({ page }) => {
      const { documents, types } = await visit(page, fixedPath(site, '/'));
      expect([...types]).toEqual(expect.arrayContaining(['WebSite', 'SearchAction', 'EntryPoint', 'Organization']));
      const website = documents.find((document) => document['@type'] === 'WebSite') as {
        potentialAction: { target: { urlTemplate: string }; 'query-input': string };
      };
      const template = new URL(website.potentialAction.target.urlTemplate.replace('{search_term_string}', 'X'));
      expect(`${template.pathname}${template.search}`).toBe(`${fixedPath(site, '/search')}?str=X`);
      expect(website.potentialAction['query-input']).toBe('required name=search_term_string');
      const organization = documents.find((document) => document['@type'] === 'Organization')!;
      expect(String(organization.logo)).toMatch(/^https?:\/\/.+\/apple-icon\.png$/);
    });

    test('store: its trail, the store with its offers, rated only with votes', async ({ page, request }) => {
      const store = await storeWithCoupon(request, site);
      const { documents, types } = await visit(page, store.path);
      expect([...types]).toEqual(expect.arrayContaining(['BreadcrumbList', 'Organization', 'Offer']));
      const organization = documents.find((document) => document['@type'] === 'Organization' && 'makesOffer' in document)!;
      for (const offer of organization.makesOffer as { url: string; validFrom: string; validThrough?: string }[]) {
        expect(new URL(offer.url).search).toMatch(/^\?promotion=\d+$/);
        expect(offer.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        if (offer.validThrough !== undefined) expect(offer.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
      const rating = organization.aggregateRating as { ratingCount: number } | undefined;
      if (rating) expect(rating.ratingCount).toBeGreaterThan(0);
    });

    test('a page with specific hotels: its trail and its hotels with their offers', async ({ page, request }) => {
      const landing = await pageWithHotels(request, site);
      const { documents, types } = await visit(page, landing.path);
      expect([...types]).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList', 'Hotel', 'Offer']));
      if (landing.faq_items.length > 0) expect(types).toContain('FAQPage');
      else expect(types).not.toContain('FAQPage');
      const hotels = documents
        .filter((document) => document['@type'] === 'ItemList')
        .flatMap((list) => (list.itemListElement as { item: Node }[]).map((element) => element.item))
        .filter((item) => item['@type'] === 'Hotel');
      expect(hotels).toHaveLength(landing.specific_hotels.length);
      for (const hotel of hotels) expect(hotel.makesOffer).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
    });

    test('blog post: the posting and its trail', async ({ page, request }) => {
      const { post } = await blogAddresses(request, site);
      const { types } = await visit(page, post);
      expect([...types]).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    });

    test('faq: the questions as a FAQPage', async ({ page }) => {
      const { types } = await visit(page, fixedPath(site, '/faq'));
      expect([...types]).toEqual(expect.arrayContaining(['FAQPage', 'Question', 'Answer']));
    });
  });
}
