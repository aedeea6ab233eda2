import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../src/lib/locales';
import { parseSiteDomains, pathPrefix } from '../src/lib/site-domains';

const root = process.cwd();
const port = Number(process.env.PORT ?? 3000);
// Nothing may call out to the internet at build or run time.
process.env.NEXT_TELEMETRY_DISABLED = '1';

/**
 * The settings are checked before anything is built or served: a malformed value, or a
 * production deployment (DEPLOY_ENV=production) without a setting it needs, stops here with a
 * message naming it, rather than as a failed request later (src/server/env.ts).
 */
async function checkSettings(): Promise<void> {
  let missing: string[];
  try {
    const { missingProductionSettings } = await import('../src/server/env');
    missing = missingProductionSettings();
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  if (missing.length > 0) {
    console.error(`Cannot start: DEPLOY_ENV=production needs these settings (see .env.example):\n${missing.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
}
await checkSettings();

/** Newest modification time under the inputs of the build. */
function newestInput(): number {
  const inputs = ['src', 'messages', 'public', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json'];
  let newest = 0;
  const walk = (entry: string) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) walk(path.join(entry, name));
    } else if (!entry.endsWith('.test.ts')) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const input of inputs) walk(path.join(root, input));
  return newest;
}

const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
// The locale domains shape every link, in the browser too, so they are part of the build.
const domains = process.env.SITE_DOMAINS ?? '';
// Read now, so that a malformed value stops here rather than after a build.
const siteDomains = parseSiteDomains(domains);
const domainsMarker = path.join(distDir, 'site-domains.txt');

function buildIfNeeded(): void {
  const buildId = path.join(distDir, 'BUILD_ID');
  const builtDomains = existsSync(domainsMarker) ? readFileSync(domainsMarker, 'utf8') : '';
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= newestInput() && builtDomains === domains) {
    console.log('Build is up to date.');
    return;
  }
  console.log('Building the site (next build)…');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(domainsMarker, domains);
}

/**
 * The API's read handler for src/server/http/serve.mjs (src/server/api/standalone.ts), bundled into the
 * build folder with the server condition that `server-only` needs; packages stay in node_modules.
 */
async function bundleApiIfNeeded(): Promise<void> {
  const out = path.join(distDir, 'api-server.mjs');
  if (existsSync(out) && statSync(out).mtimeMs >= newestInput()) return;
  const { build } = await import('esbuild');
  // Written aside and renamed: servers started together on one build never import a half-written file.
  const partial = `${out}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(root, 'src/server/api/standalone.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
    plugins: [
      {
        // A marker package: its import throws outside server builds; here it is nothing.
        name: 'server-only',
        setup(builder) {
          builder.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
          builder.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }));
        },
      },
    ],
  });
  renameSync(partial, out);
}

function addresses(): string {
  const base = `http://localhost:${port}`;
  const lines = LOCALES.map(
    (locale) => `  ${locale}  ${siteDomains ? `https://${siteDomains[locale]}/` : `${base}${pathPrefix(locale, null) || '/'}`}`,
  );
  return [...lines, `  API    ${base}/api/docs`].join('\n');
}

buildIfNeeded();
await bundleApiIfNeeded();
const { prepareDatabase } = await import('./prepare-db');
await prepareDatabase();

// `next start`, with the client's address taken from the socket (src/server/http/serve.mjs). Node itself,
// with no shell or npx between: the signals below reach the server.
const server = spawn(process.execPath, ['src/server/http/serve.mjs'], {
  stdio: ['inherit', 'pipe', 'inherit', 'ipc'],
  // The server asks itself for its not-found page (src/proxy.ts): it must know its own port.
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
});
let announced = false;
// Piped above; Node's types know a piped stdout only for three-element stdio lists.
server.stdout!.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!announced && /ready|started|Local:/i.test(chunk.toString())) {
    announced = true;
    console.log(`\nThe site is up:\n${addresses()}\n`);
  }
});
/**
 * SIGTERM (or Ctrl+C) stops the server gracefully: it stops taking connections, lets
 * the requests in flight finish, then the database closes (src/server/shutdown.ts). The server
 * then exits with 128 + the signal's number, as Next does; a stop that was asked for is a
 * success here, so `npm start` exits with 0. This script runs in Node itself with tsx as a loader
 * (package.json), not under the tsx command: that one relays a signal to its child and SIGKILLs it
 * when the child has not acknowledged it within 30 ms, as happens on a busy machine, which left
 * the server running on without its parent.
 */
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: finishing the requests in flight, then stopping.`);
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  const asked = stopping && (code === 130 || code === 143 || signal === 'SIGINT' || signal === 'SIGTERM');
  process.exit(asked ? 0 : (code ?? 1));
});
