import 'server-only';
import { escapeHtml } from '@/lib/escape-html';
import type { Locale } from '@/lib/locales';
import { localeHref } from '@/lib/localized-paths';
import { writtenTexts } from './messages';

/** Each locale's page, written once: its texts change only with a new build. */
const pages = new Map<Locale, string>();

/**
 * The page the search answers past a client's allowance (src/proxy/search-allowance.ts), in the locale: a title, a
 * sentence and the way home, in plain HTML with no script or style for the site's policy to allow.
 */
export function tooManySearchesPage(locale: Locale): string {
  let page = pages.get(locale);
  if (page === undefined) {
    const { title, message } = writtenTexts(locale, 'Search.tooManySearches');
    const { backHome } = writtenTexts(locale, 'NotFound');
    page = [
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`,
      '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
      `<title>${escapeHtml(title!)}</title></head><body><h1>${escapeHtml(title!)}</h1><p>${escapeHtml(message!)}</p>`,
      `<p><a href="${escapeHtml(localeHref(locale, '/'))}">${escapeHtml(backHome!)}</a></p></body></html>`,
    ].join('');
    pages.set(locale, page);
  }
  return page;
}
