'use client';

import format from 'icu-minify/format';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { dateTimeFormat, numberFormat, pluralRules, relativeTimeFormat } from '@/lib/intl-formatters';
import type { Locale } from '@/lib/locales';

/**
 * What client components translate and format with: the locale, the messages they read
 * (src/i18n/client-messages.ts), compiled when the site is built, and the server's time zone so
 * that dates hydrate as they were rendered. next-intl's own client provider and hooks carry its
 * whole formatting runtime (about 4 KB of compressed script on every page); the site's client
 * components need a lookup, ICU formatting of compiled messages, and three Intl formatters.
 */
type CompiledMessage = Parameters<typeof format>[0];
type Messages = { [key: string]: Messages | CompiledMessage };
type ClientIntl = { locale: Locale; messages: Record<string, unknown>; timeZone: string };
type Values = Record<string, string | number | Date>;

/** Exported for a page's own namespaces only (src/i18n/client-scope.tsx). */
export const IntlContext = createContext<ClientIntl | null>(null);

export function ClientIntlProvider({ locale, messages, timeZone, children }: ClientIntl & { children?: ReactNode }) {
  const value = useMemo(() => ({ locale, messages, timeZone }), [locale, messages, timeZone]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

function useIntl(): ClientIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('A client component translated outside ClientIntlProvider (src/app/[locale]/layout.tsx)');
  return intl;
}

const formatters = { getNumberFormat: numberFormat, getDateTimeFormat: dateTimeFormat, getPluralRules: pluralRules };

export function useLocale(): Locale {
  return useIntl().locale;
}

/** `t(key, values)` for the messages under `namespace` (`'Footer.newsletter'`), as next-intl's. */
export function useTranslations(namespace: string) {
  const { locale, messages, timeZone } = useIntl();
  return useMemo(() => {
    const lookup = (key: string): CompiledMessage | undefined => {
      let node: Messages | CompiledMessage | undefined = messages as Messages;
      for (const part of `${namespace}.${key}`.split('.')) {
        node = node && typeof node === 'object' && !Array.isArray(node) ? (node as Messages)[part] : undefined;
      }
      return node as CompiledMessage | undefined;
    };
    return (key: string, values?: Values): string => {
      const message = lookup(key);
      // A missing message shows its key, as next-intl does, rather than breaking the page.
      if (message === undefined) return `${namespace}.${key}`;
      const result = format(message, locale, values, { formatters, timeZone });
      return Array.isArray(result) ? result.join('') : String(result);
    };
  }, [locale, messages, namespace, timeZone]);
}

/** Each unit with its length in seconds, as next-intl counts them; a time is told in the largest that fits. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_628_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** The formatters the client components use, in the locale and the server's time zone. */
export function useFormatter() {
  const { locale, timeZone } = useIntl();
  return useMemo(
    () => ({
      number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value),
      dateTime: (value: Date, options?: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, { timeZone, ...options }).format(value),
      /** "il y a 5 minutes": the largest unit that fits, "maintenant" under a second, as next-intl words it. */
      relativeTime: (value: Date, now: Date) => {
        const seconds = (value.getTime() - now.getTime()) / 1000;
        const [unit, length] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? UNITS.at(-1)!;
        const numeric = unit === 'second' ? 'auto' : 'always';
        return relativeTimeFormat(locale, { numeric }).format(Math.round(seconds / length), unit);
      },
    }),
    [locale, timeZone],
  );
}

/** The current time, updated every `updateInterval` ms. */
export function useNow({ updateInterval }: { updateInterval: number }): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), updateInterval);
    return () => window.clearInterval(timer);
  }, [updateInterval]);
  return now;
}
