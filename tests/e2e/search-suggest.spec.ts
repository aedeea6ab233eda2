import { expect, test, type Page, type Request } from '@playwright/test';
import { entityPath } from '../../src/lib/entity-paths';
import { axeViolations, describeViolations, WIDTHS } from './a11y-fixtures';
import { api, messagesOf, SITES, type ApiPage, type Site } from './discovery-fixtures';

/**
 * The header's search box suggests results as the visitor types (SPEC §2.4): a WAI-ARIA 1.2
 * combobox whose listbox holds the first results of `GET /api/search/`, each with its kind.
 */

type Hit = {
  entity_type: 'store' | 'promotion' | 'category' | 'subcategory' | 'location' | 'sublocation' | 'blog_post';
  id: number;
  title: string;
  slugs: string[];
};
type Store = { id: number; name: string; slug: string };

/** As many suggestions as the box shows. */
const SIZE = 6;

const KIND_KEY: Record<Hit['entity_type'], string> = {
  store: 'store',
  promotion: 'promotion',
  location: 'destination',
  sublocation: 'destination',
  category: 'category',
  subcategory: 'category',
  blog_post: 'blogPost',
};

type SearchTexts = { label: string; count: string; suggestions: string; kinds: Record<string, string> };

function textsOf(site: Site): SearchTexts {
  return (messagesOf(site.locale).Header as unknown as { search: SearchTexts }).search;
}

/** The "N suggestions" status as the locale words it (the ICU plural of `Header.search.count`). */
function countText(site: Site, count: number): string {
  const plural = textsOf(site).count;
  const branch = (key: string) => new RegExp(`${key} \\{([^}]*)\\}`).exec(plural)?.[1] ?? '';
  const words = count === 0 ? branch('=0') : count === 1 ? branch('one') : branch('other');
  return words.replace('#', String(count));
}

/** The path a suggestion leads to (a promotion: its store's page with its dialog). */
function pathOf(site: Site, hit: Hit): string {
  if (hit.entity_type === 'promotion') return `${entityPath(site.locale, 'store', hit.slugs)}?promotion=${hit.id}`;
  return entityPath(site.locale, hit.entity_type, hit.slugs);
}

/** A store of the locale whose name the search finds, and what the API suggests for it. */
async function storeAndSuggestions(request: Parameters<typeof api>[0], site: Site) {
  const stores = await api<ApiPage<Store>>(request, '/stores/?size=20', site.locale);
  for (const store of stores.results) {
    if (store.name.trim().length < 3) continue;
    const found = await api<ApiPage<Hit>>(request, `/search/?str=${encodeURIComponent(store.name)}&size=${SIZE}`, site.locale);
    if (found.results.length > 0) return { name: store.name, hits: found.results.slice(0, SIZE) };
  }
  throw new Error(`no store the search finds in ${site.locale}`);
}

function parts(page: Page, site: Site) {
  const search = page.getByRole('search');
  const box = search.getByRole('combobox', { name: textsOf(site).label });
  const list = search.locator('[role="listbox"]');
  return { search, box, list, options: list.getByRole('option') };
}

/** Requests of the search API made by the page. */
function searchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search/') seen.push(request);
  });
  return seen;
}

const homeOf = (site: Site) => site.prefix || '/';

