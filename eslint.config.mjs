import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Modules that hold data access: the database and the services. */
const DATA_ACCESS = ['@/server/db/client', '@/server/db/schema', '@/server/db/schema/*', '**/db/client', '**/db/schema', '**/db/schema/*', 'drizzle-orm', 'drizzle-orm/*'];
const SERVICES = ['@/server/services/*', '@/server/services/**', '**/server/services/*', '**/server/services/**'];

/**
 * `no-restricted-imports` by layer (DESIGN §2), types excepted: a type crosses layers freely, only
 * code must not.
 */
function layerRule(patterns) {
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.map((pattern) => ({ ...pattern, allowTypeImports: true })) }] };
}

/**
 * Client components (files that start with 'use client') run in the browser: they reach the server
 * only through /api (src/lib/api-client.ts) and import no server-only module, types excepted. They
 * translate with src/i18n/client.tsx, not next-intl, whose runtime every page would then carry.
 * They import UI parts from their own files: the `@/components/ui` barrel would pull every part
 * into the chunk of the client file (and of every page, for the error page).
 */
const CLIENT_BANNED = [/^@\/server\//, /(^|\/)server\//, /^@\/app\//, /^server-only$/, /^next\/(headers|cache)$/, /^next-intl(\/|$)/, /^next\/image$/, /^@\/components\/ui$/];
const clientImports = {
  meta: { type: 'problem', messages: { banned: "A client component does not import '{{source}}': server modules are reached through /api (src/lib/api-client), translations through @/i18n/client, pictures through @/components/ui/Img, UI parts from their own files (@/components/ui/Button)." } },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
    );
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type')) return;
        const source = String(node.source.value);
        if (CLIENT_BANNED.some((pattern) => pattern.test(source))) context.report({ node, messageId: 'banned', data: { source } });
      },
    };
  },
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
  { plugins: { layers: { rules: { 'client-imports': clientImports } } }, rules: { 'layers/client-imports': 'error' } },
  // An island hands the server its component through `typeof window === 'undefined' ? require(…) : …`:
  // an import would put the component in the browser's first load, which the island exists to avoid.
  { files: ['src/components/**/Deferred*.tsx', 'src/components/ui/Disclosure.tsx'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // DESIGN §2 layering: services know nothing of Next, Hono or React.
  {
    files: ['src/server/services/**', 'src/server/db/**'],
    rules: layerRule([
      {
        group: ['next', 'next/*', 'next-intl', 'next-intl/*', 'hono', 'hono/*', '@hono/*', 'react', 'react-dom', '@/server/api/*', '@/app/*', '@/components/*', '**/server/api/*', '**/app/*', '**/components/*'],
        message: 'Services and the database layer stay framework-free.',
      },
    ]),
  },
  // API handlers call services, never the database directly.
  {
    files: ['src/server/api/**'],
    ignores: ['src/server/api/**/*.test.ts'],
    rules: layerRule([
      { group: DATA_ACCESS, message: 'API handlers call services, not the database.' },
      { group: ['next', 'next/*', 'next-intl', 'next-intl/*', 'react'], message: 'The API is framework-free Hono.' },
    ]),
  },
  // Pages and layouts read through the page data layer (src/app/_data), never services or the database.
  {
    files: ['src/app/**'],
    ignores: ['src/app/_data/**', 'src/app/api/**', 'src/app/storage/**', 'src/app/out/**', 'src/app/**/*.test.ts'],
    rules: layerRule([{ group: [...SERVICES, '@/server/db/*', '@/server/db/**', '**/server/db/**', ...DATA_ACCESS], message: 'Pages read through src/app/_data, where each read carries its cache tags.' }]),
  },
  // Components render what pages hand them; helpers are shared with the browser: neither reads data.
  {
    files: ['src/components/**', 'src/lib/**'],
    rules: layerRule([{ group: ['@/server/*', '**/server/*', '@/app/*', '**/app/*'], message: 'Components and shared helpers get their data from pages (props) or through /api (src/lib/api-client).' }]),
  },
  // Production code never leans on test support.
  {
    files: ['src/**', 'scripts/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@test/*', '**/tests/*', '**/tests/**'], message: 'Test support is for tests.' }] }] },
  },
];

export default config;
