import 'server-only';
import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';
import { pathPrefix, SITE_DOMAINS } from '@/lib/site-domains';
import { env } from './env';

/**
 * Absolute addresses of the site, for pages (canonical links, alternates) and for what leaves it
 * without a request to take the host from (mails).
 */

/** Origin of a locale's site: its own domain in production, SITE_URL on a shared host. */
export function originOf(locale: Locale): string {
  return SITE_DOMAINS ? `https://${SITE_DOMAINS[locale]}` : env.SITE_URL.replace(/\/$/, '');
}

/** Absolute URL of a path given without locale prefix (`/pays/espagne`). */
export function absoluteUrl(locale: Locale, localizedPath: string): string {
  const path = `${pathPrefix(locale)}${localizedPath === '/' ? '' : localizedPath}` || '/';
  return `${originOf(locale)}${path}`;
}

export const X_DEFAULT_LOCALE: Locale = DEFAULT_LOCALE;
