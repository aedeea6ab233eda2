import 'server-only';
import { organizationJsonLd, webSiteJsonLd, type JsonLdDocument } from '@/lib/json-ld';
import { fixedPath } from '@/lib/localized-paths';
import type { Locale } from '@/lib/locales';
import { absoluteUrl, originOf } from './urls';

/**
 * The locale's site (WebSite, with its search box on the locale's search page) and its publisher
 * (Organization: the locale's brand, its home page, the site's icon as a PNG logo), for the home
 * page, where search engines look for them. Without a brand, the host name stands for it.
 */
export function siteJsonLd(locale: Locale, brand: string): [JsonLdDocument, JsonLdDocument] {
  const home = absoluteUrl(locale, '/');
  const name = brand || new URL(home).hostname;
  return [
    webSiteJsonLd({ name, url: home, searchUrl: absoluteUrl(locale, fixedPath(locale, '/search')), language: locale }),
    organizationJsonLd({ name, url: home, logo: `${originOf(locale)}/apple-icon.png` }),
  ];
}
