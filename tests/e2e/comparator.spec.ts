import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { api, canonicalOf, hydrated, messagesOf, SITES } from './discovery-fixtures';

/**
 * The comparator (SPEC §2.7): its filters are the URL (issue: shareable, Back works). With script
 * each change loads the new view's JSON (GET /api/properties/compare/) and draws it in place, the
 * address following with pushState; without script "validate" loads the filtered page. A filtered
 * address loaded as it is renders for its request and is never stored; the bare comparator is a
 * cached page. The phone gets a full-screen panel. Counts are read from the page and checked
 * against the API.
 */

const PATHS = { 'fr-be': '/comparateur', 'nl-be': '/nl-be/vergelijken', 'fr-fr': '/fr-fr/comparateur' } as const;

type Texts = Record<string, string>;
const textsOf = (locale: string) => messagesOf(locale).Comparator as unknown as Texts;
const dealsOf = (locale: string) => messagesOf(locale).Deals as unknown as Texts;
const uiOf = (locale: string) => messagesOf(locale).UI as unknown as Texts;
/** A label of the messages without its ICU part ("Voir les résultats ({count})" → "Voir les résultats"). */
const plain = (text: string) => text.replace(/\s*\(?\{.*$/, '').trim();

type View = { query: string; count: number; results: { id: number; name: string }[]; facets: Record<string, Record<string, number>>; version: number };

/** The result count the page shows, from its results heading. */
async function shownCount(page: Page): Promise<number> {
  const text = await page.locator('#comparator-results').textContent();
  const digits = (text ?? '').replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

async function countIs(page: Page, count: number) {
  await expect.poll(() => shownCount(page)).toBe(count);
}

/** The count an option shows beside its label. */
async function optionCount(option: Locator): Promise<number> {
  const label = option.locator('xpath=ancestor::label');
  return Number(((await label.locator('span.tabular-nums').textContent()) ?? '').replace(/\D/g, ''));
}

/** The first country that narrows the results without emptying them. */
async function narrowingCountry(select: Locator, total: number): Promise<string> {
  const values = await select.locator('option:not([disabled])').evaluateAll((options) =>
    options.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })),
  );
  const pick = values.find((o) => o.value !== '' && Number(o.text.replace(/.*\(|\D/g, '')) < total);
  expect(pick, 'a country that narrows the results').toBeTruthy();
  return pick!.value;
}

const facetsFor = (request: Parameters<typeof api>[0], query: string, locale: string) =>
  api<{ count: number; facets: Record<string, Record<string, number>> }>(request, `/properties/facets/?${query}`, locale);
const viewFor = (request: Parameters<typeof api>[0], query: string, locale: string) => api<View>(request, `/properties/compare/?${query}`, locale);

/**
 * Notes the requests that would mean the page was loaded again: a document, or the page's RSC
 * payload (a router navigation). The API's JSON and the router's prefetches of other pages are not.
 */
function pageLoads(page: Page, path: string): Request[] {
  const loads: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'document' || (url.pathname === path && request.headers()['rsc'] !== undefined)) loads.push(request);
  });
  return loads;
}

