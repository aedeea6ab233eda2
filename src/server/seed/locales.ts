import 'server-only';
import { LOCALES } from '../db/schema';

export type Locale = (typeof LOCALES)[number];
export type Language = 'fr' | 'nl';
export { LOCALES };

export const languageOf = (locale: Locale): Language => (locale === 'nl-be' ? 'nl' : 'fr');

/** Something in both content languages, shared by fr-be and fr-fr (slugs, names). */
export type Bilingual<T = string> = Record<Language, T>;

/**
 * Text in both content languages, with the French written for France where it cannot be the
 * Belgian one (departure airports, the travellers addressed, the market named in titles).
 */
export type Text<T = string> = Bilingual<T> & { frFr?: T };

/** The text a locale reads: fr-fr its own French when it has one, the shared French otherwise. */
export function textFor<T>(text: Text<T>, locale: Locale): T {
  if (locale === 'fr-fr' && text.frFr !== undefined) return text.frFr;
  return text[languageOf(locale)];
}

/** A list of texts whose French items at some indexes read differently in France. */
export function withFrFrItems(text: Bilingual<string[]>, items: Record<number, string>): Text<string[]> {
  return { ...text, frFr: text.fr.map((item, i) => items[i] ?? item) };
}

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
