import { defineConfig, devices } from '@playwright/test';
import { DOMAINS_PORT, SITE_DOMAINS_VALUE } from './tests/e2e/domains-fixtures';
import { EDITOR } from './tests/e2e/editor';

const port = Number(process.env.E2E_PORT ?? 3100);

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
      ...extra,
    },
  };
}

/**
 * The projects named on the command line (`--project x`, `--project=x`), or null for all. The
 * `faults` project starts servers of its own, so a run of that project alone starts none here.
 */
function selectedProjects(): string[] | null {
  const names: string[] = [];
  process.argv.forEach((arg, index) => {
    if (arg === '--project' && process.argv[index + 1]) names.push(process.argv[index + 1]!);
    else if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
  });
  return names.length > 0 ? names : null;
}
const selected = selectedProjects();
const siteServersNeeded = !selected || selected.some((name) => name !== 'faults');

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
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: /(domains|faults)\.spec\.ts$/ },
    { name: 'domains', use: chromium, testMatch: /domains\.spec\.ts$/ },
    // A PostgreSQL cluster and servers of its own, stopped and started under load (tests/e2e/faults.spec.ts).
    { name: 'faults', use: chromium, testMatch: /faults\.spec\.ts$/ },
  ],
  webServer: siteServersNeeded
    ? [
        server(port, { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '' }),
        // A second build: the locale domains are part of the build (src/lib/site-domains.ts).
        server(DOMAINS_PORT, { NEXT_DIST_DIR: '.next-domains', SITE_DOMAINS: SITE_DOMAINS_VALUE }),
      ]
    : [],
});
