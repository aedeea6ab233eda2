import type { Locale } from './locales';

/**
 * A locale's messages may be another's with a few keys of its own: `fr-fr` is `fr-be` but for the
 * examples that name a French address (messages/fr-fr.json holds only those).
 */
export const MESSAGES_BASE: Partial<Record<Locale, Locale>> = { 'fr-fr': 'fr-be' };

/** A message is a string, or once compiled at build time (next.config.ts `precompile`) an array. */
type Message = string | unknown[];
export type Messages = { [key: string]: Message | Messages };

const isNamespace = (value: Message | Messages | undefined): value is Messages =>
  typeof value === 'object' && !Array.isArray(value);

/** `base` with `own` laid over it, key by key at every depth; a message replaces a message whole. */
export function overlayMessages(base: Messages, own: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const under = merged[key];
    merged[key] = isNamespace(value) && isNamespace(under) ? overlayMessages(under, value) : value;
  }
  return merged;
}
