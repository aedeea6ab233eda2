import os from 'node:os';
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
    // A guard against a hung test, not a speed check: a walk through every seeded page can take
    // half a minute on a busy two-core machine, and CI's may be busier.
    testTimeout: 120_000,
    // Vitest's default leaves a core idle (one worker on two cores), while PGlite's files are
    // busy in-process and PostgreSQL's wait on the server: two files at once at least.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
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
