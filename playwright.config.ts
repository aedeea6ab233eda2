import { defineConfig, devices } from '@playwright/test';
import { DOMAINS_PORT, SITE_DOMAINS_VALUE } from './tests/e2e/domains-fixtures';
import { EDITOR } from './tests/e2e/editor';
import { INTEGRATION_SETTINGS, INTEGRATIONS_PORT, THIRD_PARTY_ORIGIN, THIRD_PARTY_PORT } from './tests/e2e/integrations/settings';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The projects named on the command line (`--project a`, `--project=a`); empty: all of them.
 * `cache-cluster` and `faults` start servers of their own, so run alone they need none of the
 * site servers below.
 */
function requestedProjects(argv: string[]): string[] {
  return argv.flatMap((arg, index) =>
    arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' && argv[index + 1] ? [argv[index + 1]!] : [],
  );
}
const requested = requestedProjects(process.argv);
const SELF_SERVED = ['cache-cluster', 'faults'];
const ownServersOnly = requested.length > 0 && requested.every((name) => SELF_SERVED.includes(name));

/**
 * `npm start` as the README runs it, on an embedded database of its own (never DATABASE_URL), with
 * the editor account the tests write through (tests/e2e/editor.ts).
 */
function server(serverPort: number, extra: Record<string, string>) {
  const data = `data/e2e-${serverPort}`;
  return {
    command: `npm run admin:create -- --username ${EDITOR.username} --password '${EDITOR.password}' && npm start`,
    url: `http://localhost:${serverPort}/api/openapi.json`,
    timeout: 420_000,
    reuseExistingServer: false,
    env: {
      PORT: String(serverPort),
      SITE_URL: `http://localhost:${serverPort}`,
      PGLITE_DIR: `${data}/pglite`,
      STORAGE_DIR: `${data}/storage`,
      DATABASE_URL: '',
      JWT_SECRET: EDITOR.jwtSecret,
      // As behind one reverse proxy: a test speaks for a visitor of its own with X-Forwarded-For
      // (tests/e2e/store-fixtures.ts beNewVisitor); without it the visitor is the socket's address.
      TRUSTED_PROXY_HOPS: '1',
      ...extra,
    },
  };
}


const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // The three workers share two cores with four servers, and most pages a test opens are first
  // renders: a walk through several of them (a list's pages, a keyboard tour) can take half a minute
  // here, and twice that on a slower CI machine. The limits only stop a hung test; a passing test
  // never waits for them.
  timeout: 120_000,
  // A page's first render on a busy two-core machine can outlast Playwright's default 5 s.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Three at once: the read-only accessibility audit and crawl beside the other browser tests, each project in order.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    // The browser tests write (ratings, renames, forms) and read the cache's state: one at a time.
    { name: 'chromium', use: chromium, workers: 1, testIgnore: [/(domains|cache-cluster|faults|accessibility|seo-crawl)\.spec\.ts$/, /integrations\//] },
    // The crawl of every page as a search engine reads them (no browser, reads only): beside the others.
    { name: 'crawl', workers: 1, testMatch: /seo-crawl\.spec\.ts$/ },
    // axe on every page type only reads pages, so it runs beside them.
    { name: 'accessibility', use: chromium, workers: 1, testMatch: /accessibility\.spec\.ts$/ },
    { name: 'domains', use: chromium, workers: 1, testMatch: /domains\.spec\.ts$/ },
    // Consent, ads, comments, widget, newsletter and captcha, on a server of their own that has them
    // configured. Its pages are all first renders, made beside the other projects' load: more time.
    {
      name: 'integrations',
      use: { ...chromium, baseURL: `http://localhost:${INTEGRATIONS_PORT}` },
      workers: 1,
      timeout: 180_000,
      testMatch: /integrations\/.*\.spec\.ts$/,
    },
    // Two `next start` of the build in NEXT_DIST_DIR (or .next) sharing PostgreSQL and Redis; no browser.
    { name: 'cache-cluster', workers: 1, testMatch: /cache-cluster\.spec\.ts$/ },
    // A PostgreSQL cluster and servers of its own, stopped and started under load (tests/e2e/faults.spec.ts).
    { name: 'faults', use: chromium, workers: 1, testMatch: /faults\.spec\.ts$/ },
  ],
  webServer: ownServersOnly
    ? []
    : [
        server(port, { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '' }),
        // A second build: the locale domains are part of the build (src/lib/site-domains.ts).
        // Reached directly, as by visitors without a proxy: no X-Forwarded-Host is trusted there (domains.spec.ts).
        server(DOMAINS_PORT, { NEXT_DIST_DIR: '.next-domains', SITE_DOMAINS: SITE_DOMAINS_VALUE, TRUSTED_PROXY_HOPS: '0' }),
        // The first build again, with every integration configured against local fixtures.
        server(INTEGRATIONS_PORT, { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '', ...INTEGRATION_SETTINGS }),
        {
          command: 'node tests/e2e/third-party/server.mjs',
          url: `${THIRD_PARTY_ORIGIN}/health`,
          timeout: 30_000,
          reuseExistingServer: false,
          env: { E2E_THIRD_PARTY_PORT: String(THIRD_PARTY_PORT) },
        },
      ],
});
