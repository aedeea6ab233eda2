import 'server-only';
import { getSitemapEntityChunk, getSitemapEntityCount, getSitemapFixedPages, SITEMAP_CHUNK_SIZE } from '@/app/_data/xml-sitemap';
import { SITEMAP_MAX_URLS } from '@/lib/constants';
import { LOCALES, type Locale } from '@/lib/locales';
import { fixedPath } from '@/lib/localized-paths';
import { canonicalPath } from '@/lib/seo-rules';
import { type SitemapFile, sitemapFilePath, splitSitemap } from '@/lib/sitemap-files';
import { type SitemapUrl, sitemapIndexXml, URLSET_CLOSE, URLSET_OPEN, urlEntryXml } from '@/lib/sitemap-xml';
import { alternateLanguages } from './metadata';
import { absoluteUrl, originOf } from './urls';

/**
 * The XML sitemaps (sitemaps.org): an index per site naming each locale's files, and files of at
 * most SITEMAP_MAX_URLS URLs. A locale's URLs are its fixed pages, then its entity pages in the
 * slug registry's order; each `<url>` carries the canonical and the hreflang links the page's own
 * head carries (the same functions build both).
 */

export const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  // The data under them is cached and expired by writes (src/app/_data/xml-sitemap.ts); a CDN keeps them briefly.
  'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
};

/** A locale's sitemap files. */
export async function sitemapFilesOf(locale: Locale): Promise<SitemapFile[]> {
  const [fixed, entities] = await Promise.all([getSitemapFixedPages(locale), getSitemapEntityCount(locale)]);
  return splitSitemap(fixed.length + entities, SITEMAP_MAX_URLS);
}

/** The index of a site: the files of the locales it serves (one per domain, all three on a shared host). */
export async function sitemapIndex(locales: readonly Locale[]): Promise<string> {
  const files = await Promise.all(
    locales.map(async (locale) =>
      (await sitemapFilesOf(locale)).map((file) => ({ loc: `${originOf(locale)}${sitemapFilePath(locale, file.n)}`, lastmod: null })),
    ),
  );
  return sitemapIndexXml(files.flat());
}

function sitemapUrl(locale: Locale, path: string, lastmod: string | null, alternates: Partial<Record<Locale, string>>): SitemapUrl {
  return { loc: absoluteUrl(locale, canonicalPath(path, '')), lastmod, alternates: alternateLanguages(alternates) };
}

/**
 * The URLs from `position` on (up to `end`) that one read gives: the fixed pages, or one chunk of
 * entity pages. `next` is where the following read starts; a list that shrank since it was counted ends there.
 */
async function urlsFrom(locale: Locale, position: number, end: number): Promise<{ urls: SitemapUrl[]; next: number }> {
  const fixed = await getSitemapFixedPages(locale);
  if (position < fixed.length) {
    const pages = fixed.slice(position, Math.min(end, fixed.length));
    const urls = pages.map((page) =>
      sitemapUrl(locale, fixedPath(locale, page.route), page.lastmod, Object.fromEntries(LOCALES.map((l) => [l, fixedPath(l, page.route)]))),
    );
    return { urls, next: position + pages.length };
  }
  const offset = position - fixed.length;
  const chunk = Math.floor(offset / SITEMAP_CHUNK_SIZE);
  const rows = await getSitemapEntityChunk(locale, chunk);
  const from = offset - chunk * SITEMAP_CHUNK_SIZE;
  const taken = rows.slice(from, from + (end - position));
  const urls = taken.map((row) => sitemapUrl(locale, row.path, row.lastmod, row.alternates));
  return { urls, next: taken.length > 0 && rows.length === SITEMAP_CHUNK_SIZE ? position + taken.length : end };
}

/**
 * One sitemap file as a stream: written a read at a time, so a file of 50,000 URLs is never held
 * whole. The first read happens before the response starts, so a failing database answers an error, not a cut file.
 */
export async function sitemapFileStream(locale: Locale, file: SitemapFile): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let position = file.start;
  let pending: SitemapUrl[] | null = null;
  if (position < file.end) {
    const first = await urlsFrom(locale, position, file.end);
    pending = first.urls;
    position = first.next;
  }
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(URLSET_OPEN + (pending ?? []).map(urlEntryXml).join('')));
        return;
      }
      if (position >= file.end) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
        return;
      }
      const { urls, next } = await urlsFrom(locale, position, file.end);
      position = next;
      controller.enqueue(encoder.encode(urls.map(urlEntryXml).join('')));
    },
  });
}
