/**
 * The form a redirection's source is matched in: no query or fragment, no trailing slash (the
 * canonical form, SPEC §4), so /a, /a/ and /a/?x=1 are the same source.
 */
export function pathKey(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/**
 * Whitespace, backslashes and control characters (C0, DEL, C1). None belongs in a path, and
 * browsers read them to another host's advantage: they drop tabs and line breaks (`/\t/evil.example`
 * is `//evil.example`) and read `\` as `/`.
 */
const UNSAFE = /[\s\\\u0000-\u001f\u007f-\u009f]/;

/** Rounds of percent-decoding looked through (`%252F` is `%2F` once decoded); deeper nesting is refused. */
const DECODING_ROUNDS = 3;

/**
 * Decodes the ASCII escapes only (`%2F`, `%5C`, `%2e`, `%09`…), those that can spell a host or a
 * dot segment; it never fails on text that is not UTF-8 or a lone `%`, which stays as it is.
 */
function decodedAscii(path: string): string {
  return path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Whether a redirection's path stays on this site however it is read: one leading `/` (no scheme,
 * no `//host`), none of the UNSAFE characters, and, decoded as a browser or our router may decode
 * it, still no leading `//`, no UNSAFE character and no dot segment (`/..//evil.example` and
 * `/%2e%2e//evil.example` resolve to `//evil.example`, also after a locale prefix). Its query and
 * fragment stay encoded in a Location header, so only their raw form is checked.
 */
export function isSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE.test(path)) return false;
  let bare = path.split(/[?#]/, 1)[0]!;
  for (let round = 0; round < DECODING_ROUNDS; round++) {
    if (bare.startsWith('//') || UNSAFE.test(bare) || bare.split('/').some((segment) => segment === '.' || segment === '..')) return false;
    const decoded = decodedAscii(bare);
    if (decoded === bare) return true;
    bare = decoded;
  }
  return false;
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
