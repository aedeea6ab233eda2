import { pathnames } from '@/i18n/routing';
import type { Locale } from './locales';

type FixedPathname = {
  [K in keyof typeof pathnames]: K extends `${string}[${string}` ? never : K;
}[keyof typeof pathnames];

/** A fixed route's path in a locale, without the locale prefix: `/about` → `/over-ons` on nl-be. */
export function fixedPath(locale: Locale, internal: FixedPathname): string {
  const entry = pathnames[internal];
  return typeof entry === 'string' ? entry : entry[locale];
}
