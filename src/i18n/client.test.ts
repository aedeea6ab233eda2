import compile from 'icu-minify/compile';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientIntlProvider, useFormatter, useLocale, useTranslations } from './client';

/** Messages as the build hands them to the layout: compiled by next-intl's catalog loader. */
const messages = {
  Store: {
    greeting: compile('Bonjour {name}'),
    votes: compile('{count, plural, =0 {aucun avis} one {# avis} other {# avis}}'),
    nested: { title: compile('Titre') },
  },
};

function render(component: () => ReactNode, locale: 'fr-be' | 'nl-be' = 'fr-be'): string {
  return renderToString(createElement(ClientIntlProvider, { locale, messages, timeZone: 'UTC' }, createElement(component)));
}

describe('client translations', () => {
  it('formats compiled messages with their values, plurals and nested keys', () => {
    const Probe = () => {
      const t = useTranslations('Store');
      return [t('greeting', { name: 'Léa' }), t('votes', { count: 0 }), t('votes', { count: 1200 }), t('nested.title')].join('|');
    };
    expect(render(Probe)).toBe('Bonjour Léa|aucun avis|1\u202f200 avis|Titre');
  });

  it('shows the key of a missing message rather than failing the page', () => {
    const Probe = () => useTranslations('Store')('missing');
    expect(render(Probe)).toBe('Store.missing');
  });

  it('formats numbers, dates and relative times in the locale and the given time zone', () => {
    const Probe = () => {
      const format = useFormatter();
      const now = new Date('2026-03-01T12:00:00Z');
      return [
        useLocale(),
        format.number(4.25, { maximumFractionDigits: 1 }),
        format.dateTime(new Date('2026-03-01T23:30:00Z'), { dateStyle: 'long' }),
        format.relativeTime(new Date('2026-03-01T11:55:00Z'), now),
        format.relativeTime(new Date('2026-03-01T11:59:59.600Z'), now),
        format.relativeTime(new Date('2026-02-27T12:00:00Z'), now),
      ].join('|');
    };
    expect(render(Probe, 'nl-be')).toBe('nl-be|4,3|1 maart 2026|5 minuten geleden|nu|2 dagen geleden');
  });

  it('needs the provider', () => {
    expect(() => renderToString(createElement(() => useTranslations('Store')('greeting')))).toThrow(/ClientIntlProvider/);
  });
});
