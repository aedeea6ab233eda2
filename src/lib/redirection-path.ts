/**
 * The form a redirection's source is matched in: no query or fragment, no trailing slash (the
 * canonical form, SPEC §4), so /a, /a/ and /a/?x=1 are the same source.
 */
export function pathKey(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/**
 * Where a redirection sends a request: the target in the locale (`prefix` is the locale's path
 * prefix on a shared host), with the request's query after the target's own.
 */
export function redirectionTarget(prefix: string, toPath: string, requestSearch: string): { pathname: string; search: string } {
  const [path = '/', ...rest] = toPath.split('#', 1)[0]!.split('?');
  const query = new URLSearchParams(rest.join('?'));
  for (const [key, value] of new URLSearchParams(requestSearch)) query.append(key, value);
  const text = query.toString();
  return { pathname: `${prefix}${path === '/' && prefix ? '' : path}` || '/', search: text ? `?${text}` : '' };
}
