import { expect, test } from '@playwright/test';
import { api, canonicalOf, hydrated, messagesOf, SITES, type ApiPage, type ApiProperty, type ApiSummary } from './discovery-fixtures';

type HomePage = { header_1: string; blocks: Record<string, string> };
type Banner = { title: string; link: string } | null;
type Slider = ApiSummary & { in_slider_sublocations: ApiSummary[] };

for (const site of SITES) {
  test.describe(`home of ${site.locale}`, () => {
    test('shows the page content, the banner and the canonical', async ({ page, request }) => {
      const [content, banner] = await Promise.all([
        api<HomePage>(request, '/pages/home_page/', site.locale),
        api<Banner>(request, '/pages/homepage_banner/', site.locale),
      ]);
      const response = await page.goto(site.prefix || '/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.header_1);
      if (banner) await expect(page.getByRole('link', { name: banner.title })).toHaveAttribute('href', banner.link);
      expect(await canonicalOf(page)).toBe(site.prefix || '/');
    });

    test('lists the home page categories', async ({ page, request }) => {
      const [content, categories] = await Promise.all([
        api<HomePage>(request, '/pages/home_page/', site.locale),
        api<ApiSummary[]>(request, '/categories/homepage/', site.locale),
      ]);
      expect(categories.length).toBeGreaterThan(0);
      await page.goto(site.prefix || '/');
      const section = page.getByRole('region', { name: content.blocks.categoriesTitle });
      for (const category of categories) {
        await expect(section.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', category.path);
      }
    });

    test('shows a tab and a slider per featured destination', async ({ page, request }) => {
      const [content, sliders] = await Promise.all([
        api<HomePage>(request, '/pages/home_page/', site.locale),
        api<Slider[]>(request, '/locations/homepage_sliders/', site.locale),
      ]);
      expect(sliders.length).toBeGreaterThan(1);
      const t = messagesOf(site.locale).Deals!;
      await page.goto(site.prefix || '/');
      const tabs = page.getByRole('tablist', { name: content.blocks.slidersTitle }).getByRole('tab');
      await expect(tabs).toHaveText(sliders.map((slider) => slider.name));
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

      // The arrow key moves to the next destination and shows its slider. Unlike a click, a key
      // pressed before the page's code runs is not held for it (early-input.ts), so the page must
      // be hydrated first, and the server's markup already shows the first tab selected.
      await hydrated(page);
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      const second = sliders[1]!;
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(1)).toBeFocused();
      const panel = page.getByRole('tabpanel', { name: second.name });
      await expect(panel).toBeVisible();
      for (const place of [second, ...second.in_slider_sublocations]) {
        await expect(panel.getByRole('link', { name: place.name, exact: true }).first()).toHaveAttribute('href', place.path);
      }

      // The carousel moves with its labelled buttons and with the arrow keys.
      const previous = panel.getByRole('button', { name: t.previous });
      const next = panel.getByRole('button', { name: t.next });
      await expect(next).toBeEnabled();
      await expect(previous).toBeDisabled();
      await next.click();
      await expect(previous).toBeEnabled();
      await previous.click();
      await expect(previous).toBeDisabled();
      await panel.getByRole('link', { name: second.name, exact: true }).first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(previous).toBeEnabled();
    });

    test('lists the best offers of the home datafeed, linking out to the partners', async ({ page, request }) => {
      const [content, deals] = await Promise.all([
        api<HomePage>(request, '/pages/home_page/', site.locale),
        api<ApiPage<ApiProperty>>(request, '/properties/?homepage_best_offer=true&size=8', site.locale),
      ]);
      expect(deals.results.length).toBeGreaterThan(0);
      await page.goto(site.prefix || '/');
      const section = page.getByRole('region', { name: content.blocks.dealsTitle });
      await expect(section.getByRole('article')).toHaveCount(deals.results.length);
      for (const deal of deals.results) {
        // Through the click-out (/out/property/<id>), which counts the click and answers 302 to the partner.
        const link = section.locator(`a[href="/out/property/${deal.id}"]`);
        await expect(link).toContainText(deal.name);
        await expect(link).toHaveAttribute('rel', 'sponsored noopener');
        await expect(link).toHaveAttribute('target', '_blank');
      }
    });
  });
}

test('the home page preloads its banner only: the pages its links prefetch do not fetch their pictures', async ({ page }) => {
  await page.goto('/');
  // The router prefetches the linked pages once the page is idle; their payloads arrive by network idle.
  await page.waitForLoadState('networkidle');
  const preloads = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) =>
    links.map((link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href')),
  );
  const banner = await page.locator('main img[fetchpriority="high"]').getAttribute('srcset');
  expect(preloads).toEqual([banner]);
});

test('on a phone the popular stores show their whole names', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/');
  const names = page.locator('section:has(#home-stores) li a');
  expect(await names.count()).toBeGreaterThan(3);
  const cut = await names.evaluateAll((links) =>
    links.filter((link) => link.scrollWidth > link.clientWidth || link.getBoundingClientRect().right > window.innerWidth).map((link) => link.textContent),
  );
  expect(cut).toEqual([]);
  await context.close();
});
