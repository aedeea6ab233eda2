import { expect, test } from '@playwright/test';
import { DOMAINS_PORT, siteDomain } from './domains-fixtures';
import { rawRequest } from './raw-request';

/** The same site built with one domain per locale (SITE_DOMAINS), reached by host name (SPEC §2.1). */
const sites = [
  { locale: 'fr-be', about: '/a-propos', oldAbout: '/qui-sommes-nous', other: { locale: 'nl-be', about: '/over-ons' }, foreign: '/bestemmingen' },
  { locale: 'nl-be', about: '/over-ons', oldAbout: '/wie-zijn-we', other: { locale: 'fr-be', about: '/a-propos' }, foreign: '/pays' },
  { locale: 'fr-fr', about: '/a-propos', oldAbout: '/qui-sommes-nous', other: { locale: 'nl-be', about: '/over-ons' }, foreign: '/over-ons' },
] as const;

const origin = (locale: string) => `http://${siteDomain(locale)}:${DOMAINS_PORT}`;
/** Canonicals and alternates name the production scheme of the configured domain. */
const publicOrigin = (locale: string) => `https://${siteDomain(locale)}:${DOMAINS_PORT}`;

for (const { locale, about, oldAbout, other, foreign } of sites) {
  test.describe(`${locale} on its own domain`, () => {
    test('home and about page are served without a prefix', async ({ page }) => {
      const home = await page.goto(`${origin(locale)}/`);
      expect(home?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${publicOrigin(locale)}/?$`));

      const response = await page.goto(`${origin(locale)}${about}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${publicOrigin(locale)}${about}`);
      await expect(page.locator(`link[rel="alternate"][hreflang="${other.locale}"]`)).toHaveAttribute(
        'href',
        `${publicOrigin(other.locale)}${other.about}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${publicOrigin('fr-be')}/a-propos`,
      );
    });

    test('links stay on the domain without a prefix; the switcher leads to the other domain', async ({ page }) => {
      await page.goto(`${origin(locale)}${about}`);
      await expect(page.getByRole('banner').locator('a[href="/"]').first()).toBeVisible();
      const hrefs = await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')!),
      );
      expect(hrefs.length).toBeGreaterThan(20);
      expect(hrefs.filter((href) => /^\/(fr-be|nl-be|fr-fr)(\/|$)/.test(href))).toEqual([]);
      const switcher = page.locator(`a[hreflang="${other.locale}"]`).first();
      await expect(switcher).toHaveAttribute('href', `${publicOrigin(other.locale)}${other.about}`);
    });

    test('the redirections of the locale apply on its domain, without a prefix', async ({ page }) => {
      // Only the browser resolves `*.localhost`: the redirect is read from the navigation that followed it.
      const landed = await page.goto(`${origin(locale)}${oldAbout}?ref=old`);
      expect(page.url()).toBe(`${origin(locale)}${about}?ref=old`);
      expect(landed?.status()).toBe(200);
      const moved = await landed!.request().redirectedFrom()!.response();
      expect(moved?.status()).toBe(301);
      expect(moved?.headers().location).toBe(`${about}?ref=old`);
    });

    test('a first segment of another locale leads to /not-found on the same domain', async ({ page }) => {
      const response = await page.goto(`${origin(locale)}${foreign}`);
      expect(page.url()).toBe(`${origin(locale)}/not-found`);
      expect(response?.status()).toBe(404);
    });
  });
}

test.describe('click-outs with a domain per locale', () => {
  test('/out answers the same on every domain: 302 to the merchant, 404 for an unknown target', async ({ page, context }) => {
    const listing = await page.goto(`${origin('fr-be')}/api/stores/?size=1&language=fr-be`);
    const [first] = ((await listing!.json()) as { results: { id: number }[] }).results;
    const store = (await (await page.goto(`${origin('fr-be')}/api/stores/${first!.id}/?language=fr-be`))!.json()) as { id: number; website: string };
    for (const { locale } of sites) {
      // The redirect itself: the merchant's site is out of this machine's reach (the navigation fails there).
      // A tab of its own, which the failed navigation leaves on Chromium's error page.
      const out = `${origin(locale)}/out/store/${store.id}`;
      const tab = await context.newPage();
      const answered = tab.waitForResponse((response) => response.url() === out);
      await tab.goto(out).catch(() => undefined);
      expect((await answered).status(), locale).toBe(302);
      expect((await answered).headers()['location'], locale).toBe(new URL(store.website).toString());
      await tab.close();
      const missing = await page.goto(`${origin(locale)}/out/store/999999999`);
      expect(missing?.status(), locale).toBe(404);
    }
  });
});

test.describe('sitemaps and robots.txt per domain', () => {
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc!);

  for (const { locale, other } of sites) {
    test(`${locale}: the index names only its own files; another locale's file is 404 there`, async ({ page }) => {
      const index = await page.goto(`${origin(locale)}/sitemap.xml`);
      expect(index?.status()).toBe(200);
      expect(index?.headers()['content-type']).toBe('application/xml; charset=utf-8');
      expect(locsOf(await index!.text())).toEqual([`${publicOrigin(locale)}/sitemaps/${locale}-1.xml`]);

      const own = await page.goto(`${origin(locale)}/sitemaps/${locale}-1.xml`);
      expect(own?.status()).toBe(200);
      const urls = locsOf(await own!.text());
      expect(urls.length).toBeGreaterThan(100);
      expect(urls.every((url) => url.startsWith(`${publicOrigin(locale)}/`) || url === publicOrigin(locale))).toBe(true);

      expect((await page.goto(`${origin(locale)}/sitemaps/${other.locale}-1.xml`))?.status()).toBe(404);

      const robots = await page.goto(`${origin(locale)}/robots.txt`);
      expect(await robots!.text()).toContain(`Sitemap: ${publicOrigin(locale)}/sitemap.xml`);
    });
  }
});

/** A request to the domains' server with the headers exactly as given. */
const raw = (path: string, headers: Record<string, string>) => rawRequest(`http://127.0.0.1:${DOMAINS_PORT}`, path, headers);

test.describe('X-Forwarded-Host written by a client', () => {
  // This server trusts no proxy (TRUSTED_PROXY_HOPS=0, playwright.config.ts): the header is the
  // client's own, and a shared cache keyed on Host would otherwise keep one locale under another's domain.
  const forged = { host: `${siteDomain('fr-be')}:${DOMAINS_PORT}`, 'x-forwarded-host': `${siteDomain('nl-be')}:${DOMAINS_PORT}` };

  test('chooses no locale: pages, robots.txt and the sitemaps follow Host', async () => {
    const about = await raw('/a-propos', forged);
    expect(about.status).toBe(200);
    expect(about.body).toMatch(/<html[^>]* lang="fr-be"/);
    expect(about.body).toContain(`<link rel="canonical" href="${publicOrigin('fr-be')}/a-propos"`);

    const home = await raw('/', forged);
    expect(home.status).toBe(200);
    expect(home.body).toMatch(/<html[^>]* lang="fr-be"/);

    // nl-be's own path is another locale's on this domain.
    const foreign = await raw('/bestemmingen', forged);
    expect(foreign.status).toBe(307);
    expect(foreign.headers.location).toMatch(/^(http:\/\/be\.localhost:\d+)?\/not-found$/);

    const robots = await raw('/robots.txt', forged);
    expect(robots.body).toContain(`Sitemap: ${publicOrigin('fr-be')}/sitemap.xml`);
    const index = await raw('/sitemap.xml', forged);
    expect([...index.body.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc)).toEqual([`${publicOrigin('fr-be')}/sitemaps/fr-be-1.xml`]);
    expect((await raw('/sitemaps/fr-be-1.xml', forged)).status).toBe(200);
    expect((await raw('/sitemaps/nl-be-1.xml', forged)).status).toBe(404);
  });
});
