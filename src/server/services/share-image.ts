import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLocale, type Locale } from '@/lib/locales';
import { derivedKey } from './auth';

/**
 * Share images are drawn on request from a title; the address carries a signature of it so that
 * only the site's own titles are drawn (a forged one would make the server draw anything).
 */
function signatureOf(locale: Locale, title: string): Buffer {
  return createHmac('sha256', derivedKey('share-image')).update(`${locale}\n${title}`).digest().subarray(0, 12);
}

/** The query of a page's share image: its locale, title and signature. */
export function shareImageQuery(locale: Locale, title: string): string {
  return new URLSearchParams({ locale, title, s: signatureOf(locale, title).toString('base64url') }).toString();
}

export function isSignedShareImage(locale: Locale, title: string, signature: string): boolean {
  // Compared as text: base64url decoding would ignore trailing characters.
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(locale, title).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The parameters a share image address carries, each once; its title is at most this long. */
const PARAMETERS = ['locale', 'title', 's'];
const MAX_TITLE = 200;

/**
 * The locale and title a share image address names, when it is exactly what shareImageQuery made
 * (in any order): a parameter it never adds, or one given twice, would still pass the signature
 * and give every request an address of its own, drawn afresh past any cache (`&cb=1`, `&cb=2`…).
 */
export function signedShareImage(query: URLSearchParams): { locale: Locale; title: string } | null {
  const keys = [...query.keys()];
  if (keys.length !== PARAMETERS.length || !PARAMETERS.every((key) => query.getAll(key).length === 1)) return null;
  const locale = query.get('locale');
  const title = query.get('title')!;
  if (!isLocale(locale) || title.length === 0 || title.length > MAX_TITLE) return null;
  return isSignedShareImage(locale, title, query.get('s')!) ? { locale, title } : null;
}

/**
 * What the bundled font draws: Latin letters, digits and the punctuation French and Dutch titles
 * use. Anything else (an emoji, another script) is left out, because the image library would
 * fetch a font or an emoji from a CDN for it, and the server fetches nothing.
 */
export function drawableText(text: string): string {
  return text
    .replace(/[^\u0020-\u007e\u00a0-\u017f\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20ac]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
