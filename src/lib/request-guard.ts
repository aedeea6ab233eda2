import { MAX_SLUG_LENGTH } from './constants';

/**
 * Checks of hostile input shared by the proxy (pages), the API and the services: text that no
 * page, slug or database column can hold is refused before it reaches a route or a query.
 */

/**
 * C0 and C1 control characters and DEL. PostgreSQL cannot store NUL at all (invalid byte
 * sequence), and none of them belongs in a slug, a key or a path.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Like CONTROL, but a free text may hold tabs and line breaks. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

export function hasControlCharactersInText(value: string): boolean {
  return CONTROL_IN_TEXT.test(value);
}

/** Replaces what a free text may not hold (see CONTROL_IN_TEXT) with spaces. */
export function withoutControlCharacters(value: string): string {
  return value.replace(new RegExp(CONTROL_IN_TEXT.source, 'g'), ' ');
}

/** Longest path a page may have: four slugs and a locale prefix, percent-encoded, with room. */
export const MAX_PAGE_PATH_LENGTH = 2_048;

/** Longest query string a redirect carries along; a longer one is dropped (headers stay small). */
export const MAX_REDIRECT_QUERY_LENGTH = 2_048;

export type PathProblem = 'malformed' | 'control' | 'too-long';

/**
 * What makes a request path unusable, or null: percent-encoding that is not UTF-8 (`%C0%AF`,
 * `%E0%A4%A`, a lone `%`), a control character once decoded (`%00`), or a path or segment longer
 * than any page's. Next itself answers such paths with a 500 (it cannot decode the route's
 * parameters), so they must be turned away before routing.
 */
export function pathProblem(pathname: string, { maxLength = MAX_PAGE_PATH_LENGTH } = {}): PathProblem | null {
  let decoded: string[];
  try {
    decoded = pathname.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return 'malformed';
  }
  if (decoded.some(hasControlCharacters)) return 'control';
  if (pathname.length > maxLength || decoded.some((segment) => segment.length > MAX_SLUG_LENGTH)) return 'too-long';
  return null;
}

/** What the API answers (400) for a path it cannot route; pages send the visitor to their 404 page. */
export const BAD_PATH_MESSAGES = {
  malformed: 'The path is not valid percent-encoded UTF-8',
  control: 'The path holds a control character',
} as const satisfies Record<Exclude<PathProblem, 'too-long'>, string>;

/** The search string to carry into a redirect: the request's, or nothing when it is oversized. */
export function boundedSearch(search: string): string {
  return search.length > MAX_REDIRECT_QUERY_LENGTH ? '' : search;
}
