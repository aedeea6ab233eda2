'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useIntegrations } from '@/components/integrations/IntegrationsProvider';
import { hasAnsweredConsent } from '@/components/integrations/use-consent';
import { TIMINGS } from '@/lib/constants';
import { LOCALES, type Locale } from '@/lib/locales';

type LocaleSwitcherProps = {
  current: Locale;
  /** Absolute home URL of each locale: where a page without a counterpart leads. */
  homes: Record<Locale, string>;
  /** Short visible labels (BE·FR) and the full names screen readers and tooltips get. */
  labels: Record<Locale, string>;
  names: Record<Locale, string>;
  label: string;
};

const LOCALE_COOKIE = 'NEXT_LOCALE';

/** The same page in each locale, from the page's own hreflang alternates (SPEC §4). */
function alternatesInDocument(): Partial<Record<Locale, string>> {
  const found: Partial<Record<Locale, string>> = {};
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    const lang = link.hreflang as Locale;
    if ((LOCALES as readonly string[]).includes(lang)) found[lang] = link.href;
  }
  return found;
}

/** Keeps the choice for 365 days, only once the visitor has answered the cookie banner. */
function rememberLocale(locale: Locale, consent: { key: string; revision: number }): void {
  if (!hasAnsweredConsent(consent.key, consent.revision)) return;
  const maxAge = TIMINGS.localeCookieDays * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${maxAge}; samesite=lax`;
}

/**
 * Switches to the same entity in another locale where it exists, else to that locale's home
 * (SPEC §2.1). The choice is remembered for 365 days only once the visitor has answered the
 * cookie banner.
 */
export function LocaleSwitcher({ current, homes, labels, names, label }: LocaleSwitcherProps) {
  const pathname = usePathname();
  const { consent } = useIntegrations();
  const [targets, setTargets] = useState<Partial<Record<Locale, string>>>({});

  useEffect(() => {
    // The head updates after the page streams in; read it once the navigation has settled.
    const timer = window.setTimeout(() => setTargets(alternatesInDocument()), 50);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-0.5 text-xs whitespace-nowrap sm:text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="true" title={names[locale]} className="rounded-md px-1.5 py-1 font-semibold underline underline-offset-4">
                {labels[locale]}
                <span className="sr-only">, {names[locale]}</span>
              </span>
            ) : (
              <a
                href={targets[locale] ?? homes[locale]}
                hrefLang={locale}
                lang={locale}
                onClick={() => rememberLocale(locale, consent)}
                title={names[locale]}
                className="rounded-md px-1.5 py-1 hover:underline focus-visible:underline"
              >
                {/* The name starts with the visible label (WCAG 2.5.3 Label in Name), then says it in full. */}
                {labels[locale]}
                <span className="sr-only">, {names[locale]}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
