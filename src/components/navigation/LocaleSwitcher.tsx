'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useIntegrations } from '@/components/integrations/IntegrationsProvider';
import { hasAnsweredConsent } from '@/components/integrations/use-consent';
import { TIMINGS } from '@/lib/constants';
import { LOCALES, type Locale } from '@/lib/locales';
import { LocaleLinks, type LocaleLinksProps } from './LocaleLinks';

type LocaleSwitcherProps = Omit<LocaleLinksProps, 'hrefs' | 'onChoose'> & {
  /** Absolute home URL of each locale: where a page without a counterpart leads. */
  homes: Record<Locale, string>;
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
export function LocaleSwitcher({ homes, ...links }: LocaleSwitcherProps) {
  const pathname = usePathname();
  const { consent } = useIntegrations();
  // Mounted only in the browser (DeferredLocaleSwitcher), so it may read the head while rendering.
  const [targets, setTargets] = useState(alternatesInDocument);

  useEffect(() => {
    // The head updates after the page streams in; read it once the navigation has settled.
    const timer = window.setTimeout(() => setTargets(alternatesInDocument()), 50);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  const hrefs = Object.fromEntries(LOCALES.map((locale) => [locale, targets[locale] ?? homes[locale]])) as Record<Locale, string>;
  return <LocaleLinks {...links} hrefs={hrefs} onChoose={(locale) => () => rememberLocale(locale, consent)} />;
}
