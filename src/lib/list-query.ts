/**
 * A list page's query (`?type=&page=`, SPEC §4) travels inside the path, so that each page of
 * each list is a cached page of its own while the page itself never reads the request's query.
 * The proxy moves the query into a last path segment (`/aerolys?type=coupon&page=2` is rendered
 * as `/fr-be/aerolys/_q.type-coupon.page-2`); the page splits it off again. Only the keys that
 * change what a list shows are kept, in the order the visitor gave them (the canonical depends on
 * it), so no other query value can multiply the cached pages.
 */

const MARK = '_q';
const KEYS = ['type', 'page'] as const;

/** Values outside these shapes are kept as `x`: present, but understood by no page. */
const SHAPES: Record<(typeof KEYS)[number], RegExp> = { type: /^[a-z]{1,20}$/, page: /^\d{1,6}$/ };

/** The segment for a request's query, or null when the query has nothing a list reads. */
export function listQuerySegment(search: URLSearchParams): string | null {
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const [key, value] of search) {
    const known = KEYS.find((k) => k === key);
    if (!known || seen.has(known)) continue;
    seen.add(known);
    parts.push(`${known}-${SHAPES[known].test(value) ? value : 'x'}`);
  }
  return parts.length > 0 ? [MARK, ...parts].join('.') : null;
}

/** Whether a path segment is a list query segment (slugs never start with an underscore). */
export function isListQuerySegment(segment: string): boolean {
  return segment === MARK || segment.startsWith(`${MARK}.`);
}

/** A route's slugs without the list query segment, and that query as a search string (`?type=coupon&page=2`). */
export function splitListQuery(slugs: readonly string[]): { slugs: string[]; search: string } {
  const last = slugs.at(-1);
  if (last === undefined || !isListQuerySegment(last)) return { slugs: [...slugs], search: '' };
  const search = new URLSearchParams();
  for (const part of last.split('.').slice(1)) {
    const dash = part.indexOf('-');
    if (dash > 0) search.append(part.slice(0, dash), part.slice(dash + 1));
  }
  const text = search.toString();
  return { slugs: slugs.slice(0, -1), search: text ? `?${text}` : '' };
}
