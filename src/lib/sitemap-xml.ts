/** XML of the sitemaps.org protocol: the index, and the `<url>` entries of a file with their hreflang alternates. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute value escaped for XML. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export type SitemapUrl = {
  /** Absolute URL, the page's canonical. */
  loc: string;
  /** ISO date-time, or null when the page has no dated content. */
  lastmod: string | null;
  /** hreflang (`fr-be`, `x-default`) → absolute URL, as the page's own alternate links. */
  alternates: Record<string, string>;
};

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

export function urlEntryXml(url: SitemapUrl): string {
  const lines = [`<url><loc>${escapeXml(url.loc)}</loc>`];
  if (url.lastmod) lines.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
  for (const [hreflang, href] of Object.entries(url.alternates)) {
    lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
  }
  return `${lines.join('')}</url>\n`;
}

/** The sitemap index: one `<sitemap>` per file. */
export function sitemapIndexXml(files: { loc: string; lastmod: string | null }[]): string {
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeXml(file.loc)}</loc>${file.lastmod ? `<lastmod>${escapeXml(file.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('') +
    '</sitemapindex>\n'
  );
}
