import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { prepareDatabase } from './prepare-db';

const root = process.cwd();
const port = Number(process.env.PORT ?? 3000);
// Nothing may call out to the internet at build or run time.
process.env.NEXT_TELEMETRY_DISABLED = '1';

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

function buildIfNeeded(): void {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= newestInput()) {
    console.log('Build is up to date.');
    return;
  }
  console.log('Building the site (next build)…');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfNeeded();
await prepareDatabase();

const server = spawn('npx', ['next', 'start', '-p', String(port)], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
});
let announced = false;
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!announced && /ready|started|Local:/i.test(chunk.toString())) {
    announced = true;
    const base = `http://localhost:${port}`;
    console.log(`\nThe site is up:\n  fr-be  ${base}/\n  nl-be  ${base}/nl-be\n  fr-fr  ${base}/fr-fr\n  API    ${base}/api/docs\n`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
