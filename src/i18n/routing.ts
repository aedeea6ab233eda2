import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';
import { pathnames } from '@/lib/pathnames';
import { SITE_DOMAINS } from '@/lib/site-domains';

export { pathnames };

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // No browser-language detection for visitors (SPEC §2.1).
  localeDetection: false,
  // The visitor's choice is stored only with their consent (src/components/navigation locale switcher).
  localeCookie: false,
  // Each page names its alternates in its HTML, from the database: the same slug in another
  // locale is usually another address, which a header built from the path cannot know.
  alternateLinks: false,
  domains: SITE_DOMAINS
    ? LOCALES.map((locale) => ({ domain: SITE_DOMAINS![locale], defaultLocale: locale, locales: [locale] }))
    : undefined,
  pathnames,
});

export type AppPathname = keyof typeof pathnames;
