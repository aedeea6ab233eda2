import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { BASE_POLICY } from './src/lib/content-security-policy.mjs';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/** Served over HTTPS (a domain per locale, or an https SITE_URL): browsers are told to stay on it. */
const httpsOnly = Boolean(process.env.SITE_DOMAINS) || (process.env.SITE_URL ?? '').startsWith('https://');

/**
 * Security headers of every page and API response (DESIGN §7). The policy here applies to every
 * response; a page carries a second one that names the scripts it may run (its inline scripts'
 * hashes, or a nonce on the search page: src/lib/content-security-policy.mjs).
 */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: BASE_POLICY },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  ...(httpsOnly ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
];

const config: NextConfig = {
  reactStrictMode: true,
  // Several builds side by side (CI jobs, parallel checks) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // An ETag costs a hash of the whole page on every cached response; pages are shared through
  // `s-maxage` (a CDN revalidates by time), not revalidated by browsers.
  generateEtags: false,
  // The API answers on both `/x/` and `/x` (SPEC §7 lists paths with a trailing slash).
  skipTrailingSlashRedirect: true,
  // Domains shape links in the browser too, so they are fixed at build time (src/lib/site-domains.ts).
  env: { NEXT_PUBLIC_SITE_DOMAINS: process.env.SITE_DOMAINS ?? '' },
  // `npm test` type-checks the whole project before it builds; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  // Rendered pages live in memory (or in Redis, see below), never in the build folder: a server
  // started on another database must not serve pages rendered from the last one.
  experimental: { isrFlushToDisk: false },
  // A cached page may be served stale (while it renders afresh) for an hour at most, by this
  // server and by a CDN (`stale-while-revalidate`); past that the next visitor waits for a render.
  expireTime: 3600,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pino'],
};

/**
 * The page and data caches: in this server's memory, or with REDIS_URL in Redis, shared by every
 * server (DESIGN §10); both handlers apply the site's rules of the cache (a stored page's script
 * policy, no render stored that a write overtook: src/server/cache/page-cache-rules.mjs).
 * `next start` evaluates this file again and imports the handler by path at run time, so the
 * choice is made when a server starts, not when it is built: one build serves both ways. The
 * build itself never reaches Redis, so a machine that only builds needs none.
 */
export default function nextConfig(phase: string): NextConfig {
  const handler = process.env.REDIS_URL ? 'redis-cache-handler.mjs' : 'memory-cache-handler.mjs';
  return withNextIntl({
    ...config,
    cacheHandler: phase === PHASE_PRODUCTION_SERVER ? path.join(process.cwd(), 'src/server/cache', handler) : undefined,
  });
}
