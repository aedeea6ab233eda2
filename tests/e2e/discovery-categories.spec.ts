import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  api,
  breadcrumbNames,
  canonicalOf,
  hydrated,
  messagesOf,
  SITES,
  type ApiBreadcrumb,
  type ApiPage,
  type ApiPromotion,
  type ApiSummary,
  type Site,
} from './discovery-fixtures';

type Category = ApiSummary & {
  header_1: string;
  entity_type: 'category' | 'subcategory';
  datafeed_linking_fields: Record<string, unknown>;
  children_categories: ApiSummary[];
  stores: { name: string }[];
  parent_category: { id: number; slug: string } | null;
};

/** Every category of the locale, with its page. */
async function allCategories(request: APIRequestContext, site: Site): Promise<Category[]> {
  const list = await api<ApiPage<ApiSummary>>(request, '/categories/?size=100', site.locale);
  return Promise.all(list.results.map((category) => api<Category>(request, `/categories/${category.id}/`, site.locale)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The titles of the promotions a page lists, in order. */
async function listedTitles(page: Page, site: Site): Promise<string[]> {
  const section = page.getByRole('region', { name: messagesOf(site.locale).Categories!.promotionsTitle });
  return (await section.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());
}

/** Titles as the page prints them: the store's name follows for screen readers. */
const startsWithEach = (listed: string[], expected: ApiPromotion[]) => {
  expect(listed).toHaveLength(expected.length);
  expected.forEach((promotion, index) => expect(listed[index]!.startsWith(promotion.title)).toBe(true));
};

for (const site of SITES) {
  test.describe(`categories of ${site.locale}`, () => {
    test('the list shows every top-level category with its subcategories', async ({ page, request }) => {
      const list = await api<ApiPage<ApiSummary>>(request, '/categories/?size=100', site.locale);
      const response = await page.goto(`${site.prefix}/${site.categories}`);
      expect(response?.status()).toBe(200);
      const tops = list.results.filter((category) => category.level === 1);
      expect(tops.length).toBeGreaterThan(0);
      const main = page.getByRole('main');
      for (const top of tops) {
        await expect(main.getByRole('heading', { level: 2, name: top.name, exact: true })).toBeVisible();
        await expect(main.getByRole('link', { name: top.name, exact: true })).toHaveAttribute('href', top.path);
      }
      const child = list.results.find((category) => category.level === 2)!;
      await expect(main.getByRole('list', { name: new RegExp(escapeRegExp(tops.find((t) => t.id === child.parent_id)!.name)) }).getByRole('link', { name: child.name, exact: true })).toHaveAttribute('href', child.path);
      expect(await canonicalOf(page)).toBe(`${site.prefix}/${site.categories}`);
    });

    test('a category pages its promotions from the query, with the canonical', async ({ page, request }) => {
      const categories = await allCategories(request, site);
      // A top-level category with more than one page of coupons.
      let chosen: { category: Category; coupons: ApiPage<ApiPromotion> } | null = null;
      for (const category of categories.filter((c) => c.level === 1)) {
        const coupons = await api<ApiPage<ApiPromotion>>(request, `/promotions/${category.id}/by_category/?type=coupon&page=2&size=20`, site.locale);
        if (coupons.results.length > 0) {
          chosen = { category, coupons };
          break;
        }
      }
      expect(chosen, 'a category with two pages of coupons').not.toBeNull();
      const { category, coupons } = chosen!;
      const first = await api<ApiPage<ApiPromotion>>(request, `/promotions/${category.id}/by_category/?page=1&size=20`, site.locale);
      const t = messagesOf(site.locale).Categories!;
      const list = messagesOf(site.locale).PromotionList!;

      await page.goto(category.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.header_1 || category.name);
      expect(await canonicalOf(page)).toBe(category.path);
      const firstListed = await listedTitles(page, site);
      startsWithEach(firstListed, first.results);
      // A card opens its promotion's dialog on the store's page.
      const promotions = page.getByRole('region', { name: t.promotionsTitle });
      const top = first.results[0]!;
      await expect(promotions.getByRole('article').first().getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`^${site.prefix}/${top.stores[0]!.slug}\\?promotion=${top.id}$`),
      );

      // A page number alone changes nothing (SPEC §4): the update needs both type and page.
      await page.goto(`${category.path}?page=2`);
      startsWithEach(await listedTitles(page, site), first.results);
      expect(await canonicalOf(page)).toBe(category.path);

      // The coupons tab, then the link to its page 2: real links, followed in the page once it is
      // hydrated (a click before that is a full load).
      await page.goto(category.path);
      await hydrated(page);
      await page.getByRole('navigation', { name: list.typeFilter }).getByRole('link', { name: list.coupons }).click();
      await expect(page).toHaveURL(/\?type=coupon&page=1/);
      const pageTwo = page.getByRole('navigation', { name: list.pagination }).getByRole('link', { name: messagesOf(site.locale).UI!.page!.replace('{page}', '2') });
      await expect(pageTwo).toHaveAttribute('href', `${category.path}?type=coupon&page=2#promotions`);
      await pageTwo.click();
      await expect(page).toHaveURL(/\?type=coupon&page=2/);
      await expect(pageTwo).toHaveAttribute('aria-current', 'page');

      const onPageTwo = await listedTitles(page, site);
      startsWithEach(onPageTwo, coupons.results);
      expect(onPageTwo).not.toEqual(firstListed);
      await expect(
        page.getByRole('navigation', { name: list.typeFilter }).getByRole('link', { name: list.coupons }),
      ).toHaveAttribute('aria-current', 'page');
      // The page's metadata follows the navigation in the page.
      await expect(page.locator('link[rel="canonical"]').last()).toHaveAttribute('href', new RegExp(`${escapeRegExp(category.path)}\\?page=2$`));

      // Server-rendered: the same address loaded afresh lists the same page, with its one canonical.
      const response = await page.goto(`${category.path}?type=coupon&page=2`);
      expect(response?.status()).toBe(200);
      startsWithEach(await listedTitles(page, site), coupons.results);
      expect(await canonicalOf(page)).toBe(`${category.path}?page=2`);
    });

    test('subcategories on levels 2 and 3 have their trail and canonical', async ({ page, request }) => {
      const categories = await allCategories(request, site);
      const third = categories.find((category) => category.level === 3)!;
      const second = categories.find((category) => category.id === third.parent_category!.id)!;
      for (const category of [second, third]) {
        const crumbs = await api<ApiBreadcrumb[]>(
          request,
          `/breadcrumbs/?slug=${category.slug}&entity_type=subcategory&parent=${category.parent_category!.slug}`,
          site.locale,
        );
        const response = await page.goto(category.path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.header_1 || category.name);
        expect(await breadcrumbNames(page, site.locale)).toEqual(crumbs.map((crumb) => crumb.name));
        expect(crumbs).toHaveLength(category.level + 1);
        expect(await canonicalOf(page)).toBe(category.path);
      }
      // The level-2 page links down to its children.
      await page.goto(second.path);
      const children = page.getByRole('region', { name: messagesOf(site.locale).Categories!.childrenTitle });
      await expect(children.getByRole('link', { name: third.name, exact: true })).toHaveAttribute('href', third.path);
    });

    test('the datafeed section follows the linking fields (SPEC §5)', async ({ page, request }) => {
      const categories = await allCategories(request, site);
      const dealsTitle = messagesOf(site.locale).Deals!.dealsTitle!;
      const onlyBestOffer = categories.find((category) => {
        const keys = Object.keys(category.datafeed_linking_fields);
        return keys.length === 1 && keys[0] === 'category_best_offer';
      });
      expect(onlyBestOffer, 'a category linked only by the best-offer flag').toBeDefined();
      await page.goto(onlyBestOffer!.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: dealsTitle })).toHaveCount(0);

      const linked = categories.find((category) => 'type_of_stay' in category.datafeed_linking_fields)!;
      await page.goto(linked.path);
      const deals = page.getByRole('region', { name: dealsTitle });
      await expect(deals).toHaveCount(1);
      const count = await deals.getByRole('article').count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(8);
      await expect(deals.locator('a[rel="sponsored noopener"][target="_blank"]')).toHaveCount(count);
    });

    test('the category promotions page lists the newest promotions of each category', async ({ page, request }) => {
      const list = await api<ApiPage<ApiSummary>>(request, '/categories/?size=100', site.locale);
      const response = await page.goto(`${site.prefix}/${site.promotions}`);
      expect(response?.status()).toBe(200);
      let checked = 0;
      for (const top of list.results.filter((category) => category.level === 1)) {
        const latest = await api<ApiPage<ApiPromotion>>(request, `/promotions/${top.id}/by_homepage_category/?size=4`, site.locale);
        const section = page.getByRole('region', { name: top.name, exact: true });
        if (latest.count === 0) {
          await expect(section).toHaveCount(0);
          continue;
        }
        const titles = (await section.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());
        startsWithEach(titles, latest.results);
        await expect(section.getByRole('link', { name: top.name, exact: true })).toHaveAttribute('href', top.path);
        checked += 1;
      }
      expect(checked).toBeGreaterThan(0);
      expect(await canonicalOf(page)).toBe(`${site.prefix}/${site.promotions}`);
    });
  });
}

test('an unknown category leads to the not-found page', async ({ page }) => {
  const response = await page.goto('/nl-be/categorieen/bestaat-niet-0');
  expect(page.url()).toMatch(/\/nl-be\/not-found$/);
  expect(response?.status()).toBe(404);
});
