import { expect, type Page, test } from '@playwright/test';
import { api, hydrated, messagesOf, SITES } from './discovery-fixtures';

/**
 * The comparator's departure-date filter (a month, or a first and last day, ± 3 days) and its
 * per-night orders, in every locale: counts as the API gives them, with and without script, and
 * each card's price per night in the locale's format.
 */

const PATHS = { 'fr-be': '/comparateur', 'nl-be': '/nl-be/vergelijken', 'fr-fr': '/fr-fr/comparateur' } as const;

type Texts = Record<string, string> & { orderings: Record<string, string> };
type View = { query: string; count: number; results: { id: number; price: number; duration: number }[]; facets: Record<string, Record<string, number>> };

const textsOf = (locale: string) => messagesOf(locale).Comparator as unknown as Texts;
const flexibleLabel = (t: Texts) => t.flexible!.replace('{days}', '3');
const viewFor = (request: Parameters<typeof api>[0], query: string, locale: string) => api<View>(request, `/properties/compare/?${query}`, locale);

async function shownCount(page: Page): Promise<number> {
  const digits = ((await page.locator('#comparator-results').textContent()) ?? '').replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/**
 * Waits until the page shows the count the API gives the view now: the feed is live, and an import
 * another test started may list a deal while this one runs, so a count read earlier may be one off.
 */
async function countIsNow(page: Page, request: Parameters<typeof api>[0], query: string, locale: string): Promise<void> {
  await expect.poll(async () => (await shownCount(page)) - (await viewFor(request, query, locale)).count).toBe(0);
}

/** The per-night amounts the cards show, in their order. */
function perNightAmounts(page: Page): Promise<number[]> {
  return page
    .locator('section[aria-labelledby="comparator-results"] article [data-per-night] [aria-hidden="true"]')
    .evaluateAll((spans) => spans.map((span) => Number((span.textContent ?? '').replace(/\D/g, ''))));
}

/** A departure month that narrows the results without emptying them (the seed's dates follow the clock). */
async function narrowingMonth(request: Parameters<typeof api>[0], locale: string, total: number): Promise<string> {
  const now = new Date();
  for (let ahead = 0; ahead < 6; ahead++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)).toISOString().slice(0, 7);
    const { count } = await viewFor(request, `departure_month=${month}`, locale);
    if (count > 0 && count < total) return month;
  }
  throw new Error('no departure month narrows the results');
}

for (const site of SITES) {
  const path = PATHS[site.locale];
  const t = textsOf(site.locale);
  const results = (page: Page) => page.locator('section[aria-labelledby="comparator-results"]');
  const busy = (page: Page) => results(page).locator('xpath=..');

  test.describe(`comparator dates and prices per night, ${site.locale}`, () => {
    test('a departure month, then ± 3 days, narrow the results and every count as the API does', async ({ page, request }) => {
      await page.goto(path);
      await hydrated(page);
      const total = await shownCount(page);
      const month = await narrowingMonth(request, site.locale, total);
      await page.getByLabel(t.departureMonth!, { exact: true }).fill(month);
      await expect(page).toHaveURL(new RegExp(`departure_month=${month}`));
      await expect(busy(page)).toHaveAttribute('aria-busy', 'false');
      const byMonth = await viewFor(request, `departure_month=${month}`, site.locale);
      await expect.poll(() => shownCount(page)).toBe(byMonth.count);
      expect(byMonth.count).toBeLessThan(total);
      // The other filters' counts are those of the dated view.
      const lastCount = ((await page.getByRole('switch', { name: t.lastMinutes! }).locator('xpath=ancestor::label').locator('span.tabular-nums').textContent()) ?? '').replace(/\D/g, '');
      expect(Number(lastCount)).toBe(byMonth.facets.last!.true);

      await page.getByRole('checkbox', { name: flexibleLabel(t), exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`departure_month=${month}&flexible=3`));
      const flexible = await viewFor(request, `departure_month=${month}&flexible=3`, site.locale);
      await expect.poll(() => shownCount(page)).toBe(flexible.count);
      expect(flexible.count).toBeGreaterThanOrEqual(byMonth.count);
      // The chip names the month, and removing it drops the flexibility with it.
      await results(page).getByRole('link', { name: new RegExp(t.remove!.replace('{name}', '.*')) }).first().click();
      await expect(page).not.toHaveURL(/departure_month|flexible/);
      await countIsNow(page, request, '', site.locale);
    });

    test('the per-night orders order the cards by their price per night, shown in the locale’s format; the count stays', async ({ page, request }) => {
      await page.goto(path);
      await hydrated(page);
      for (const [ordering, direction] of [['price_per_night', 1], ['-price_per_night', -1]] as const) {
        await page.getByLabel(t.sortBy!).selectOption(ordering);
        await expect(page).toHaveURL(new RegExp(`ordering=${ordering}(&|$)`));
        await expect(busy(page)).toHaveAttribute('aria-busy', 'false');
        await countIsNow(page, request, '', site.locale);
        const amounts = await perNightAmounts(page);
        expect(amounts.length).toBeGreaterThan(1);
        expect(amounts).toEqual([...amounts].sort((a, b) => direction * (a - b)));
      }
      // The first card's amount as the API's deal gives it: total ÷ nights, to the euro, in the locale's format.
      const view = await viewFor(request, 'ordering=-price_per_night', site.locale);
      const first = view.results[0]!;
      const money = new Intl.NumberFormat(site.locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
        Math.round(first.price / first.duration),
      );
      const shown = (messagesOf(site.locale).Deals as unknown as Record<string, string>).perNight!.replace('{price}', money);
      const text = await results(page).locator('article').first().locator('[data-per-night] [aria-hidden="true"]').textContent();
      expect((text ?? '').replace(/\s/g, ' ')).toBe(shown.replace(/\s/g, ' '));
    });
  });

  test.describe(`comparator dates without JavaScript, ${site.locale}`, () => {
    test.use({ javaScriptEnabled: false });

    test('two date fields and the flexibility go in the GET form under the address keys', async ({ page, request }) => {
      await page.goto(path);
      const total = await shownCount(page);
      const month = await narrowingMonth(request, site.locale, total);
      const from = `${month}-05`;
      const to = `${month}-20`;
      await page.getByLabel(t.departureFrom!, { exact: true }).fill(from);
      await page.getByLabel(t.departureTo!, { exact: true }).fill(to);
      await page.getByRole('checkbox', { name: flexibleLabel(t), exact: true }).check();
      await page.getByRole('button', { name: t.validate!, exact: true }).click();
      for (const field of [`departure_from=${from}`, `departure_to=${to}`, 'flexible=3']) await expect(page).toHaveURL(new RegExp(`[?&]${field}(&|$)`));
      const view = await viewFor(request, `departure_from=${from}&departure_to=${to}&flexible=3`, site.locale);
      expect(await shownCount(page)).toBe(view.count);
      expect(view.count).toBeLessThan(total);
      await expect(page.getByLabel(t.departureFrom!, { exact: true })).toHaveValue(from);

      // A malformed date in an address is dropped, as any value that does not parse.
      await page.goto(`${path}?departure_month=2027-13&departure_from=${from}`);
      expect(await shownCount(page)).toBe((await viewFor(request, `departure_from=${from}`, site.locale)).count);
    });
  });
}
