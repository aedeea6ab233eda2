import { expect, type Page, test } from '@playwright/test';
import { api, hydrated, messagesOf, SITES } from './discovery-fixtures';

/**
 * The comparator's price range, in every locale: the distribution's bars, a slider with two
 * handles moved by keyboard, two number fields under the address keys that also work without
 * script, an old address's price range read as the bounds; every count as the API gives it.
 */

const PATHS = { 'fr-be': '/comparateur', 'nl-be': '/nl-be/vergelijken', 'fr-fr': '/fr-fr/comparateur' } as const;

type View = { query: string; count: number; prices: { step: number; counts: number[] } };

const textsOf = (locale: string) => messagesOf(locale).Comparator as unknown as Record<string, string>;
const viewFor = (request: Parameters<typeof api>[0], query: string, locale: string) => api<View>(request, `/properties/compare/?${query}`, locale);

async function shownCount(page: Page): Promise<number> {
  const digits = ((await page.locator('#comparator-results').textContent()) ?? '').replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

for (const site of SITES) {
  const path = PATHS[site.locale];
  const t = textsOf(site.locale);

  test.describe(`comparator price range, ${site.locale}`, () => {
    test('the handles move by the band width, the bars stay, and the count is the API’s', async ({ page, request }) => {
      await page.goto(path);
      await hydrated(page);
      const all = await viewFor(request, '', site.locale);
      const { step, counts } = all.prices;
      // One bar a band, drawn for sighted visitors only: the fields and handles say the same.
      const bars = page.locator('#comparator-price-min').locator('xpath=ancestor::fieldset').locator('[aria-hidden="true"].flex.h-14 > span');
      await expect(bars).toHaveCount(counts.length);

      const low = page.getByRole('slider', { name: t.priceMin! });
      const high = page.getByRole('slider', { name: t.priceMax! });
      await expect(high).toHaveAttribute('aria-valuetext', t.priceNoMax!);
      await low.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(new RegExp(`[?&]price__gte=${2 * step}(&|$)`));
      await expect(low).toBeFocused();
      await high.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      const top = step * counts.length;
      await expect(page).toHaveURL(new RegExp(`[?&]price__gte=${2 * step}&price__lte=${top - 2 * step}(&|$)`));
      const view = await viewFor(request, `price__gte=${2 * step}&price__lte=${top - 2 * step}`, site.locale);
      await expect.poll(() => shownCount(page)).toBe(view.count);
      expect(view.count).toBeLessThan(all.count);
      await expect(page.getByLabel(t.priceFieldMin!, { exact: true })).toHaveValue(String(2 * step));
      await expect(page.getByLabel(t.priceFieldMax!, { exact: true })).toHaveValue(String(top - 2 * step));
      // The price filter leaves its own bars alone.
      await expect(bars).toHaveCount(counts.length);
      expect(view.prices).toEqual(all.prices);

      // A typed price applies once the field is left; the chip names it and takes it away.
      await page.getByLabel(t.priceFieldMax!, { exact: true }).fill('800');
      await page.getByLabel(t.priceFieldMax!, { exact: true }).press('Tab');
      await expect(page).toHaveURL(new RegExp(`[?&]price__gte=${2 * step}&price__lte=800(&|$)`));
      const typed = await viewFor(request, `price__gte=${2 * step}&price__lte=800`, site.locale);
      await expect.poll(() => shownCount(page)).toBe(typed.count);
      const results = page.locator('section[aria-labelledby="comparator-results"]');
      const chip = results.getByRole('link', { name: new RegExp(t.remove!.replace('{name}', `${t.priceToChip!.replace('{price}', '')}.*800`)) });
      await chip.click();
      await expect(page).not.toHaveURL(/price__lte/);
      await expect.poll(() => shownCount(page)).toBe((await viewFor(request, `price__gte=${2 * step}`, site.locale)).count);
    });

    test('an old address’s price range reads as the two bounds', async ({ page, request }) => {
      await page.goto(`${path}?price=500-1000`);
      await hydrated(page);
      await expect(page.getByLabel(t.priceFieldMin!, { exact: true })).toHaveValue('500');
      await expect(page.getByLabel(t.priceFieldMax!, { exact: true })).toHaveValue('1000');
      expect(await shownCount(page)).toBe((await viewFor(request, 'price__gte=500&price__lte=1000', site.locale)).count);
    });
  });

  test.describe(`comparator price range without script, ${site.locale}`, () => {
    test.use({ javaScriptEnabled: false });

    test('the two price fields go in the GET form under the address keys; the slider, which needs script, is not shown', async ({ page, request }) => {
      await page.goto(path);
      // In the page, and out of sight and of the accessibility tree.
      await expect(page.locator('input[type="range"]')).toHaveCount(2);
      await expect(page.locator('input[type="range"]').first()).toBeHidden();
      await expect(page.getByRole('slider')).toHaveCount(0);
      await page.getByLabel(t.priceFieldMin!, { exact: true }).fill('400');
      await page.getByLabel(t.priceFieldMax!, { exact: true }).fill('900');
      await page.getByRole('button', { name: t.validate!, exact: true }).click();
      await expect(page).toHaveURL(/[?&]price__gte=400&price__lte=900(&|$)/);
      const view = await viewFor(request, 'price__gte=400&price__lte=900', site.locale);
      expect(await shownCount(page)).toBe(view.count);
      await expect(page.getByLabel(t.priceFieldMax!, { exact: true })).toHaveValue('900');
    });
  });
}
