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
 *   hands it to Next, which writes it on each of its scripts (src/proxy/script-nonce.ts).
 *
 * No `'unsafe-inline'` and no `'unsafe-eval'` for scripts. Styles may be inline: React writes
 * style attributes, and CSS runs no code. Third-party origins enter the policy only when an
 * integration that needs them is configured (`integrationOrigins`).
 */

export const BASE_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

/**
 * The one policy of a stored file (/storage/…) opened directly, in place of BASE_POLICY: it runs
 * and loads nothing of its own (an SVG's scripts, a text file sniffed as HTML), in a sandbox, and
 * no page frames it. Its images and inline styles still show.
 */
export const STORED_FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * The policy of an HTML page whose inline scripts `scriptSources` names.
 * @param {readonly string[]} scriptSources hash or nonce sources, quoted
 */
export function documentPolicy(scriptSources) {
  const origins = integrationOrigins();
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources, ...origins].join(' '),
    ['style-src', "'self'", "'unsafe-inline'", ...origins].join(' '),
    ['img-src', "'self'", 'data:', 'blob:', ...origins].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...origins].join(' '),
    origins.length > 0 ? ['frame-src', ...origins].join(' ') : "frame-src 'none'",
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

/**
 * The nonce a page's policy trusts its scripts by, or null for a policy of hashes.
 * @param {string} policy
 */
export function policyNonce(policy) {
  return /'nonce-([\w+/=]+)'/.exec(policy)?.[1] ?? null;
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** @type {{ source: Record<string, string | undefined>, origins: string[] } | null} */
let known = null;

/**
 * The origins of the configured third parties (README, "Integrations"): where their scripts come
 * from, and THIRD_PARTY_ORIGINS, the further origins those scripts load frames, images or data
 * from. Scripts, frames, images, styles and requests may come from them; nothing else. Read from
 * the settings once (the handlers of the page cache run outside src/server/env.ts's reach).
 * @param {Record<string, string | undefined>} [source]
 * @returns {string[]}
 */
export function integrationOrigins(source = process.env) {
  if (known?.source === source) return known.origins;
  const addresses = [source.ANALYTICS_KEYS && source.ANALYTICS_SCRIPT_URL, source.ADS_KEYS && source.ADS_SCRIPT_URL, source.ACCOMMODATION_WIDGET_KEYS && source.ACCOMMODATION_WIDGET_SCRIPT_URL];
  const shortnames = (source.COMMENTS_SHORTNAMES ?? '').split(',').map((entry) => entry.split('=')[1]?.trim()).filter(Boolean);
  const template = source.COMMENTS_SCRIPT_URL || COMMENTS_SCRIPT_DEFAULT;
  for (const shortname of shortnames) addresses.push(template.replaceAll('{shortname}', shortname ?? ''));
  addresses.push(...(source.THIRD_PARTY_ORIGINS ?? '').split(','));
  const origins = new Set();
  for (const address of addresses) {
    if (!address?.trim()) continue;
    try {
      const { origin, protocol } = new URL(address.trim());
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // src/server/env.ts refuses a malformed address when the server starts.
    }
  }
  known = { source, origins: [...origins] };
  return known.origins;
}

/** Where the comments' script comes from without COMMENTS_SCRIPT_URL: Disqus, by the locale's short name. */
export const COMMENTS_SCRIPT_DEFAULT = 'https://{shortname}.disqus.com/embed.js';
