/** Site variants (SPEC §2.1); fr-be is the default and carries no path prefix. */
export const LOCALES = ['fr-be', 'nl-be', 'fr-fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr-be';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The content language of a locale: both French variants share French, nl-be is Dutch. */
export function languageOf(locale: Locale): 'fr' | 'nl' {
  return locale === 'nl-be' ? 'nl' : 'fr';
}

/** Region of a locale (SPEC §2.1): fr for both French variants, be for the Dutch one. */
export function regionOf(locale: Locale): 'fr' | 'be' {
  return locale === 'nl-be' ? 'be' : 'fr';
}
