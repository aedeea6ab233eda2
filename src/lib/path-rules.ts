import { MAX_PATH_DEPTH, MAX_SLUG_LENGTH } from './constants';
import { hasControlCharacters } from './request-guard';
import { LOCALES, type Locale } from './locales';

/** First segments of the fixed routes per locale (SPEC §2.1 table), after the locale prefix. */
const FIXED_SEGMENTS: Record<Locale, readonly string[]> = {
  'fr-be': ['a-propos', 'pays', 'categories', 'comparateur', 'conditions-generales', 'mentions-legales'],
  'fr-fr': ['a-propos', 'pays', 'categories', 'comparateur', 'conditions-generales', 'mentions-legales'],
  'nl-be': ['over-ons', 'bestemmingen', 'categorieen', 'vergelijken', 'gebruiksvoorwaarden', 'wettelijke-vertegenwoordiger'],
};

/** Shared by every locale (SPEC §2.1 "plus faq, contact, cookies, privacy, blog"). */
const SHARED_SEGMENTS = ['faq', 'contact', 'cookies', 'privacy', 'blog', 'html-sitemap', 'search', 'not-found', 'newsletter', 'store-alerts'];

/** Served apart from every locale: the back-office (`/admin`, src/app/admin). */
const APART_SEGMENTS = ['admin'];

const RESERVED = new Set([...LOCALES.flatMap((locale) => FIXED_SEGMENTS[locale]), ...SHARED_SEGMENTS, ...APART_SEGMENTS]);

/** A reserved first segment that belongs to another locale (e.g. `/bestemmingen` on fr-be). */
export function isForeignSegment(locale: Locale, segment: string | undefined): boolean {
  if (!segment) return false;
  const own = new Set([...FIXED_SEGMENTS[locale], ...SHARED_SEGMENTS]);
  return RESERVED.has(segment) && !own.has(segment);
}

/** Whether a first segment is taken by a fixed route, so no content slug may use it. */
export function isReservedSegment(segment: string): boolean {
  return RESERVED.has(segment) || (LOCALES as readonly string[]).includes(segment);
}

/** Non-blog paths deeper than 4 segments lead to /not-found (SPEC §5). */
export function isTooDeep(segments: readonly string[]): boolean {
  return segments[0] !== 'blog' && segments.length > MAX_PATH_DEPTH;
}

/**
 * A route's path segments as slugs, decoded; null when one cannot be a slug: percent-encoding that
 * does not decode (a double-encoded `%25C0%25AF` arrives as `%C0%AF`), a control character (NUL
 * cannot even be looked up), or longer than a slug column. Such a path names nothing: not found.
 */
export function decodeSlugs(segments: readonly string[]): string[] | null {
  const decoded: string[] = [];
  for (const segment of segments) {
    let slug: string;
    try {
      slug = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (hasControlCharacters(slug) || slug.length > MAX_SLUG_LENGTH) return null;
    decoded.push(slug);
  }
  return decoded;
}

/**
 * Reads a content path (SPEC §2.2): with three slugs the parent is the second and the slug the
 * third; with two the parent is the first; with one there is only the slug.
 */
export function readSlugPath(slugs: readonly string[]): { slug: string; parent: string | null } | null {
  if (slugs.length === 0) return null;
  if (slugs.length >= 3) return { parent: slugs[slugs.length - 2]!, slug: slugs[slugs.length - 1]! };
  if (slugs.length === 2) return { parent: slugs[0]!, slug: slugs[1]! };
  return { slug: slugs[0]!, parent: null };
}

/** A child's path: the parent's slug (given as a string or as an object with a slug) plus the child's. */
export function childPath(parent: string | { slug: string } | null | undefined, child: string): string {
  const parentSlug = typeof parent === 'string' ? parent : parent?.slug;
  return parentSlug ? `${parentSlug}/${child}` : child;
}

/**
 * `page=0` or less answers 301 to the same address without `page` (SPEC §4); returns the
 * search string to redirect to, or null when the page parameter is fine.
 */
export function withoutBadPage(search: URLSearchParams): string | null {
  const page = search.get('page');
  if (page === null || !/^-?\d+$/.test(page.trim()) || Number(page) > 0) return null;
  const kept = new URLSearchParams(search);
  kept.delete('page');
  const rest = kept.toString();
  return rest ? `?${rest}` : '';
}
