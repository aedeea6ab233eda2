// @ts-check
import { BASE_POLICY } from './content-security-policy.mjs';

/**
 * Security headers of every page and API response (DESIGN §7): next.config.ts gives them to the
 * responses Next writes, src/server/api/standalone.ts to the API's reads that src/server/http/serve.mjs
 * answers without Next. The policy here applies to every response; a page carries a second one
 * that names the scripts it may run (src/lib/content-security-policy.mjs). Stored files carry a
 * policy of their own instead (`nextHeaderRules`).
 * @param {{ SITE_DOMAINS?: string; SITE_URL?: string }} env
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders(env) {
  // Served over HTTPS (a domain per locale, or an https SITE_URL): browsers are told to stay on it.
  const httpsOnly = Boolean(env.SITE_DOMAINS) || (env.SITE_URL ?? '').startsWith('https://');
  return [
    { key: 'Content-Security-Policy', value: BASE_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    ...(httpsOnly ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
  ];
}

/**
 * The `headers()` of next.config.ts. Next adds a route's own header only when the configuration
 * has not set it, so the base policy is left off stored files: their route sets theirs
 * (src/app/storage/[...path]/route.ts), and each response carries one policy.
 * @param {{ SITE_DOMAINS?: string; SITE_URL?: string }} env
 * @returns {{ source: string; headers: { key: string; value: string }[] }[]}
 */
export function nextHeaderRules(env) {
  const headers = securityHeaders(env);
  return [
    { source: '/((?!storage/).*)', headers },
    { source: '/storage/:path*', headers: headers.filter(({ key }) => key !== 'Content-Security-Policy') },
  ];
}
