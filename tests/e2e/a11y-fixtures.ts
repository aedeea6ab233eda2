import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pathnames, type AppPathname } from '../../src/i18n/routing';
import { api, type ApiPage, type ApiSummary, type Site } from './discovery-fixtures';

/** The WCAG 2.0, 2.1 and 2.2 rules of levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** A phone and a desktop screen (SPEC §9: 768 px and below is mobile). */
export const WIDTHS = [375, 1280] as const;

/** The localized address of a fixed route (src/i18n/routing.ts), with the locale's prefix. */
export function fixedPath(site: Site, route: AppPathname): string {
  const entry = pathnames[route] as string | Record<string, string>;
  const localized = typeof entry === 'string' ? entry : entry[site.locale]!;
  return `${site.prefix}${localized === '/' ? '' : localized}` || '/';
}

type Destination = ApiSummary & { sublocations: ApiSummary[] };
type Continent = { locations: ApiSummary[] };
type Store = { id: number; name: string; slug: string };
type Promotion = { id: number; coupon: { type: 'coupon' | 'offer'; code: string | null } | null };
type BlogCategory = { slug: string };
type Post = { slug: string; category_slug: string };

/** A country with a region that has a place: the three levels of one branch of destinations. */
export async function destinationBranch(request: APIRequestContext, site: Site) {
  const continents = await api<Continent[]>(request, '/locations/by_continent/', site.locale);
  for (const country of continents.flatMap((continent) => continent.locations)) {
    const location = await api<Destination>(request, `/locations/${country.slug}/`, site.locale);
    for (const region of location.sublocations) {
      const sublocation = await api<Destination>(request, `/sublocations/${region.slug}/?parent=${country.slug}`, site.locale);
      const place = sublocation.sublocations[0];
      if (place) return { country: location.path, region: sublocation.path, place: place.path };
    }
  }
  throw new Error(`no destination on three levels in ${site.locale}`);
}

/** A top-level category and subcategories on levels 2 and 3. */
export async function categoryLevels(request: APIRequestContext, site: Site) {
  const list = await api<ApiPage<ApiSummary>>(request, '/categories/?size=100', site.locale);
  const at = (level: number) => list.results.find((category) => category.level === level)?.path;
  const [one, two, three] = [at(1), at(2), at(3)];
  if (!one || !two) throw new Error(`no category on two levels in ${site.locale}`);
  return { category: one, subcategory: two, thirdLevel: three ?? null };
}

/** A store of the locale that lists a promo code, and that code's promotion id (for its dialog). */
export async function storeWithCoupon(request: APIRequestContext, site: Site) {
  const stores = await api<ApiPage<Store>>(request, '/stores/?size=100', site.locale);
  for (const store of stores.results) {
    const promotions = await api<ApiPage<Promotion>>(request, `/promotions/${store.id}/by_store/?size=20`, site.locale);
    const coupon = promotions.results.find((promotion) => promotion.coupon?.type === 'coupon' && promotion.coupon.code);
    if (coupon) return { path: `${site.prefix}/${store.slug}`, name: store.name, promotionId: coupon.id };
  }
  throw new Error(`no store with a promo code in ${site.locale}`);
}

/** A blog category that has posts, and one of its posts. */
export async function blogAddresses(request: APIRequestContext, site: Site) {
  const posts = await api<ApiPage<Post>>(request, '/posts/?size=1', site.locale);
  const post = posts.results[0];
  if (!post) throw new Error(`no blog post in ${site.locale}`);
  await api<ApiPage<BlogCategory>>(request, '/blog_categories/', site.locale);
  return {
    category: `${site.prefix}/blog/${post.category_slug}`,
    post: `${site.prefix}/blog/${post.category_slug}/${post.slug}`,
  };
}

/** Search texts that find something, and nothing, as the search API answers them. */
export async function searchTexts(request: APIRequestContext, site: Site) {
  const { name } = await storeWithCoupon(request, site);
  const found = await api<ApiPage<unknown>>(request, `/search/?str=${encodeURIComponent(name)}`, site.locale);
  expect(found.count, `search for ${name}`).toBeGreaterThan(0);
  const nothing = 'zqxjvw';
  const none = await api<ApiPage<unknown>>(request, `/search/?str=${nothing}`, site.locale);
  expect(none.count).toBe(0);
  return { found: name, nothing };
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per rule and failing element, readable in a test report. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `      ${node.target.join(' ')}\n        ${(node.failureSummary ?? '').replace(/\n/g, '\n        ')}`)
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n      … and ${violation.nodes.length - 8} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Waits for the CSS transitions and finite animations running now to end: axe reads colours as
 * painted, and a button fading from disabled to enabled is not its final colour yet. Endless
 * animations (a spinner) are not waited for.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe on the WCAG A/AA rules, reporting violations in full and the other results by one node each.
 * Legacy mode runs axe in each frame and merges there, rather than opening a blank page of its own
 * to merge the frames' results: the same violations, in a third to a sixth of the time here.
 */
export function axe(page: Page): AxeBuilder {
  // options() replaces every option set before it, the tags included: it comes first.
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode(true);
}

/** The WCAG A/AA violations axe finds on the page once its transitions have ended. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await transitionsEnded(page);
  const results = await axe(page).analyze();
  return results.violations;
}

/** The consent banner of vanilla-cookieconsent (src/components/layout/consent). */
export const consentBanner = (page: Page) => page.locator('#cc-main .cm');

/**
 * vanilla-cookieconsent hides its banner from bots, and a browser under automation says it is one
 * (`navigator.webdriver`). Visitors see the banner, so the tests must too.
 */
export async function showConsentBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
  });
}
