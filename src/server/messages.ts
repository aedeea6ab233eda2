import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/locales';
import { MESSAGES_BASE, overlayMessages, type Messages } from '@/lib/messages';

/**
 * A locale's messages as written, its base locale's under them (fr-fr over fr-be), for text the
 * server writes itself (a mail, the proxy's own pages). Read, not imported: the build turns
 * imported catalogs into precompiled messages for next-intl's formatter (next.config.ts), which
 * hold no plain text.
 */
function writtenMessages(locale: Locale): Messages {
  const read = (name: Locale) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${name}.json`), 'utf8')) as Messages;
  const base = MESSAGES_BASE[locale];
  return base ? overlayMessages(read(base), read(locale)) : read(locale);
}

/** The plain texts of one namespace of a locale's messages (`Newsletter.mail`); an error when it has none. */
export function writtenTexts(locale: Locale, namespace: string): Record<string, string> {
  let found: unknown = writtenMessages(locale);
  for (const key of namespace.split('.')) found = typeof found === 'object' && found !== null ? (found as Record<string, unknown>)[key] : undefined;
  if (typeof found !== 'object' || found === null || Array.isArray(found)) throw new Error(`messages/${locale}.json has no ${namespace}`);
  return Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
