import { expect, type Page, test } from '@playwright/test';
import { api, hydrated, messagesOf, SITES } from './discovery-fixtures';

/**
 * The comparator's address names its destinations by their slug in the page's locale
 * (`?country=espagne&region=andalousie`); an old address with ids moves for good (301) to the same
 * view named by slugs. The datafeed's listings and facets keep ids: the places are read from
 * GET /api/properties/places/ and the counts from the API.
 */

const PATHS = { 'fr-be': '/comparateur', 'nl-be': '/nl-be/vergelijken', 'fr-fr': '/fr-fr/comparateur' } as const;

type Place = { id: number; slug: string; parent_id: number | null; level: number };
type Facets = { count: number; facets: Record<string, Record<string, number>> };
type View = { query: string; count: number };

async function shownCount(page: Page): Promise<number> {
  const text = await page.locator('#comparator-results').textContent();
  return Number((text ?? '').replace(/\D/g, '') || 0);
}

for (const site of SITES) {
  const path = PATHS[site.locale];
  const t = messagesOf(site.locale).Comparator as unknown as Record<string, string>;

  test.describe(`comparator addresses of ${site.locale}`, () => {
    /** A country with deals in more than one of its regions, and such a region, from the API. */
    async function countryAndRegion(request: Parameters<typeof api>[0]): Promise<{ country: Place; region: Place }> {
      const places = (await api<{ results: Place[] }>(request, '/properties/places/', site.locale)).results;
      const all = await api<Facets>(request, '/properties/facets/', site.locale);
      for (const country of places.filter((p) => p.level === 1 && (all.facets.country![String(p.id)] ?? 0) > 0)) {
        const inCountry = await api<Facets>(request, `/properties/facets/?country=${country.id}`, site.locale);
        const regions = places.filter((p) => p.parent_id === country.id && (inCountry.facets.region![String(p.id)] ?? 0) > 0);
        if (regions.length > 1) return { country, region: regions[0]! };
      }
      throw new Error('no country with deals in two regions');
    }

    test('choosing a country and a region shows their slugs in the address; chips and reloads keep them', async ({ page, request }) => {
      const { country, region } = await countryAndRegion(request);
      await page.goto(path);
      await hydrated(page);
      const panel = page.locator('#comparator-panel');
      await panel.getByLabel(t.country!, { exact: true }).selectOption(country.slug);
      await expect(page).toHaveURL(new RegExp(`${path}\\?country=${country.slug}$`));
      await panel.getByLabel(t.region!, { exact: true }).selectOption(region.slug);
      await expect(page).toHaveURL(new RegExp(`${path}\\?country=${country.slug}&region=${region.slug}$`));
      const view = await api<View>(request, `/properties/compare/?country=${country.slug}&region=${region.slug}`, site.locale);
      expect(view.query).toBe(`country=${country.slug}&region=${region.slug}`);
      expect(view.count).toBe((await api<Facets>(request, `/properties/facets/?country=${country.id}&region=${region.id}`, site.locale)).count);
      await expect.poll(() => shownCount(page)).toBe(view.count);

      // Every link of the view names places by slug: the region's chip leads back to the country.
      const chips = page.locator('section[aria-labelledby="comparator-results"] ul[aria-label]');
      const hrefs = await chips.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs).toContain(`${path}?country=${country.slug}`);
      for (const href of hrefs) expect(href, href).not.toMatch(/(country|region|city)=\d/);

      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${path}\\?country=${country.slug}&region=${region.slug}$`));
      await expect(panel.getByLabel(t.region!, { exact: true })).toHaveValue(region.slug);
      expect(await shownCount(page)).toBe(view.count);
    });

    test('an old address with destination ids answers 301 to the same view named by slugs, with the same count', async ({ page, request }) => {
      const { country, region } = await countryAndRegion(request);
      const old = `${path}?duration=6-10&region=${region.id}&country=${country.id}`;
      const slugForm = `${path}?country=${country.slug}&region=${region.slug}&duration=6-10`;
      const answer = await request.get(old, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      const location = new URL(answer.headers().location!, 'http://localhost');
      expect(`${location.pathname}${location.search}`).toBe(slugForm);
      // The slug form is the view's own address: no second hop.
      expect((await request.get(slugForm, { maxRedirects: 0 })).status()).toBe(200);

      const count = (await api<Facets>(request, `/properties/facets/?country=${country.id}&region=${region.id}&duration=6-10`, site.locale)).count;
      await page.goto(old);
      await expect(page).toHaveURL(new RegExp(`${slugForm.replace(/[?]/g, '\\?')}$`));
      expect(await shownCount(page)).toBe(count);
      // The API still reads ids, for older clients, and names the view by slugs.
      expect((await api<View>(request, `/properties/compare/?country=${country.id}&region=${region.id}&duration=6-10`, site.locale)).query).toBe(
        `country=${country.slug}&region=${region.slug}&duration=6-10`,
      );
    });

    test('a destination page links its deals to the comparator by slugs, an address that answers as it is', async ({ request }) => {
      const places = (await api<{ results: Place[] }>(request, '/properties/places/', site.locale)).results;
      const slugOf = new Map(places.map((place) => [place.id, place.slug]));
      const { results } = await api<{ results: (Place & { path: string })[] }>(request, '/sublocations/?size=20', site.locale);
      let checked = 0;
      for (const region of results.filter((place) => place.level === 2)) {
        const html = await (await request.get(region.path)).text();
        const href = `${path}?country=${slugOf.get(region.parent_id!)}&amp;region=${region.slug}`;
        // A page without deals has no such section.
        if (!html.includes('id="datafeed-deals"')) continue;
        expect(html, region.path).toContain(`href="${href}"`);
        const answer = await request.get(href.replace('&amp;', '&'), { maxRedirects: 0 });
        expect(answer.status(), href).toBe(200);
        if (++checked === 2) break;
      }
      expect(checked, 'regions with deals').toBeGreaterThan(0);
    });
  });
}
