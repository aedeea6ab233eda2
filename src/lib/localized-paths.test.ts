import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';
import { pathnames, routing } from '@/i18n/routing';
import { LOCALES } from './locales';
import { localeHref } from './localized-paths';

const fixedRoutes = Object.keys(pathnames).filter((route) => !route.includes('[')) as Parameters<typeof localeHref>[1][];

describe('localeHref', () => {
  // next-intl's own navigation maps the same routes for the proxy and the server; links must agree.
  const { getPathname } = createNavigation(routing);

  it.each(LOCALES)('gives every fixed route the address next-intl gives it in %s', (locale) => {
    for (const route of fixedRoutes) expect(localeHref(locale, route), route).toBe(getPathname({ locale, href: route }));
  });

  it('prefixes the other locales and localizes their segments', () => {
    expect(localeHref('fr-be', '/')).toBe('/');
    expect(localeHref('nl-be', '/')).toBe('/nl-be');
    expect(localeHref('nl-be', '/destinations')).toBe('/nl-be/bestemmingen');
    expect(localeHref('fr-fr', '/comparator')).toBe('/fr-fr/comparateur');
  });
});