for (const site of SITES) {
  test.describe(`search suggestions of ${site.locale}`, () => {
    test('typing a store name suggests what the API finds, each with its kind, and announces their number', async ({
      page,
      request,
    }) => {
      const { name, hits } = await storeAndSuggestions(request, site);
      const texts = textsOf(site);
      await page.goto(homeOf(site));
      const { box, list, options } = parts(page, site);

      await expect(box).toHaveAttribute('aria-autocomplete', 'list');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      const listId = await box.getAttribute('aria-controls');
      expect(listId).toBeTruthy();
      expect(await list.getAttribute('id')).toBe(listId);
      await expect(list).toBeHidden();
      await expect(box).not.toHaveAttribute('aria-activedescendant');

      await box.click();
      await box.pressSequentially(name);
      await expect(list).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('listbox', { name: texts.suggestions })).toBeVisible();
      await expect(options).toHaveCount(hits.length);
      for (const [index, hit] of hits.entries()) {
        const option = options.nth(index);
        await expect(option).toContainText(hit.title);
        await expect(option).toContainText(texts.kinds[KIND_KEY[hit.entity_type]]!);
        await expect(option).toHaveAttribute('aria-selected', 'false');
      }
      await expect(page.getByRole('search').getByRole('status')).toHaveText(countText(site, hits.length));
      // The store itself is among its name's suggestions.
      await expect(options.filter({ hasText: texts.kinds.store! }).filter({ hasText: name }).first()).toBeVisible();

      // The arrows move the active option; the box keeps the focus and names it.
      await page.keyboard.press('ArrowDown');
      const first = options.first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await expect(box).toBeFocused();
      if (hits.length > 1) {
        await page.keyboard.press('ArrowDown');
        await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
        await expect(first).toHaveAttribute('aria-selected', 'false');
        await page.keyboard.press('ArrowUp');
      }
      // Up from the first wraps to the last, down from the last to the first.
      await page.keyboard.press('ArrowUp');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');

      // Enter opens the active suggestion's page and empties the box.
      await page.keyboard.press('Enter');
      const target = new URL(pathOf(site, hits[0]!), 'http://localhost');
      await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.search === target.search);
      await expect(box).toHaveValue('');
      await expect(list).toBeHidden();
    });

    test('Enter without an active suggestion searches; Escape closes, then clears', async ({ page, request }) => {
      const { name, hits } = await storeAndSuggestions(request, site);
      const requests = searchRequests(page);
      await page.goto(homeOf(site));
      const { box, list, options } = parts(page, site);

      // One character asks nothing.
      await box.click();
      await box.pressSequentially(name.slice(0, 1));
      await page.waitForTimeout(600);
      expect(requests).toHaveLength(0);
      await expect(list).toBeHidden();

      // Typing fast asks once, for the whole text, with a small size and the locale.
      await box.fill('');
      await box.pressSequentially(name, { delay: 20 });
      await expect(options).toHaveCount(hits.length);
      expect(requests.length).toBeLessThan(name.length);
      const asked = new URL(requests.at(-1)!.url());
      expect(asked.searchParams.get('str')).toBe(name.trim());
      expect(asked.searchParams.get('language')).toBe(site.locale);
      expect(Number(asked.searchParams.get('size'))).toBe(SIZE);

      // Escape closes the list and keeps the text; a second Escape clears it.
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue(name);
      await page.keyboard.press('Escape');
      await expect(box).toHaveValue('');

      // Typing opens the list again; Enter with no active option goes to the search page.
      await box.pressSequentially(name);
      await expect(list).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        (url) => url.pathname === `${site.prefix}/search` && url.searchParams.get('str') === name.trim(),
      );
      await expect(box).toHaveValue('');
      await expect(list).toBeHidden();
    });

    test('on a phone: a tap opens a suggestion, a tap outside or Tab closes the list, a failure shows nothing', async ({
      browser,
      request,
    }) => {
      const { name, hits } = await storeAndSuggestions(request, site);
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      const consoleMessages: string[] = [];
      page.on('console', (message) => {
        if (!message.text().startsWith('Failed to load resource')) consoleMessages.push(message.text());
      });
      await page.goto(homeOf(site));
      const { box, list, options } = parts(page, site);

      await box.click();
      await box.pressSequentially(name);
      await expect(options).toHaveCount(hits.length);
      // The list lies within the screen, over the page.
      const area = (await list.boundingBox())!;
      expect(area.x).toBeGreaterThanOrEqual(0);
      expect(area.x + area.width).toBeLessThanOrEqual(375);
      // It may scroll on a short screen; its last suggestion, scrolled to, is drawn over the page.
      await options.last().scrollIntoViewIfNeeded();
      const last = (await options.last().boundingBox())!;
      const topmost = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="option"]') !== null,
        [last.x + last.width / 2, last.y + last.height / 2],
      );
      expect(topmost, 'the last suggestion is on top of the page').toBe(true);

      // A tap outside closes it.
      await page.getByRole('contentinfo').click({ position: { x: 4, y: 4 } });
      await expect(list).toBeHidden();
      // Tab leaves the box and closes the list too.
      await box.click();
      await box.pressSequentially('x');
      await box.press('Backspace');
      await expect(list).toBeVisible();
      await box.press('Tab');
      await expect(list).toBeHidden();
      await expect(box).not.toBeFocused();

      // A tap on a suggestion opens its page (the last one that is not a promotion: a promotion
      // opens its dialog, tested with the keyboard).
      await box.click();
      await box.press('End');
      await box.pressSequentially(' ');
      await expect(list).toBeVisible();
      const index = Math.max(0, hits.findLastIndex((hit) => hit.entity_type !== 'promotion'));
      await options.nth(index).click();
      const target = new URL(pathOf(site, hits[index]!), 'http://localhost');
      await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.search === target.search);
      await expect(box).toHaveValue('');

      // When the API fails, no list and no message.
      await page.route('**/api/search/**', (route) => route.abort());
      await page.goto(homeOf(site));
      await box.click();
      await box.pressSequentially(name);
      await page.waitForTimeout(800);
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('search').getByRole('status')).toHaveText('');
      expect(consoleMessages).toEqual([]);
      await context.close();
    });

    test(`the home page with the list open has no WCAG A/AA violation at ${WIDTHS.join(' and ')} px`, async ({
      page,
      request,
    }) => {
      const { name, hits } = await storeAndSuggestions(request, site);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(homeOf(site));
        const { box, options } = parts(page, site);
        await box.click();
        await box.pressSequentially(name);
        await expect(options).toHaveCount(hits.length);
        await page.keyboard.press('ArrowDown');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        const violations = await axeViolations(page);
        expect(violations, `${width} px\n${describeViolations(violations)}`).toEqual([]);
      }
    });
  });
}
