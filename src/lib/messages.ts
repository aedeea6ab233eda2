import type { Locale } from './locales';

/**
 * A locale's messages may be another's with a few keys of its own: `fr-fr` is `fr-be` but for the
 * examples that name a French address (messages/fr-fr.json holds only those).
 */
export const MESSAGES_BASE: Partial<Record<Locale, Locale>> = { 'fr-fr': 'fr-be' };

type Messages = { [key: string]: string | Messages };

/** `base` with `own` laid over it, key by key at every depth. */
export function overlayMessages(base: Messages, own: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const under = merged[key];
    merged[key] = typeof value === 'object' && typeof under === 'object' ? overlayMessages(under, value) : value;
  }
  return merged;
}
