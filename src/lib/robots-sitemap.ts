/**
 * The robots.txt as served on a site: with a `Sitemap:` line naming that site's sitemap index
 * when the text has none for it (the stored file is one for every domain).
 */
export function withSitemapLine(text: string, sitemapUrl: string): string {
  const named = text
    .split(/\r?\n/)
    .some((line) => /^\s*sitemap\s*:/i.test(line) && line.replace(/#.*$/, '').replace(/^\s*sitemap\s*:/i, '').trim() === sitemapUrl);
  if (named) return text;
  const body = text === '' || text.endsWith('\n') ? text : `${text}\n`;
  return `${body}\nSitemap: ${sitemapUrl}\n`;
}
