import 'server-only';
import { LOCALES } from '../db/schema';

export type Locale = (typeof LOCALES)[number];
export type Language = 'fr' | 'nl';
export { LOCALES };

export const languageOf = (locale: Locale): Language => (locale === 'nl-be' ? 'nl' : 'fr');

/** Text in both content languages; fr-be and fr-fr share the French one. */
export type Bilingual<T = string> = Record<Language, T>;

/** Which site variants carry an entity: all three, the French site only, or the two Belgian ones. */
export type Availability = 'all' | 'fr-fr' | 'be';

export function localesOf(availability: Availability): Locale[] {
  if (availability === 'fr-fr') return ['fr-fr'];
  if (availability === 'be') return ['fr-be', 'nl-be'];
  return [...LOCALES];
}

/** The locales of `locales` grouped by language, in a stable order. */
export function byLanguage(locales: readonly Locale[]): [Language, Locale[]][] {
  const out: [Language, Locale[]][] = [];
  for (const language of ['fr', 'nl'] as const) {
    const group = locales.filter((l) => languageOf(l) === language);
    if (group.length > 0) out.push([language, group]);
  }
  return out;
}