for (const site of SITES) {
  const path = PATHS[site.locale];
  const t = textsOf(site.locale);
  const results = (page: Page) => page.locator('section[aria-labelledby="comparator-results"]');
  const cards = (page: Page) => results(page).locator('article');
  /** What holds the results, busy while a view loads. */
  const busy = (page: Page) => results(page).locator('xpath=..');
  /** The chosen filters, as removable chips (the one list of the results that is named). */
  const chips = (page: Page) => results(page).locator('ul[aria-label]');
  const durations = (messagesOf(site.locale).Comparator as unknown as { durations: Record<string, string> }).durations;

  test.describe(`comparator of ${site.locale}`, () => {
    test('a filter change draws its view in place: results, counts, chips and URL, without loading the page; Back restores the previous view', async ({ page, request }) => {
      await page.goto(path);
      // A filter changed while React hydrates is done again once the comparator's code has come
      // (settled-islands.spec.ts); here the visitor starts once the page is hydrated.
      await hydrated(page);
      const total = (await facetsFor(request, '', site.locale)).count;
      await countIs(page, total);
      expect(await canonicalOf(page)).toBe(path);
      await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
      const loads = pageLoads(page, path);

      const country = page.locator('#comparator-panel').getByLabel(t.country!, { exact: true });
      const countryId = await narrowingCountry(country, total);
      await country.selectOption(countryId);
      await expect(page).toHaveURL(new RegExp(`${path}\\?country=${countryId}$`));
      const inCountry = await viewFor(request, `country=${countryId}`, site.locale);
      await countIs(page, inCountry.count);
      // Every option's count is the new view's, and the first deal is its first.
      const nights = page.getByRole('group', { name: t.nights! }).getByRole('radio');
      await expect.poll(() => optionCount(nights.nth(2))).toBe(inCountry.facets.duration!['6-10']);
      await expect(cards(page).first().getByRole('heading')).toHaveText(new RegExp(`^${inCountry.results[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      // The region of the chosen country can be chosen next.
      await expect(page.locator('#comparator-panel').getByLabel(t.region!, { exact: true })).toBeVisible();

      const bucket = nights.nth(2);
      await bucket.check();
      await expect(page).toHaveURL(new RegExp(`\\?country=${countryId}&duration=6-10$`));
      const narrowed = await viewFor(request, `country=${countryId}&duration=6-10`, site.locale);
      await countIs(page, narrowed.count);
      expect(narrowed.count).toBe(inCountry.facets.duration!['6-10']);
      // The new count is read out, and focus stays on the choice just made.
      await expect.poll(async () => Number((await page.locator('#comparator-status').textContent())?.replace(/\D/g, ''))).toBe(narrowed.count);
      await expect(bucket).toBeFocused();
      await expect(chips(page).getByRole('link')).toHaveCount(3);
      await expect(chips(page)).toContainText(durations['6-10']!);
      await expect(busy(page)).toHaveAttribute('aria-busy', 'false');

      // A page link goes the same way, and takes the focus to the results' heading.
      expect(narrowed.count, 'a view with a second page').toBeGreaterThan(20);
      await results(page).getByRole('navigation').getByRole('link', { name: uiOf(site.locale).page!.replace('{page}', '2') }).click();
      await expect(page).toHaveURL(new RegExp(`\\?country=${countryId}&duration=6-10&page=2$`));
      const second = await viewFor(request, `country=${countryId}&duration=6-10&page=2`, site.locale);
      await expect(cards(page).first().getByRole('heading')).toHaveText(new RegExp(`^${second.results[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(page.locator('#comparator-results')).toBeFocused();

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?country=${countryId}&duration=6-10$`));
      await expect(cards(page).first().getByRole('heading')).toHaveText(new RegExp(`^${narrowed.results[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?country=${countryId}$`));
      await expect(nights.first()).toBeChecked();
      await countIs(page, inCountry.count);
      await page.goForward();
      await expect(page).toHaveURL(/duration=6-10$/);
      await expect(bucket).toBeChecked();
      await countIs(page, narrowed.count);

      // Removing a chosen filter is a link to the view without it.
      await chips(page).getByRole('link', { name: t.remove!.replace('{name}', await country.locator('option:checked').evaluate((o) => o.textContent!.replace(/\s*\(.*$/, ''))) }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?duration=6-10$`));
      await countIs(page, (await viewFor(request, 'duration=6-10', site.locale)).count);
      await expect(country).toHaveValue('');

      expect(loads.map((load) => load.url()), 'no page load: the views came as JSON').toEqual([]);
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

      // Reload shows the same view, rendered for its request: not indexed, its canonical the comparator.
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${path}\\?duration=6-10$`));
      await expect(nights.nth(2)).toBeChecked();
      await countIs(page, (await viewFor(request, 'duration=6-10', site.locale)).count);
      expect(await canonicalOf(page)).toBe(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');

      await hydrated(page);
      await page.getByRole('link', { name: t.clearAll!, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The count of now: the feed is live, and another test's import may have listed a deal meanwhile.
      await countIs(page, (await viewFor(request, '', site.locale)).count);
      await expect(nights.first()).toBeChecked();
    });

    test('Last Minutes shows only last-minute deals, and the sort order applies', async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await page.getByRole('switch', { name: t.lastMinutes! }).check();
      await expect(page).toHaveURL(/last=true/);
      await expect(busy(page)).toHaveAttribute('aria-busy', 'false');
      await expect(cards(page).first()).toBeVisible();
      const badge = dealsOf(site.locale).lastMinute!;
      for (const card of await cards(page).all()) await expect(card.getByText(badge, { exact: true })).toBeVisible();

      await page.getByLabel(t.sortBy!).selectOption('-price');
      await expect(page).toHaveURL(/ordering=-price/);
      await expect(busy(page)).toHaveAttribute('aria-busy', 'false');
      const prices = await cards(page).evaluateAll((articles) =>
        articles.map((a) => Number((a.textContent ?? '').match(/(\d[\d\s.,]*)\s*€|€\s*(\d[\d\s.,]*)/)?.slice(1).find(Boolean)?.replace(/\D/g, ''))),
      );
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    test('on a phone the filters open full screen, show the active count, stay open and scrolled across views, and "view results" closes them', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${path}?last=true`);
      await hydrated(page);
      const open = page.getByRole('button', { name: new RegExp(`^${plain(t.filters!)}`) });
      await expect(open).toHaveAccessibleName(/\(1\)/);
      const panel = page.locator('#comparator-panel');
      await expect(panel).toBeHidden();
      await open.click();
      const dialog = page.getByRole('dialog', { name: t.filters! });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: t.filters! })).toBeFocused();
      // Tab stays inside the open panel.
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: new RegExp(`^${plain(t.viewResults!)}`) })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: uiOf(site.locale).close! })).toBeFocused();
      const stars = dialog.getByRole('group', { name: t.rating! }).getByRole('radio').nth(2);
      await stars.scrollIntoViewIfNeeded();
      const scroller = panel.locator('.overflow-y-auto');
      const scrolled = await scroller.evaluate((element) => element.scrollTop);
      expect(scrolled).toBeGreaterThan(0);
      await stars.check();
      await expect(page).toHaveURL(/rating__gte=4/);
      await expect(open).toHaveAccessibleName(/\(2\)/);
      await expect(dialog).toBeVisible();
      await expect(stars).toBeFocused();
      expect(await scroller.evaluate((element) => element.scrollTop)).toBe(scrolled);
      const viewResults = dialog.getByRole('button', { name: new RegExp(`^${plain(t.viewResults!)}`) });
      const count = (await viewFor(page.request, 'last=true&rating__gte=4', site.locale)).count;
      await expect.poll(async () => ((await viewResults.textContent()) ?? '').replace(/\D/g, '')).toBe(String(count));
      await viewResults.click();
      await expect(panel).toBeHidden();
      await expect(open).toBeFocused();
      await expect(page).toHaveURL(/\?rating__gte=4&last=true$/);
    });

    test('a filtered address loaded as it is answers for its request, never from the page cache; the comparator itself is a cached page', async ({ request }) => {
      const filtered = `${path}?rating__gte=4&duration=6-10`;
      for (const attempt of [1, 2]) {
        const response = await request.get(filtered);
        expect(response.status(), `${filtered} #${attempt}`).toBe(200);
        expect(response.headers()['x-nextjs-cache'] ?? 'MISS', `${filtered} #${attempt}`).toBe('MISS');
        expect(response.headers()['cache-control']).toMatch(/^private, no-cache, no-store/);
        const html = await response.text();
        expect(html).toMatch(/<meta name="robots" content="noindex,follow"\/>/);
        expect(html).toContain(`rel="canonical" href="http://localhost:${new URL(response.url()).port}${path}"`);
      }
      // Any spelling of a query reads as one view.
      const view = await viewFor(request, 'duration=6-10&rating__gte=4', site.locale);
      expect(view.query).toBe('duration=6-10&rating__gte=4');
      for (const spelling of [filtered, `${path}?duration__gte=6&duration__lte=10&rating__gte=4&utm_source=x`]) {
        const html = await (await request.get(spelling)).text();
        expect(html.match(/id="comparator-results"[^>]*>([^<]*)</)?.[1]?.replace(/\D/g, ''), spelling).toBe(String(view.count));
      }

      await request.get(path);
      const bare = await request.get(path);
      expect(bare.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
      expect(bare.headers()['cache-control']).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
    });
  });
}

