import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { MESSAGES_BASE, overlayMessages, type Messages } from './messages';

const read = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const messagesOf = (locale: (typeof LOCALES)[number]) => {
  const base = MESSAGES_BASE[locale];
  return base ? overlayMessages(read(base), read(locale)) : read(locale);
};
const keys = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && !Array.isArray(value) ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('messages', () => {
  it('lays a locale’s own keys over its base, at every depth', () => {
    expect(overlayMessages({ a: { b: '1', c: '2' }, d: '3' }, { a: { c: 'x' } })).toEqual({ a: { b: '1', c: 'x' }, d: '3' });
  });

  it('replaces a compiled message whole: its array is a message, not a namespace', () => {
    // "page {number}" as the build compiles it.
    const merged = overlayMessages({ Seo: { page: ['page ', ['number']], market: 'BE' } }, { Seo: { page: ['Page ', ['number']] } });
    expect(merged).toEqual({ Seo: { page: ['Page ', ['number']], market: 'BE' } });
    expect(Array.isArray((merged.Seo as Record<string, unknown>).page)).toBe(true);
  });

  it('gives every locale the same keys, and fr-fr only what differs from fr-be', () => {
    const reference = keys(messagesOf('fr-be')).sort();
    for (const locale of LOCALES) expect(keys(messagesOf(locale)).sort(), locale).toEqual(reference);
    const own = keys(read('fr-fr'));
    expect(own.length).toBeGreaterThan(0);
    for (const key of own) expect(reference, key).toContain(key);
  });
});
