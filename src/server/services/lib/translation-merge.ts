import 'server-only';
import { LOCALES, type Locale } from '@/lib/locales';
import { ValidationError } from '../../errors';

/**
 * A partial update (PATCH) merged onto the record it changes: the fields it gives replace theirs
 * (null is a value: no image), per locale an object changes the given texts, null removes the
 * locale, and a locale left out stays as it is.
 */

type Translations<T> = Partial<Record<Locale, T>>;
type TranslationPatches<T> = Partial<Record<Locale, Partial<T> | null>>;

export function mergeTranslations<T extends object>(current: Translations<T>, patch: TranslationPatches<T> | undefined): Translations<Partial<T>> {
  const merged: Translations<Partial<T>> = {};
  for (const locale of LOCALES) {
    const change = patch?.[locale];
    const existing = current[locale];
    if (change === null) continue;
    if (change === undefined) {
      if (existing) merged[locale] = existing;
      continue;
    }
    merged[locale] = { ...existing, ...definedFields(change) };
  }
  return merged;
}

/** The fields an update gives: left out (undefined) means unchanged. */
export function definedFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A locale a PATCH adds needs what a create needs (`required`): 422 on each missing field. */
export function assertNewLocalesComplete(
  what: string,
  current: Translations<object>,
  merged: Translations<object>,
  required: readonly string[],
): void {
  const issues = LOCALES.filter((locale) => merged[locale] && !current[locale]).flatMap((locale) =>
    required
      .filter((field) => (merged[locale] as Record<string, unknown>)[field] === undefined)
      .map((field) => ({ path: `translations.${locale}.${field}`, message: `Required for a new locale` })),
  );
  if (issues.length > 0) throw new ValidationError(`Invalid ${what}`, issues);
}

/** The locales a record had and no longer has. */
export function removedLocales(current: Translations<object>, merged: Translations<object>): Locale[] {
  return LOCALES.filter((locale) => current[locale] && !merged[locale]);
}