for (const site of SITES) {
  test.describe(`comparator of ${site.locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the filters are a GET form: validate loads the filtered page; chips and pages are links; the phone panel opens as a link target', async ({ page, request }) => {
      const t = textsOf(site.locale);
      const path = PATHS[site.locale];
      await page.goto(path);
      const total = await shownCount(page);
      const panel = page.locator('#comparator-panel');
      const country = panel.getByLabel(t.country!, { exact: true });
      const countryId = await narrowingCountry(country, total);
      await country.selectOption(countryId);
      await page.getByRole('group', { name: t.nights! }).getByRole('radio').nth(1).check();
      await page.getByRole('button', { name: t.validate!, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`country=${countryId}.*duration=1-5|duration=1-5.*country=${countryId}`));
      // The form names the country by its slug, which the comparator's API reads (its listings take ids).
      const view = await viewFor(request, `country=${countryId}&duration=1-5`, site.locale);
      expect(view.query).toBe(`country=${countryId}&duration=1-5`);
      expect(await shownCount(page)).toBe(view.count);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
      // The region of the chosen country can be chosen next.
      await expect(panel.getByLabel(t.region!, { exact: true })).toBeVisible();

      // A chip's link loads the view without its filter.
      const list = page.locator('section[aria-labelledby="comparator-results"]');
      await list.getByRole('link', { name: new RegExp(`^${t.remove!.replace('{name}', '.*')}`) }).last().click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?country=${countryId}$`));
      expect(await shownCount(page)).toBe((await viewFor(request, `country=${countryId}`, site.locale)).count);

      await page.setViewportSize({ width: 375, height: 800 });
      await expect(panel).toBeHidden();
      await page.getByRole('button', { name: new RegExp(`^${plain(t.filters!)}`) }).click();
      await expect(panel).toBeVisible();
    });
  });
}

