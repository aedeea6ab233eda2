import { expect, test } from '@playwright/test';
import { initialOf } from '../../src/lib/alphabet';
import { api, messagesOf, SITES } from './discovery-fixtures';
import { editorAuthorization } from './editor';
import { beNewVisitor } from './store-fixtures';

const locales = [
  { locale: 'fr-be', prefix: '', about: '/a-propos', foreign: '/bestemmingen' },
  { locale: 'nl-be', prefix: '/nl-be', about: '/over-ons', foreign: '/pays' },
  { locale: 'fr-fr', prefix: '/fr-fr', about: '/a-propos', foreign: '/over-ons' },
] as const;

for (const { locale, prefix, about, foreign } of locales) {
  test.describe(`site shell in ${locale}`, () => {
    test('a static page has its layout, breadcrumbs, canonical and alternates', async ({ page, baseURL }) => {
      const response = await page.goto(`${prefix}${about}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: /ariane|kruimel|breadcrumb/i });
      await expect(crumbs.getByRole('listitem')).toHaveCount(2);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${prefix}${about}`);
      await expect(page.locator('link[rel="alternate"][hreflang="nl-be"]')).toHaveAttribute('href', `${baseURL}/nl-be/over-ons`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/a-propos`);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(jsonLd['@type']).toBe('BreadcrumbList');
      expect(jsonLd.itemListElement).toHaveLength(2);
    });

    test('a first segment of another locale and a path deeper than 4 lead to /not-found', async ({ page }) => {
      for (const path of [`${prefix}${foreign}`, `${prefix}/a/b/c/d/e`, `${prefix}/no-such-store-anywhere`]) {
        const response = await page.goto(path);
        expect(page.url(), path).toMatch(new RegExp(`${prefix}/not-found$`));
        expect(response?.status(), path).toBe(404);
      }
    });

    test('the main menu fits its bar from 1,024 px up, every item whole and none scrolled away', async ({ page }) => {
      await page.goto(`${prefix}${about}`);
      const nav = page.getByRole('navigation', { name: messagesOf(locale).Header!.mainNav! });
      for (const width of [1024, 1280, 1536]) {
        await page.setViewportSize({ width, height: 800 });
        const bar = await nav.locator(':scope > ul').evaluate((list) => ({
          overflow: list.scrollWidth - list.clientWidth,
          cut: [...list.querySelectorAll(':scope > li > button')].filter((button) => button.scrollWidth > button.clientWidth).length,
          right: Math.max(...[...list.children].map((item) => item.getBoundingClientRect().right)),
          edge: list.getBoundingClientRect().right,
        }));
        expect(bar.overflow, `${width} px`).toBeLessThanOrEqual(0);
        expect(bar.cut, `${width} px`).toBe(0);
        expect(bar.right, `${width} px`).toBeLessThanOrEqual(bar.edge + 0.5);
      }
    });

    test('the locale switcher leads to the same page in another locale', async ({ page }) => {
      await page.goto(`${prefix}${about}`);
      const target = locale === 'nl-be' ? 'fr-be' : 'nl-be';
      const link = page.locator(`a[hreflang="${target}"]`).first();
      await expect(link).toHaveAttribute('href', target === 'nl-be' ? /\/nl-be\/over-ons$/ : /\/a-propos$/);
    });
  });
}

test('page=0 answers 301 without page, other parameters kept', async ({ request }) => {
  const response = await request.get('/blog?page=0&x=1', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/blog\?x=1$/);
});

test('a trailing slash is dropped and an unknown route is a 404', async ({ request }) => {
  const slash = await request.get('/pays/', { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers().location).toMatch(/\/pays$/);
  const unknown = await request.get('/not-found');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('This page could not be found');
});

test('the blog list with a page query is noindex,follow', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goto('/blog?page=2');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
});

test('the search box goes to the search page with str, then clears; empty does nothing', async ({ page }) => {
  await page.goto('/a-propos');
  const box = page.getByRole('search').getByRole('combobox');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/a-propos$/);
  await box.fill('barcelone');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?str=barcelone$/);
  await expect(box).toHaveValue('');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('barcelone');
});

test('on a phone the burger slides the menu in, keeps one section open and closes after 200 ms', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/a-propos');
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();

  const destinations = panel.getByRole('button', { name: 'Destinations', exact: true });
  const categories = panel.getByRole('button', { name: 'Catégories', exact: true });
  await destinations.click();
  await expect(destinations).toHaveAttribute('aria-expanded', 'true');
  await categories.click();
  await expect(categories).toHaveAttribute('aria-expanded', 'true');
  await expect(destinations).toHaveAttribute('aria-expanded', 'false');

  // Closing slides the panel out: it stays for 200 ms in its closing state, then is gone. The
  // page's clock is driven by the test, so the delay is checked without measuring time.
  const panelBox = page.locator(`#${(await burger.getAttribute('aria-controls'))!}`);
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(panelBox).toHaveAttribute('data-state', 'closing');
  await page.clock.runFor(190);
  await expect(panelBox).toHaveAttribute('data-state', 'closing');
  await page.clock.runFor(20);
  await expect(panelBox).toHaveAttribute('data-state', 'closed');
  await expect(panelBox).toBeHidden();
  await expect(burger).toBeFocused();
  await context.close();
});

test('the header menus work with the keyboard alone', async ({ page }) => {
  await page.goto('/a-propos');
  const nav = page.getByRole('navigation', { name: /principale|main/i });
  const destinations = nav.getByRole('button', { name: 'Destinations', exact: true });
  await destinations.focus();
  await page.keyboard.press('Enter');
  await expect(destinations).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(destinations).toHaveAttribute('aria-expanded', 'false');
  await expect(destinations).toBeFocused();

  // ArrowDown opens the menu on its first link; arrows walk the links.
  await page.keyboard.press('ArrowDown');
  await expect(destinations).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await destinations.getAttribute('aria-controls')}`);
  const links = menu.getByRole('link');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/a-propos$/);
});

test('breadcrumbs show only with more than one item', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: /ariane/i })).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]', { hasText: 'BreadcrumbList' })).toHaveCount(0);
  await page.goto('/faq');
  await expect(page.getByRole('navigation', { name: /ariane/i }).getByRole('listitem')).toHaveCount(2);
});

test('a blog category page is noindex,follow', async ({ page, request }) => {
  const categories = (await (await request.get('/api/blog_categories/?language=fr-be')).json()) as
    | { results: { slug: string }[] }
    | { slug: string }[];
  const list = Array.isArray(categories) ? categories : categories.results;
  expect(list.length).toBeGreaterThan(0);
  const response = await page.goto(`/blog/${list[0]!.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
});

test('robots.txt and the site icons are served', async ({ request, page }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/^User-agent:/im);
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  await page.goto('/a-propos');
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
});

test('the newsletter sign-up refuses a bad address and confirms a good one', async ({ page }) => {
  await page.goto('/nl-be/over-ons');
  const footer = page.getByRole('contentinfo');
  const box = footer.getByRole('textbox', { name: 'Je e-mailadres' });
  await box.fill('geen-adres');
  await box.press('Enter');
  await expect(footer.getByText('Vul een geldig e-mailadres in', { exact: false })).toBeVisible();
  await expect(box).toBeFocused();
  await box.fill(`lotte.${Date.now()}@example.be`);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/newsletter/')),
    box.press('Enter'),
  ]);
  expect(response.status()).toBeLessThan(300);
  await expect(footer.getByRole('status')).toContainText(/kijk in je mailbox/i);
  await expect(box).toHaveValue('');
});

type SitemapLink = { id: number; name: string; path: string };
/** The third level has no `children`. */
type SitemapNode = SitemapLink & { children?: SitemapNode[] };
type HtmlSitemap = {
  stores: SitemapLink[];
  categories: SitemapNode[];
  destinations: SitemapNode[];
  blog_categories: (SitemapLink & { posts: SitemapLink[] })[];
};
type ContactMessage = { id: number; locale: string; email: string; name: string; message: string; created_at: string };

const linksIn = (nodes: SitemapNode[]): number => nodes.reduce((sum, node) => sum + 1 + linksIn(node.children ?? []), 0);

/** A node three levels down (a place in a region of a country; a third-level category) with its ancestors. */
function thirdLevel(tree: SitemapNode[]): [SitemapNode, SitemapNode, SitemapNode] {
  for (const top of tree) {
    for (const child of top.children ?? []) {
      const grandchild = child.children?.[0];
      if (grandchild) return [top, child, grandchild];
    }
  }
  throw new Error('No third level in the sitemap');
}

/** A link nested in the list items of its ancestors' links, outermost first. */
const nestedLink = (...paths: string[]) =>
  [...paths.slice(0, -1).map((path) => `li:has(> a[href="${path}"])`), `a[href="${paths.at(-1)}"]`].join(' ');

for (const site of SITES) {
  const t = messagesOf(site.locale);

  test(`the HTML sitemap of ${site.locale} links every level of destinations and categories, the stores A–Z and the blog`, async ({ page, request }) => {
    const map = await api<HtmlSitemap>(request, '/sitemap/get_html_sitemap_data/', site.locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto(`${site.prefix}/html-sitemap`);
    expect(response?.status()).toBe(200);

    for (const [tree, name] of [
      [map.destinations, t.Sitemap!.destinations!],
      [map.categories, t.Sitemap!.categories!],
    ] as const) {
      const section = page.getByRole('region', { name, exact: true });
      const [top, child, grandchild] = thirdLevel(tree);
      await expect(section.locator(nestedLink(top.path, child.path, grandchild.path))).toHaveText(grandchild.name);
      await expect(section.getByRole('link')).toHaveCount(linksIn(tree));
      // In columns on a wide screen.
      await expect(section.getByRole('list').first()).toHaveCSS('column-count', '4');
    }

    const stores = page.getByRole('region', { name: t.Sitemap!.stores!, exact: true });
    const store = map.stores[Math.floor(map.stores.length / 2)]!;
    const initial = initialOf(store.name);
    const letter = stores.getByRole('region', { name: initial, exact: true });
    await expect(letter.locator(`a[href="${store.path}"]`)).toHaveText(store.name);
    const index = stores.getByRole('navigation', { name: t.Sitemap!.storesIndex!, exact: true });
    await index.getByRole('link', { name: initial, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#sitemap-stores-${initial === '#' ? 'other' : initial}$`));
    await expect(stores.locator('[aria-labelledby^="sitemap-stores-"] a')).toHaveCount(map.stores.length);

    const blog = page.getByRole('region', { name: t.Sitemap!.blog!, exact: true });
    const category = map.blog_categories.find((c) => c.posts.length > 0)!;
    await expect(blog.locator(nestedLink(category.path, category.posts[0]!.path))).toHaveText(category.posts[0]!.name);
  });

  test(`the contact form of ${site.locale} marks the bad fields and stores a valid message`, async ({ page, context, request }) => {
    const c = t.Contact!;
    // A visitor of its own: the form is rate-limited per client.
    await beNewVisitor(context);
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/pages/send_email/')) posts.push(req.method());
    });
    await page.goto(`${site.prefix}/contact`);
    const main = page.getByRole('main');
    const email = main.getByRole('textbox', { name: c.email!, exact: true });
    const name = main.getByRole('textbox', { name: c.name!, exact: true });
    const message = main.getByRole('textbox', { name: c.message!, exact: true });
    const send = main.getByRole('button', { name: c.send!, exact: true });
    const status = main.getByRole('status');

    // Bad input: every field marked, its error read with it, the first one focused, nothing sent.
    await email.fill('not-an-address');
    await name.fill('A');
    await message.fill('Too short');
    await send.click();
    for (const [field, error] of [
      [email, c.emailError!],
      [name, c.nameError!],
      [message, c.messageError!],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(error);
    }
    await expect(email).toBeFocused();
    await expect(status).toHaveText(c.invalid!);

    // The first field still wrong takes the focus.
    await email.fill('Claire.Dubois@Example.be');
    await send.click();
    await expect(name).toBeFocused();
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    // A valid message: sent, confirmed, the form emptied.
    const text = `Bonjour ${site.locale}, le code ETE2026 ne fonctionne plus (${Date.now()}).`;
    await name.fill('Claire Dubois');
    await message.fill(text);
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/pages/send_email/')), send.click()]);
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    await expect(status).toHaveText(c.sent!);
    // Where the visitor looks: on screen, right above the button, in the text's full size.
    await expect(status).toBeInViewport();
    const [shown, button] = [(await status.boundingBox())!, (await send.boundingBox())!];
    expect(button.y - (shown.y + shown.height)).toBeLessThan(24);
    expect(await status.evaluate((region) => parseFloat(getComputedStyle(region.firstElementChild!).fontSize))).toBeGreaterThanOrEqual(16);
    await expect(message).toHaveValue('');
    await expect(main.locator('[aria-invalid="true"]')).toHaveCount(0);

    // Stored, with the site it came from: the editors' read of the messages.
    const stored = await request.get(`/api/contact/?language=${site.locale}&size=20`, { headers: await editorAuthorization(request) });
    expect(stored.status()).toBe(200);
    const { results } = (await stored.json()) as { results: ContactMessage[] };
    expect(results.find((row) => row.id === id)).toMatchObject({
      locale: site.locale,
      email: 'claire.dubois@example.be',
      name: 'Claire Dubois',
      message: text,
    });
    expect((await request.get('/api/contact/')).status()).toBe(401);
  });
}
