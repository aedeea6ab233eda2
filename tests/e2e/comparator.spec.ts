import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, canonicalOf, hydrated, messagesOf, SITES } from './discovery-fixtures';

/**
 * The comparator (SPEC §2.7): its filters are the URL (issue: shareable, Back works), each change
 * applies at once with script and through "validate" without, and the phone gets a full-screen
 * panel. Counts are read from the page and checked against the API.
 */

const PATHS = { 'fr-be': '/comparateur', 'nl-be': '/nl-be/vergelijken', 'fr-fr': '/fr-fr/comparateur' } as const;

type Texts = Record<string, string>;
const textsOf = (locale: string) => messagesOf(locale).Comparator as unknown as Texts;
const dealsOf = (locale: string) => messagesOf(locale).Deals as unknown as Texts;
/** A label of the messages without its ICU part ("Voir les résultats ({count})" → "Voir les résultats"). */
const plain = (text: string) => text.replace(/\s*\(?\{.*$/, '').trim();

/** The result count the page shows, from its results heading. */
async function shownCount(page: Page): Promise<number> {
  const text = await page.locator('#comparator-results').textContent();
  const digits = (text ?? '').replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

async function countIs(page: Page, count: number) {
  await expect.poll(() => shownCount(page)).toBe(count);
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

for (const site of SITES) {
  const path = PATHS[site.locale];
  const t = textsOf(site.locale);

  test.describe(`comparator of ${site.locale}`, () => {
    test('filters narrow the results and the URL; reload keeps them, Back restores them, clear all clears', async ({ page, request }) => {
      await page.goto(path);
      // A filter changed while React hydrates navigates before the hydration ends, which leaves the
      // server's canonical link beside the new one in <head> (Next 16.4, React 19): the filters
      // are used once the page is hydrated. Those changed before its code runs are tested in
      // settled-islands.spec.ts.
      await hydrated(page);
      const total = (await facetsFor(request, '', site.locale)).count;
      await countIs(page, total);
      expect(await canonicalOf(page)).toBe(path);

      const country = page.locator('#comparator-panel').getByLabel(t.country!, { exact: true });
      const countryId = await narrowingCountry(country, total);
      await country.selectOption(countryId);
      await expect(page).toHaveURL(new RegExp(`\\?country=${countryId}$`));
      const inCountry = await facetsFor(request, `country=${countryId}`, site.locale);
      await countIs(page, inCountry.count);

      const bucket = page.getByRole('group', { name: t.nights! }).getByRole('radio').nth(2);
      await bucket.check();
      await expect(page).toHaveURL(/duration=6-10/);
      const narrowed = await facetsFor(request, `country=${countryId}&duration=6-10`, site.locale);
      await countIs(page, narrowed.count);
      // The new count is read out, and focus stays on the choice just made.
      await expect.poll(async () => Number((await page.locator('#comparator-status').textContent())?.replace(/\D/g, ''))).toBe(narrowed.count);
      await expect(bucket).toBeFocused();
      expect(narrowed.count).toBe(inCountry.facets.duration!['6-10']);
      // A filtered view is not indexed; its canonical is the comparator itself.
      expect(await canonicalOf(page)).toBe(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');

      await page.reload();
      await expect(page).toHaveURL(/duration=6-10/);
      await expect(bucket).toBeChecked();
      await expect(country).toHaveValue(countryId);
      await countIs(page, narrowed.count);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?country=${countryId}$`));
      await expect(page.getByRole('group', { name: t.nights! }).getByRole('radio').first()).toBeChecked();
      await countIs(page, inCountry.count);

      await page.getByRole('link', { name: t.clearAll!, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await countIs(page, total);
      await expect(country).toHaveValue('');
    });

    test('Last Minutes shows only last-minute deals, and the sort order applies', async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await page.getByRole('switch', { name: t.lastMinutes! }).check();
      await expect(page).toHaveURL(/last=true/);
      const cards = page.locator('section[aria-labelledby="comparator-results"] article');
      await expect(cards.first()).toBeVisible();
      const badge = dealsOf(site.locale).lastMinute!;
      for (const card of await cards.all()) await expect(card.getByText(badge, { exact: true })).toBeVisible();

      await page.getByLabel(t.sortBy!).selectOption('-price');
      await expect(page).toHaveURL(/ordering=-price/);
      const prices = await page.locator('section[aria-labelledby="comparator-results"] article').evaluateAll((articles) =>
        articles.map((a) => Number((a.textContent ?? '').match(/(\d[\d\s.,]*)\s*€|€\s*(\d[\d\s.,]*)/)?.slice(1).find(Boolean)?.replace(/\D/g, ''))),
      );
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    test('on a phone the filters open full screen, show the active count, and "view results" closes them', async ({ page }) => {
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
      await expect(dialog.getByRole('button', { name: messagesOf(site.locale).UI!.close! })).toBeFocused();
      await dialog.getByRole('group', { name: t.rating! }).getByRole('radio').nth(2).check();
      await expect(page).toHaveURL(/rating__gte=4/);
      await expect(open).toHaveAccessibleName(/\(2\)/);
      await dialog.getByRole('button', { name: new RegExp(`^${plain(t.viewResults!)}`) }).click();
      await expect(panel).toBeHidden();
      await expect(open).toBeFocused();
      await expect(page).toHaveURL(/last=true/);
    });
  });
}

for (const site of SITES) {
  test.describe(`comparator of ${site.locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the filters are a GET form: validate loads the filtered page; the phone panel opens as a link target', async ({ page, request }) => {
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
      const facets = await facetsFor(request, `country=${countryId}&duration=1-5`, site.locale);
      expect(await shownCount(page)).toBe(facets.count);
      // The region of the chosen country can be chosen next.
      await expect(panel.getByLabel(t.region!, { exact: true })).toBeVisible();

      await page.setViewportSize({ width: 375, height: 800 });
      await expect(panel).toBeHidden();
      await page.getByRole('button', { name: new RegExp(`^${plain(t.filters!)}`) }).click();
      await expect(panel).toBeVisible();
    });
  });
}
