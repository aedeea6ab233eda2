import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  axeViolations,
  blogAddresses,
  categoryLevels,
  consentBanner,
  describeViolations,
  destinationBranch,
  fixedPath,
  searchTexts,
  showConsentBanner,
  storeWithCoupon,
  WIDTHS,
} from './a11y-fixtures';
import { messagesOf, SITES, type Site } from './discovery-fixtures';

/**
 * axe (WCAG 2.0–2.2, levels A and AA) on every page type of every locale: on a phone screen with
 * the consent banner shown (it comes up after 0.2 s, 4 s on pages without breadcrumbs), then on a
 * desktop screen once the visitor has answered it. Every address is looked up through the API.
 */

type PageType = {
  name: string;
  address: (request: APIRequestContext, site: Site) => Promise<string | null>;
  /** Waits for what the page shows once it is ready for the visitor (a dialog that opens, …). */
  ready?: (page: Page) => Promise<void>;
  /** The page keeps a modal dialog open: the banner behind it cannot be answered. */
  modal?: boolean;
};

const PAGE_TYPES: PageType[] = [
  { name: 'home', address: async (_, site) => fixedPath(site, '/') },
  { name: 'destinations list', address: async (_, site) => fixedPath(site, '/destinations') },
  { name: 'country', address: async (request, site) => (await destinationBranch(request, site)).country },
  { name: 'region', address: async (request, site) => (await destinationBranch(request, site)).region },
  { name: 'place', address: async (request, site) => (await destinationBranch(request, site)).place },
  { name: 'categories list', address: async (_, site) => fixedPath(site, '/categories') },
  { name: 'category', address: async (request, site) => (await categoryLevels(request, site)).category },
  { name: 'subcategory', address: async (request, site) => (await categoryLevels(request, site)).subcategory },
  { name: 'third-level subcategory', address: async (request, site) => (await categoryLevels(request, site)).thirdLevel },
  { name: 'category promotions', address: async (_, site) => fixedPath(site, '/categories/promotions') },
  { name: 'store', address: async (request, site) => (await storeWithCoupon(request, site)).path },
  {
    name: 'store with its promotion dialog open',
    address: async (request, site) => {
      const store = await storeWithCoupon(request, site);
      return `${store.path}?promotion=${store.promotionId}`;
    },
    // The promotion's own <dialog>: the consent banner is a dialog too and may already be up.
    ready: async (page) => {
      await expect(page.locator('dialog[open]')).toBeVisible();
    },
    modal: true,
  },
  { name: 'blog home', address: async (_, site) => fixedPath(site, '/blog') },
  { name: 'blog category', address: async (request, site) => (await blogAddresses(request, site)).category },
  { name: 'blog post', address: async (request, site) => (await blogAddresses(request, site)).post },
  {
    name: 'search with results',
    address: async (request, site) => `${fixedPath(site, '/search')}?str=${encodeURIComponent((await searchTexts(request, site)).found)}`,
  },
  {
    name: 'search without result',
    address: async (request, site) => `${fixedPath(site, '/search')}?str=${(await searchTexts(request, site)).nothing}`,
  },
  { name: 'comparator', address: async (_, site) => fixedPath(site, '/comparator') },
  { name: 'comparator with filters', address: async (_, site) => `${fixedPath(site, '/comparator')}?duration=6-10&rating__gte=4&last=true` },
  { name: 'contact', address: async (_, site) => fixedPath(site, '/contact') },
  { name: 'about', address: async (_, site) => fixedPath(site, '/about') },
  { name: 'terms', address: async (_, site) => fixedPath(site, '/terms') },
  { name: 'legal notice', address: async (_, site) => fixedPath(site, '/legal') },
  { name: 'faq', address: async (_, site) => fixedPath(site, '/faq') },
  { name: 'cookies', address: async (_, site) => fixedPath(site, '/cookies') },
  { name: 'privacy', address: async (_, site) => fixedPath(site, '/privacy') },
  { name: 'html sitemap', address: async (_, site) => fixedPath(site, '/html-sitemap') },
  { name: 'not-found', address: async (_, site) => fixedPath(site, '/not-found') },
];

/** Runs axe on the page as it stands, at `width`, and names every violation with the state it was found in. */
async function audit(page: Page, width: number, state: string): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  const violations = await axeViolations(page);
  return violations.length > 0 ? [`${width} px, ${state}:\n${describeViolations(violations)}`] : [];
}

for (const site of SITES) {
  test.describe(`accessibility of ${site.locale}`, () => {
    for (const type of PAGE_TYPES) {
      test(`${type.name}: no WCAG 2.2 A/AA violation at ${WIDTHS.join(' and ')} px`, async ({ page, request }) => {
        test.setTimeout(180_000);
        const address = await type.address(request, site);
        test.skip(address === null, `the seed has no ${type.name} in ${site.locale}`);
        await showConsentBanner(page);
        // The banner comes 0.2 s after the page (4 s without breadcrumbs): the page's clock is run forward to it.
        await page.clock.install();
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        const response = await page.goto(address!);
        expect(response?.status(), address!).toBe(type.name === 'not-found' ? 404 : 200);
        await type.ready?.(page);
        await page.clock.runFor(5_000);
        // Its script starts once the page has settled: later while the browser suites share the cores.
        await expect(consentBanner(page)).toBeVisible({ timeout: 60_000 });

        // The phone with the banner up; the desktop once it is answered (or, behind a dialog, still up).
        const failures = await audit(page, WIDTHS[0], 'consent banner shown');
        if (!type.modal) {
          const consent = messagesOf(site.locale).Layout as unknown as { consent: Record<string, string> };
          await consentBanner(page).getByRole('button', { name: consent.consent.acceptNecessary, exact: true }).click();
          await expect(consentBanner(page)).toBeHidden();
        }
        failures.push(...(await audit(page, WIDTHS[1], type.modal ? 'consent banner shown' : 'consent answered')));
        expect(failures, `axe violations on ${address}:\n${failures.join('\n')}`).toEqual([]);
      });
    }
  });
}
