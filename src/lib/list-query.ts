import { PROMOTION_TYPES } from './constants';

/**
 * A list page's query (`?type=&page=`, SPEC §4) travels inside the path, so that each page of
 * each list is a cached page of its own while the page itself never reads the request's query.
 * The proxy moves the query into a last path segment (`/aerolys?type=coupon&page=2` is rendered
 * as `/fr-be/aerolys/_q.type-coupon.page-2`); the page splits it off again. Only values the list
 * understands become part of the segment, in the order the visitor gave them (the canonical
 * depends on it): every segment is a page the list has, so no visitor can multiply the cached
 * pages (DESIGN §9).
 */

const MARK = '_q';

/**
 * What a list page reads: a store's promotions (`type` and `page`, each alone too), a category's
 * (both together or neither: one alone changes nothing, SPEC §4), the blog's (`page` only).
 */
export type ListKind = 'store' | 'category' | 'blog';

type ListKey = 'type' | 'page';
const KEYS: Record<ListKind, readonly ListKey[]> = { store: ['type', 'page'], category: ['type', 'page'], blog: ['page'] };

const TYPES: ReadonlySet<string> = new Set([...PROMOTION_TYPES, 'all']);
/** A page number as a list writes it: no sign, no leading zero, at most six digits. */
const PAGE = /^[1-9][0-9]{0,5}$/;
/** Another spelling of one (`01`, `001`), sent to its canonical address. */
const PADDED_PAGE = /^0+[1-9][0-9]{0,5}$/;

/**
 * What the proxy makes of a list page's query: the segment carrying what the list reads (null
 * when nothing), or, when a value the list reads is not one it understands, the search string
 * of the canonical address to send the visitor to (301): `page=01` becomes `page=1`, an unknown
 * `type` or a page that is no number is dropped. Other keys are left to the page (not carried).
 */
export function readListQuery(search: URLSearchParams, kind: ListKind): { segment: string | null; redirect: string | null } {
  const parts: string[] = [];
  const fixed = new URLSearchParams(search);
  let moved = false;
  for (const key of KEYS[kind]) {
    const value = search.get(key);
    if (value === null) continue;
    if (key === 'type' ? TYPES.has(value) : PAGE.test(value)) continue;
    moved = true;
    if (key === 'page' && PADDED_PAGE.test(value)) fixed.set(key, String(Number(value)));
    else fixed.delete(key);
  }
  if (moved) {
    const rest = fixed.toString();
    return { segment: null, redirect: rest ? `?${rest}` : '' };
  }
  const seen = new Set<string>();
  for (const [key, value] of search) {
    const known = KEYS[kind].find((k) => k === key);
    if (!known || seen.has(known)) continue;
    seen.add(known);
    parts.push(`${known}-${value}`);
  }
  if (parts.length === 0 || (kind === 'category' && parts.length === 1)) return { segment: null, redirect: null };
  return { segment: [MARK, ...parts].join('.'), redirect: null };
}

/** Whether a path segment is a list query segment (slugs never start with an underscore). */
export function isListQuerySegment(segment: string): boolean {
  return segment === MARK || segment.startsWith(`${MARK}.`);
}

/**
 * A route's slugs without the list query segment, and that query as a search string
 * (`?type=coupon&page=2`); null when the last segment is a list query segment the proxy would not
 * have written for this kind of list. Such a path reaches a page only by a way round the proxy (a
 * path with a dot skips it) and names no page.
 */
export function splitListQuery(slugs: readonly string[], kind: ListKind): { slugs: string[]; search: string } | null {
  const last = slugs.at(-1);
  if (last === undefined || !isListQuerySegment(last)) return { slugs: [...slugs], search: '' };
  const search = new URLSearchParams();
  for (const part of last.split('.').slice(1)) {
    const dash = part.indexOf('-');
    if (dash <= 0) return null;
    search.append(part.slice(0, dash), part.slice(dash + 1));
  }
  if (readListQuery(search, kind).segment !== last) return null;
  return { slugs: slugs.slice(0, -1), search: `?${search.toString()}` };
}
