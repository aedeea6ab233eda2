import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const serverOnly = {
  group: ['@/server/*', '**/server/*'],
  message: 'Client code reaches the server only through /api (src/lib/api-client).',
};

const config = [
  { ignores: ['.next/**', '.next-*/**', 'tmp/**', 'node_modules/**', 'data/**', 'src/server/db/migrations/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  ...next,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // DESIGN §2 layering: services know nothing of Next, Hono or React.
  {
    files: ['src/server/services/**', 'src/server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['next', 'next/*', 'hono', 'hono/*', '@hono/*', 'react', 'react-dom', '@/server/api/*', '@/app/*', '@/components/*'], message: 'Services and the database layer stay framework-free.' }] },
      ],
    },
  },
  // API handlers call services, never the database directly.
  {
    files: ['src/server/api/**'],
    ignores: ['src/server/api/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/server/db/client', '@/server/db/schema', '@/server/db/schema/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'API handlers call services, not the database.' }, { group: ['next/*', 'react'], message: 'The API is framework-free Hono.' }] },
      ],
    },
  },
  // Pages and layouts read through the page data layer (src/app/_data), never services or the database.
  {
    files: ['src/app/**'],
    ignores: ['src/app/_data/**', 'src/app/api/**', 'src/app/storage/**', 'src/app/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/services/*', '@/server/services/**', '@/server/db/*', '@/server/db/**', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Pages read through src/app/_data, where each read carries its cache tags.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // Client components and shared helpers never import server modules.
  {
    files: ['src/components/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly] }] },
  },
];

export default config;
