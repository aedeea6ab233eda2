import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { addCompileHints } from './src/build/compile-hints.mjs';
import { nextHeaderRules } from './src/lib/security-headers.mjs';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled when the site is built, so pages format them without shipping an ICU
  // parser to the browser (about 12 KB of compressed JavaScript on every page).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

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
  experimental: {
    isrFlushToDisk: false,
    // Client chunks under 15 KB (before minifying) are merged, far less than Next's 50 KB: merged
    // chunks each carry their own copy of the modules they share (next/link, the dialog, the
    // disclosure). Measured with `npm run check:js` on every page: 15 KB loads the fewest bytes
    // (5 KB: 0.8–1.1 KB more per page, 17.5 and 20 KB: 2–5 KB more) in 16–17 requests, not 20–22.
    turbopackChunking: { minChunkSize: 15_000, requestCost: 20_000 },
  },
  // Rendered pages kept in this server's memory without REDIS_URL (least recently used go first).
  // Next keeps 50 MB: about a hundred pages with their data, far fewer than the site's stores and
  // destinations, so most would render again on every visit.
  cacheMaxMemorySize: Number(process.env.PAGE_CACHE_MEMORY_MB || 512) * 1024 * 1024,
  // A cached page may be served stale (while it renders afresh) for an hour at most, by this
  // server and by a CDN (`stale-while-revalidate`); past that the next visitor waits for a render.
  expireTime: 3600,
  async headers() {
    return nextHeaderRules({ SITE_DOMAINS: process.env.SITE_DOMAINS, SITE_URL: process.env.SITE_URL });
  },
  // Widths the image optimizer makes. Next's defaults go up to 3840 px: every responsive image then
  // lists ten candidates in its srcset (the deal cards of a comparator page carried 18 KB of them)
  // and the optimizer can be asked for ten variants of each picture. No layout shows a picture
  // wider than 1920 CSS px.
  // The optimizer's results are kept by the cache handler (in memory, src/server/cache/image-cache.mjs):
  // Next's own image cache is on disk only, which `isrFlushToDisk: false` turns off.
  images: { deviceSizes: [640, 828, 1080, 1200, 1920], imageSizes: [64, 128, 256, 384], customCacheHandler: true },
  // rate-limiter-flexible too: its limiters live on globalThis, shared by the pages (the proxy, /out)
  // and the API's reads served beside Next (src/server/http/serve.mjs), and a limiter made by one must
  // refuse with the class the other checks for (a copy bundled here would be a class of its own).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', 'sharp', 'pino', 'rate-limiter-flexible'],
  // The browser compiles the scripts off its main thread (src/build/compile-hints.mjs).
  compiler: {
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      await addCompileHints(path.resolve(projectDir, distDir));
    },
  },
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
    // `npm start` compresses its responses itself, once a page rendered per request has been
    // rewritten (src/server/http/next-response.mjs); plain `next start` leaves it to Next.
    compress: !(phase === PHASE_PRODUCTION_SERVER && process.env.COMPRESSED_BY_SERVER === '1'),
    cacheHandler: phase === PHASE_PRODUCTION_SERVER ? path.join(process.cwd(), 'src/server/cache', handler) : undefined,
  });
}
