import { pathnames } from '@/i18n/routing';
import type { Locale } from './locales';
import { pathPrefix } from './site-domains';

type FixedPathname = {
  [K in keyof typeof pathnames]: K extends `${string}[${string}` ? never : K;
}[keyof typeof pathnames];

/** A fixed route's path in a locale, without the locale prefix: `/about` → `/over-ons` on nl-be. */
export function fixedPath(locale: Locale, internal: FixedPathname): string {
  const entry = pathnames[internal];
  return typeof entry === 'string' ? entry : entry[locale];
}

/** The comparator's address in a locale, for "compare all deals" links. */
export function comparatorPath(locale: Locale): string {
  return `${pathPrefix(locale)}${fixedPath(locale, '/comparator')}`;
}
