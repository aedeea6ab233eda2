// @ts-check
/**
 * Content-Security-Policy of the site (DESIGN §7). Plain JavaScript: the page cache handlers,
 * which Next imports by path outside its bundles, write it too (src/server/cache).
 *
 * Every response carries BASE_POLICY (next.config.ts): no framing, no <base>, no plugins, forms
 * posted to the site only. An HTML page carries a second policy besides, which names the scripts
 * it may run: the site's own files (`'self'`: Next's chunks) and, for its inline scripts, either
 *
 * - their SHA-256 hashes, on a cached page: one HTML is served to every visitor, so it cannot
 *   carry a per-request nonce; the hashes are worked out once, when the rendered page is stored,
 *   and kept with it as its header (src/server/cache/page-cache-rules.mjs); or
 * - a nonce made for the response, on the page rendered for each request (search): the proxy
 *   hands it to Next, which writes it on each of its scripts (src/proxy.ts).
 *
 * No `'unsafe-inline'` and no `'unsafe-eval'` for scripts. Styles may be inline: React writes
 * style attributes, and CSS runs no code. Third-party origins enter the policy only when an
 * integration that needs them is configured; none is yet.
 */

export const BASE_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

/**
 * The policy of an HTML page whose inline scripts `scriptSources` names.
 * @param {readonly string[]} scriptSources hash or nonce sources, quoted
 */
export function documentPolicy(scriptSources) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    BASE_POLICY,
  ].join('; ');
}

/**
 * The policy of a page rendered for one response, whose scripts carry `nonce`.
 * @param {string} nonce
 */
export function noncePolicy(nonce) {
  return documentPolicy([`'nonce-${nonce}'`]);
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