test.describe('comparator views that do not come as asked', () => {
  test('a view that fails leaves the previous results and says so; a slow one keeps the pending state; an older answer never overwrites a newer view', async ({ page }) => {
    const t = textsOf('fr-be');
    await page.goto('/comparateur');
    await hydrated(page);
    const results = page.locator('section[aria-labelledby="comparator-results"]').locator('..');
    const nights = page.getByRole('group', { name: t.nights! }).getByRole('radio');
    const total = await shownCount(page);
    // The comparator's code and its check of the view on screen first.
    await nights.first().focus();
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-island] #comparator-status') !== null)).toBe(true);

    await page.route('**/api/properties/compare/**', (route) => route.abort('failed'));
    // A click, not check(): the choice is undone as soon as its view fails.
    await nights.nth(1).click();
    const failure = page.getByRole('alert').filter({ hasText: t.failed! });
    await expect(failure).toBeVisible();
    await expect(page).toHaveURL(/\/comparateur$/);
    await countIs(page, total);
    // The field shows the view on screen again.
    await expect(nights.first()).toBeChecked();
    await expect(results).toHaveAttribute('aria-busy', 'false');

    // Held answers, released newest first: the view shown is the last one asked for.
    await page.unroute('**/api/properties/compare/**');
    const held: { url: string; release: () => Promise<void> }[] = [];
    await page.route('**/api/properties/compare/**', async (route) => {
      const response = await route.fetch();
      await new Promise<void>((resolve) => held.push({ url: route.request().url(), release: async () => resolve() }));
      await route.fulfill({ response }).catch(() => undefined);
    });
    await nights.nth(1).check();
    await expect.poll(() => held.length).toBe(1);
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(failure).toHaveCount(0);
    await nights.nth(3).check();
    await expect.poll(() => held.length).toBe(2);
    await held[1]!.release();
    await expect(page).toHaveURL(/\?duration=11%2B$/);
    const longStays = await viewFor(page.request, 'duration=11%2B', 'fr-be');
    await countIs(page, longStays.count);
    await held[0]!.release();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\?duration=11%2B$/);
    await countIs(page, longStays.count);
    await expect(nights.nth(3)).toBeChecked();
    await expect(results).toHaveAttribute('aria-busy', 'false');
  });

  test('once the page has settled, a view older than the datafeed is replaced by the current one, in place', async ({ page }) => {
    // The check finds the datafeed moved on: its answer carries a newer version (and other deals).
    let asked = 0;
    await page.route('**/api/properties/compare/**', async (route) => {
      asked++;
      const response = await route.fetch();
      const view = (await response.json()) as View;
      await route.fulfill({ response, json: { ...view, version: view.version + 1, count: view.count - 1, results: view.results.slice(1) } });
    });
    await page.goto('/comparateur');
    const before = await page.locator('section[aria-labelledby="comparator-results"] article h3').first().textContent();
    await hydrated(page);
    await expect.poll(() => asked).toBe(1);
    const total = (await viewFor(page.request, '', 'fr-be')).count;
    await countIs(page, total - 1);
    await expect(page.locator('section[aria-labelledby="comparator-results"] article h3').first()).not.toHaveText(before!);
    await expect(page).toHaveURL(/\/comparateur$/);
    // Nothing else was asked: the check is made once.
    await page.waitForTimeout(1_000);
    expect(asked).toBe(1);
  });
});
