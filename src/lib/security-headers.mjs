// @ts-check
import { BASE_POLICY } from './content-security-policy.mjs';

/**
 * Security headers of every page and API response (DESIGN §7): next.config.ts gives them to the
 * responses Next writes, src/server/api/standalone.ts to the API's reads that scripts/serve.mjs
 * answers without Next. The policy here applies to every response; a page carries a second one
 * that names the scripts it may run (src/lib/content-security-policy.mjs).
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
