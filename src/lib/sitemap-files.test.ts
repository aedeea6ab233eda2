import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS } from './constants';
import { withSitemapLine } from './robots-sitemap';
import { parseSitemapFileName, sitemapFilePath, splitSitemap } from './sitemap-files';
import { escapeXml, sitemapIndexXml, urlEntryXml } from './sitemap-xml';

describe('splitSitemap', () => {
  it('holds at most 50,000 URLs a file', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(splitSitemap(50_000, SITEMAP_MAX_URLS)).toEqual([{ n: 1, start: 0, end: 50_000 }]);
    expect(splitSitemap(50_001, SITEMAP_MAX_URLS)).toEqual([
      { n: 1, start: 0, end: 50_000 },
      { n: 2, start: 50_000, end: 50_001 },
    ]);
    expect(splitSitemap(100_001, SITEMAP_MAX_URLS)).toEqual([
      { n: 1, start: 0, end: 50_000 },
      { n: 2, start: 50_000, end: 100_000 },
      { n: 3, start: 100_000, end: 100_001 },
    ]);
  });

  it('gives an empty locale one empty file, and refuses a limit below one', () => {
    expect(splitSitemap(0, SITEMAP_MAX_URLS)).toEqual([{ n: 1, start: 0, end: 0 }]);
    expect(splitSitemap(7, 3).map((file) => file.end - file.start)).toEqual([3, 3, 1]);
    expect(() => splitSitemap(10, 0)).toThrow();
  });
});

describe('sitemap file names', () => {
  it('round-trip, and anything else is no file', () => {
    expect(sitemapFilePath('nl-be', 2)).toBe('/sitemaps/nl-be-2.xml');
    expect(parseSitemapFileName('nl-be-2.xml')).toEqual({ locale: 'nl-be', n: 2 });
    for (const name of ['de-de-1.xml', 'fr-be-0.xml', 'fr-be-01.xml', 'fr-be-1.txt', 'fr-be.xml', 'fr-be-1.xml.gz', '../fr-be-1.xml']) {
      expect(parseSitemapFileName(name), name).toBeNull();
    }
  });
});

describe('sitemap XML', () => {
  it('escapes text and attributes', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(
      urlEntryXml({
        loc: 'https://x.be/a?b=1&c=2',
        lastmod: '2026-01-02T03:04:05.000Z',
        alternates: { 'fr-be': 'https://x.be/a?b=1&c=2', 'x-default': 'https://x.be/a?b=1&c=2' },
      }),
    ).toBe(
      '<url><loc>https://x.be/a?b=1&amp;c=2</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="fr-be" href="https://x.be/a?b=1&amp;c=2"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.be/a?b=1&amp;c=2"/></url>\n',
    );
    expect(sitemapIndexXml([{ loc: 'https://x.be/sitemaps/fr-be-1.xml', lastmod: null }])).toContain(
      '<sitemap><loc>https://x.be/sitemaps/fr-be-1.xml</loc></sitemap>',
    );
  });
});

describe('withSitemapLine', () => {
  it('adds the site’s Sitemap line unless the text has it', () => {
    expect(withSitemapLine('User-agent: *\nAllow: /\n', 'https://x.be/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://x.be/sitemap.xml\n',
    );
    expect(withSitemapLine('User-agent: *\nAllow: /', 'https://x.be/sitemap.xml')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://x.be/sitemap.xml\n');
    const named = 'User-agent: *\nsitemap:  https://x.be/sitemap.xml # ours\n';
    expect(withSitemapLine(named, 'https://x.be/sitemap.xml')).toBe(named);
    // Another site's line is not this site's.
    expect(withSitemapLine('User-agent: *\nSitemap: https://nl.x.be/sitemap.xml\n', 'https://x.be/sitemap.xml')).toMatch(
      /Sitemap: https:\/\/nl\.x\.be\/sitemap\.xml\n\nSitemap: https:\/\/x\.be\/sitemap\.xml\n$/,
    );
  });
});
