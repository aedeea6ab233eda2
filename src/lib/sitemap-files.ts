import { isLocale, type Locale } from './locales';

/** One sitemap file: its number (from 1) and the range of the locale's URL list it holds. */
export type SitemapFile = { n: number; start: number; end: number };

/**
 * Splits a locale's `total` URLs into files of at most `limit` each. An empty list still gets one
 * (empty) file, so the index always names each locale's first file.
 */
export function splitSitemap(total: number, limit: number): SitemapFile[] {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A sitemap file holds at least one URL, not ${limit}`);
  const count = Math.max(1, Math.ceil(total / limit));
  return Array.from({ length: count }, (_, index) => ({
    n: index + 1,
    start: index * limit,
    end: Math.min(total, (index + 1) * limit),
  }));
}

/** The path of a sitemap file: `/sitemaps/nl-be-2.xml`. */
export function sitemapFilePath(locale: Locale, n: number): string {
  return `/sitemaps/${locale}-${n}.xml`;
}

const FILE_NAME = /^([a-z]{2}-[a-z]{2})-([1-9][0-9]{0,5})\.xml$/;

/** Reads a file name of sitemapFilePath (`fr-be-1.xml`), or null when it is not one. */
export function parseSitemapFileName(name: string): { locale: Locale; n: number } | null {
  const match = FILE_NAME.exec(name);
  if (!match || !isLocale(match[1])) return null;
  return { locale: match[1], n: Number(match[2]) };
}
