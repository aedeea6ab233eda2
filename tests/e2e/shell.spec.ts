import { expect, test } from '@playwright/test';

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
  const box = page.getByRole('search').getByRole('searchbox').or(page.getByRole('search').getByRole('textbox')).first();
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

  // Closing slides the panel out: it stays for 200 ms in its closing state, then is gone.
  const panelId = (await burger.getAttribute('aria-controls'))!;
  await page.evaluate((id) => {
    const element = document.getElementById(id)!;
    const seen: { state: string | null; at: number }[] = [];
    (window as unknown as { panelStates: typeof seen }).panelStates = seen;
    new MutationObserver(() => seen.push({ state: element.getAttribute('data-state'), at: performance.now() })).observe(
      element,
      { attributes: true, attributeFilter: ['data-state'] },
    );
  }, panelId);
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  const panelBox = page.locator(`#${panelId}`);
  await expect(panelBox).toHaveAttribute('data-state', 'closed');
  await expect(panelBox).toBeHidden();
  const states = await page.evaluate(() => (window as unknown as { panelStates: { state: string; at: number }[] }).panelStates);
  expect(states.map((entry) => entry.state)).toEqual(['closing', 'closed']);
  expect(states[1]!.at - states[0]!.at).toBeGreaterThanOrEqual(190);
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

test('the contact form refuses an empty form and stores a valid message', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toBeFocused();
  await form.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill('claire@example.be');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Claire Dubois');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Bonjour, votre code ETE2026 ne fonctionne plus chez ce voyagiste.');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/pages/send_email/')),
    form.getByRole('button', { name: 'Envoyer' }).click(),
  ]);
  expect(response.status()).toBe(201);
  await expect(page.getByText('Merci, votre message a bien été envoyé.', { exact: false })).toBeVisible();
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
  await expect(footer.getByRole('status')).toContainText(/bedankt/i);
  await expect(box).toHaveValue('');
});
