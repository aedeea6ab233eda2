import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

/**
 * Parses `fr-be=www.example.be,nl-be=nl.example.be,fr-fr=www.example.fr` (SITE_DOMAINS).
 * Either every locale has a domain or none has: a partial list is a configuration error.
 */
export function parseSiteDomains(value: string | undefined): Record<Locale, string> | null {
  const entries = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split('=').map((side) => side.trim()) as [string, string | undefined]);
  if (entries.length === 0) return null;
  const domains: Partial<Record<Locale, string>> = {};
  for (const [locale, domain] of entries) {
    if (!isLocale(locale) || !domain || !/^[a-z0-9.-]+(:\d+)?$/i.test(domain)) {
      throw new Error(`SITE_DOMAINS: cannot read "${locale}=${domain ?? ''}"`);
    }
    domains[locale] = domain.toLowerCase();
  }
  const missing = (['fr-be', 'nl-be', 'fr-fr'] as const).filter((locale) => !domains[locale]);
  if (missing.length > 0) throw new Error(`SITE_DOMAINS: no domain for ${missing.join(', ')}`);
  return domains as Record<Locale, string>;
}

/**
 * The domains of the build. They shape every link, in the browser too, so they are fixed when the
 * site is built: next.config.ts copies SITE_DOMAINS into NEXT_PUBLIC_SITE_DOMAINS.
 */
export const SITE_DOMAINS = parseSiteDomains(process.env.NEXT_PUBLIC_SITE_DOMAINS);

/** Locale prefix of a path: none on the locale's own domain, none for the default locale on a shared host. */
export function pathPrefix(locale: Locale, domains = SITE_DOMAINS): string {
  if (domains || locale === DEFAULT_LOCALE) return '';
  return `/${locale}`;
}

/**
 * The host a request was made to: X-Forwarded-Host, else Host; lower case, port kept. The server
 * (src/server/http/serve.mjs) keeps X-Forwarded-Host only as the trusted proxies wrote it, and next-intl
 * reads the same headers in the same order, so both name one locale.
 */
export function requestHost(headers: Headers): string {
  return (headers.get('x-forwarded-host') ?? headers.get('host') ?? '').toLowerCase();
}

/**
 * The locale whose domain a host is (with or without its port), or null when it is none of them
 * or no domains are configured. The proxy routes pages by it; robots.txt and the sitemaps, which
 * the proxy does not see (their paths hold a dot), name the same site with it.
 */
export function localeOfHost(host: string, domains = SITE_DOMAINS): Locale | null {
  if (!domains) return null;
  const name = host.toLowerCase();
  return LOCALES.find((locale) => domains[locale] === name || domains[locale] === name.split(':')[0]) ?? null;
}
