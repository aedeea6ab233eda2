import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { getRewrittenUrl } from 'next/experimental/testing/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The proxy renders a page from the internal path it works out itself (internalPathOf), and asks
 * next-intl only whether an address must move. Held here to what next-intl's own rewrite is, for
 * every address next-intl lets through, on a shared host and on per-locale domains: a next-intl
 * upgrade that maps addresses otherwise fails these tests.
 */

/** Path segments as visitors and crawlers send them: the routes' spellings, locales, slugs, encodings. */
const segment = fc.oneof(
  fc.constantFrom(
    'fr-be', 'nl-be', 'fr-fr', 'NL-BE', 'Fr-Fr', 'pays', 'bestemmingen', 'destinations', 'categories', 'categorieen', 'promotions',
    'promoties', 'comparateur', 'vergelijken', 'comparator', 'a-propos', 'over-ons', 'about', 'blog', 'search', 'faq', 'newsletter',
    'store-alerts', 'confirm', 'unsubscribe', 'not-found', 'html-sitemap', 'mentions-legales', 'wettelijke-vertegenwoordiger',
    'conditions-generales', 'terms',
    'espagne', 'spanje', 'aerolys', '%C3%A9t%C3%A9', 'caf%C3%A9', '%25C0%25AF', '%2F', '%5C', 'a%20b', '%E2%82%AC', 'x.y',
  ),
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
);
const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);

async function routing(domains: string) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_SITE_DOMAINS', domains);
  return import('./locale-routing');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

for (const [name, domains, hosts] of [
  ['on a shared host', '', ['localhost:3000']],
  ['on per-locale domains', 'fr-be=www.example.be,nl-be=nl.example.be,fr-fr=www.example.fr', ['www.example.be', 'nl.example.be', 'www.example.fr']],
] as const) {
  describe(`internal paths ${name}`, () => {
    it('are next-intl’s rewrites of the addresses it lets through', async () => {
      const { internalPathOf, localeAndSegments, routeLocale } = await routing(domains);
      let through = 0;
      fc.assert(
        fc.property(path, fc.constantFrom(...hosts), (pathname, host) => {
          const request = new NextRequest(new URL(pathname, `http://${host}`), { headers: { host } });
          const routed = routeLocale(request);
          if (routed.headers.has('location')) return;
          through += 1;
          const expected = new URL(getRewrittenUrl(routed) ?? request.url).pathname;
          const actual = new URL(internalPathOf(request, localeAndSegments(request).locale), request.url).pathname;
          expect(actual, `${host}${pathname}`).toBe(expected);
        }),
        { numRuns: 600 },
      );
      // Most addresses are let through: the property is not held on redirects alone.
      expect(through).toBeGreaterThan(200);
    });

    it('name each locale’s routes', async () => {
      const { internalPathOf, localeAndSegments } = await routing(domains);
      const of = (pathname: string, host: string) => {
        const request = new NextRequest(new URL(pathname, `http://${host}`), { headers: { host } });
        return internalPathOf(request, localeAndSegments(request).locale);
      };
      const [be, nl, fr] = domains ? hosts : ['localhost', 'localhost', 'localhost'];
      const prefix = (locale: string) => (domains ? '' : `/${locale}`);
      expect(of('/', be!)).toBe('/fr-be');
      expect(of(`${prefix('nl-be')}/bestemmingen/spanje/andalusie`, nl!)).toBe('/nl-be/destinations/spanje/andalusie');
      expect(of(`${prefix('nl-be')}/categorieen/promoties`, nl!)).toBe('/nl-be/categories/promotions');
      expect(of(`${prefix('nl-be')}/categorieen/zon`, nl!)).toBe('/nl-be/categories/zon');
      expect(of(`${prefix('fr-fr')}/comparateur`, fr!)).toBe('/fr-fr/comparator');
      expect(of(`${prefix('fr-fr')}/aerolys`, fr!)).toBe('/fr-fr/aerolys');
      expect(of('/caf%C3%A9', be!)).toBe('/fr-be/café');
    });
  });
}
