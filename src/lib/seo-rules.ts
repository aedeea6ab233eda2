/**
 * The canonical path of a page (SPEC §4, DESIGN §9): the path without a trailing slash; the query
 * is dropped, except that with both `type` and `page` the part from `page=` onward is kept.
 */
export function canonicalPath(pathname: string, rawSearch: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const search = rawSearch.replace(/^\?/, '');
  const params = new URLSearchParams(search);
  if (!params.has('type') || !params.has('page')) return path;
  const match = /(?:^|&)(page=.*)$/.exec(search);
  return match ? `${path}?${match[1]}` : path;
}

export type RobotsContext = { pageType: 'blog_category' | 'blog_list' | 'other'; search: URLSearchParams };

/** `noindex,follow` on blog category pages and on the blog list with a `page` query; otherwise none. */
export function robotsFor({ pageType, search }: RobotsContext): string | null {
  if (pageType === 'blog_category') return 'noindex,follow';
  if (pageType === 'blog_list' && search.has('page')) return 'noindex,follow';
  return null;
}

/** Turns Next's searchParams object into the raw query string, keeping the order given. */
export function toSearchString(params: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((v) => search.append(key, v));
    else if (value !== undefined) search.append(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
