import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const data = `data/e2e-${port}`;

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
    {
      name: 'chromium',
      use: {
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
      },
    },
  ],
  webServer: {
    // The README's start path, on its own embedded database; the browser tests never touch DATABASE_URL.
    command: 'npm start',
    url: `http://localhost:${port}/api/openapi.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      PGLITE_DIR: `${data}/pglite`,
      STORAGE_DIR: `${data}/storage`,
      DATABASE_URL: '',
    },
  },
});
