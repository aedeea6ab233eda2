import type { Locale } from './locales';
import { pathnames } from './pathnames';
import { pathPrefix } from './site-domains';

type FixedPathname = {
  [K in keyof typeof pathnames]: K extends `${string}[${string}` ? never : K;
}[keyof typeof pathnames];

/** A fixed route's path in a locale, without the locale prefix: `/about` → `/over-ons` on nl-be. */
export function fixedPath(locale: Locale, internal: FixedPathname): string {
  const entry = pathnames[internal];
  return typeof entry === 'string' ? entry : entry[locale];
}

/**
 * A fixed route's address in a locale, prefix included (`/destinations` → `/nl-be/bestemmingen`
 * on nl-be without domains): what next-intl's navigation computes, without shipping it to the
 * browser. Entities' addresses come from src/lib/entity-paths.ts.
 */
export function localeHref(locale: Locale, internal: FixedPathname, domains?: Parameters<typeof pathPrefix>[1]): string {
  const path = fixedPath(locale, internal);
  return `${pathPrefix(locale, domains)}${path === '/' ? '' : path}` || '/';
}
