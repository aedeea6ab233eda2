import path from 'node:path';
import { defineConfig } from 'vitest/config';

const postgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    alias: { 'server-only': path.resolve('tests/support/server-only.ts') },
  },
  test: {
    globalSetup: ['tests/support/database/global-setup.ts'],
    // next-intl's ESM imports `next/server` without an extension; bundled by Vite, it resolves (src/proxy.test.ts).
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 30_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          env: { TEST_DATABASE: 'pglite' },
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                // Only the tests that touch the database run twice.
                include: ['src/server/**/*.test.ts'],
                env: { TEST_DATABASE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
