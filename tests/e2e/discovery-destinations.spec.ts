import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  api,
  breadcrumbNames,
  canonicalOf,
  messagesOf,
  SITES,
  type ApiBreadcrumb,
  type ApiSummary,
  type Site,
} from './discovery-fixtures';

type Continent = { id: number; name: string; locations: ApiSummary[] };
type Destination = ApiSummary & {
  header_1: string;
  entity_type: 'location' | 'sublocation';
  faq_items: { question: string; answer: string }[];
  banner_stores: { name: string }[];
  promotions: { title: string }[];
  sublocations: ApiSummary[];
  in_slider_sublocations: ApiSummary[];
  continent_locations: ApiSummary[];
  datafeed_linking_fields: Record<string, unknown>;
};

/** A country that has regions which have places: the three levels of one branch. */
async function branch(request: APIRequestContext, site: Site) {
  const continents = await api<Continent[]>(request, '/locations/by_continent/', site.locale);
  for (const country of continents.flatMap((continent) => continent.locations)) {
    const location = await api<Destination>(request, `/locations/${country.slug}/`, site.locale);
    for (const region of location.sublocations) {
      const sublocation = await api<Destination>(request, `/sublocations/${region.slug}/?parent=${country.slug}`, site.locale);
      const place = sublocation.sublocations[0];
      if (place) {
        const third = await api<Destination>(request, `/sublocations/${place.slug}/?parent=${region.slug}`, site.locale);
        return { continents, location, sublocation, place: third };
      }
    }
  }
  throw new Error(`no destination on three levels in ${site.locale}`);
}

async function trail(request: APIRequestContext, site: Site, destination: Destination, parent: string | null) {
  const query = `/breadcrumbs/?slug=${destination.slug}&entity_type=${destination.entity_type}${parent ? `&parent=${parent}` : ''}`;
  return api<ApiBreadcrumb[]>(request, query, site.locale);
}

for (const site of SITES) {
  test.describe(`destinations of ${site.locale}`, () => {
    test('the list groups the countries by continent', async ({ page, request }) => {
      const continents = await api<Continent[]>(request, '/locations/by_continent/', site.locale);
      const response = await page.goto(`${site.prefix}/${site.destinations}`);
      expect(response?.status()).toBe(200);
      for (const continent of continents) {
        const section = page.getByRole('region', { name: continent.name, exact: true });
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(continent.name);
        for (const country of continent.locations) {
          await expect(section.getByRole('link', { name: country.name, exact: true })).toHaveAttribute('href', country.path);
        }
      }
      expect(await canonicalOf(page)).toBe(`${site.prefix}/${site.destinations}`);
    });

    test('a country shows its content, sections and FAQ', async ({ page, request }) => {
      const { location } = await branch(request, site);
      const t = messagesOf(site.locale);
      const crumbs = await trail(request, site, location, null);
      const response = await page.goto(location.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(location.header_1);
      expect(await breadcrumbNames(page, site.locale)).toEqual(crumbs.map((crumb) => crumb.name));
      expect(await canonicalOf(page)).toBe(location.path);

      for (const store of location.banner_stores) {
        await expect(page.getByRole('complementary').getByRole('link', { name: store.name, exact: true })).toBeVisible();
      }
      const slider = page.getByRole('region', { name: t.Destinations!.sliderTitle });
      for (const place of location.in_slider_sublocations) {
        await expect(slider.getByRole('link', { name: place.name, exact: true })).toHaveAttribute('href', place.path);
      }
      const promotions = page.getByRole('region', { name: t.Destinations!.promotionsTitle });
      expect(location.promotions.length).toBeGreaterThan(0);
      await expect(promotions.getByRole('heading', { level: 3 }).first()).toContainText(location.promotions[0]!.title);
      // The first ones show; the others open from a disclosure under them.
      const shown = await promotions.getByRole('article').count();
      expect(shown).toBe(Math.min(location.promotions.length, 9));
      if (location.promotions.length > shown) {
        await promotions.locator('summary').click();
        await expect(promotions.getByRole('article')).toHaveCount(location.promotions.length);
      }

      const neighbours = page.getByRole('region', { name: t.Destinations!.continentTitle });
      await expect(neighbours.getByRole('link')).toHaveCount(location.continent_locations.length);

      // FAQ items are disclosures, with FAQPage structured data.
      const faq = page.getByRole('region', { name: t.Deals!.faqTitle });
      const first = location.faq_items[0]!;
      const question = faq.getByRole('button', { name: first.question });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(faq.getByText(first.answer)).toBeHidden();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(faq.getByText(first.answer)).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPage = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
      expect(faqPage.mainEntity).toHaveLength(location.faq_items.length);

      // Its datafeed section follows its linking fields.
      const deals = page.getByRole('region', { name: t.Deals!.dealsTitle });
      if (Object.keys(location.datafeed_linking_fields).length > 0) {
        await expect(deals.getByRole('article').first()).toBeVisible();
      }
    });

    test('a region and a place have their trail and canonical', async ({ page, request }) => {
      const { location, sublocation, place } = await branch(request, site);
      for (const [destination, parent] of [
        [sublocation, location.slug],
        [place, sublocation.slug],
      ] as const) {
        const crumbs = await trail(request, site, destination, parent);
        const response = await page.goto(destination.path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(destination.header_1 || destination.name);
        expect(await breadcrumbNames(page, site.locale)).toEqual(crumbs.map((crumb) => crumb.name));
        expect(crumbs.at(-1)?.url).toBe(destination.path);
        expect(await canonicalOf(page)).toBe(destination.path);
      }
    });
  });
}

test('an unknown destination leads to the not-found page', async ({ page }) => {
  const response = await page.goto('/pays/nulle-part-ailleurs-0');
  expect(page.url()).toMatch(/\/not-found$/);
  expect(response?.status()).toBe(404);
});

test('each locale describes the pictures of a destination page in its own language', async ({ page, request }) => {
  const alts = async (path: string) => {
    await page.goto(path);
    return page.locator('main img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? '').filter((alt) => alt !== '' && !alt.startsWith('Logo ')));
  };
  const nl = (await (await request.get('/api/locations/spanje/?language=nl-be')).json()) as { slug: string; banner: { alt: string } | null };
  const french = await alts('/destinations/espagne');
  const dutch = await alts(`/nl-be/bestemmingen/${nl.slug}`);
  expect(french.length).toBeGreaterThan(0);
  expect(dutch.length).toBeGreaterThan(0);
  // Not one picture of the Dutch page keeps a French description.
  expect(dutch.filter((alt) => french.includes(alt))).toEqual([]);
  if (nl.banner) expect(dutch).toContain(nl.banner.alt);
  expect(dutch).toContain('Zandstrand en turquoise zee');
});
