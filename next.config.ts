import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

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
  // Rendered pages live in memory (or in Redis, see cacheHandler), never in the build folder: a server
  // started on another database must not serve pages rendered from the last one.
  experimental: { isrFlushToDisk: false },
  // A cached page may be served stale (while it renders afresh) for an hour at most, by this
  // server and by a CDN (`stale-while-revalidate`); past that the next visitor waits for a render.
  expireTime: 3600,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pino'],
};

export default withNextIntl(config);
