import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Redis } from 'ioredis';
import { dropDatabase, withAdmin, withDatabase } from '../support/database/shared';
import { REDIS_URL, redisAnswers } from '../support/redis';

/**
 * Two servers, one cache (DESIGN §10): two `next start` of the same build, on one PostgreSQL
 * database of their own and one Redis, share rendered pages and a write's invalidations.
 */

const DATABASE_URL = process.env.DATABASE_URL ?? '';
test.skip(!DATABASE_URL, 'needs a PostgreSQL server: set DATABASE_URL');

const run = promisify(execFile);
const id = randomBytes(4).toString('hex');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const storageDir = `data/e2e-cluster-${id}/storage`;
const cacheKeyPrefix = `e2e-cluster-${id}`;
const jwtSecret = randomBytes(32).toString('hex');
const admin = { username: 'cluster-editor', password: randomBytes(12).toString('hex') };
const portA = Number(process.env.E2E_CLUSTER_PORT ?? 3102);
const portB = portA + 1;
const A = `http://localhost:${portA}`;
const B = `http://localhost:${portB}`;

let database: { name: string; url: string } | undefined;
const servers: { port: number; child: ChildProcess; output: string[] }[] = [];


/** Removes this run's entries from Redis. */
async function forgetCacheEntries(): Promise<void> {
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 });
  try {
    for await (const keys of client.scanStream({ match: `${cacheKeyPrefix}:*`, count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await client.unlink(...keys);
    }
  } finally {
    client.disconnect();
  }
}

/** The environment of every command run on the cluster's database. */
function clusterEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: database!.url,
    STORAGE_DIR: storageDir,
    SITE_DOMAINS: '',
    ...extra,
  };
}

function startServer(port: number): void {
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: clusterEnv({
      NODE_ENV: 'production',
      REDIS_URL,
      CACHE_KEY_PREFIX: cacheKeyPrefix,
      JWT_SECRET: jwtSecret,
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
    }),
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  servers.push({ port, child, output });
}

/** Waits until the server answers its OpenAPI document; fails with its output if it stopped. */
async function ready(request: APIRequestContext, server: (typeof servers)[number]): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) {
          throw new Error(`server on port ${server.port} stopped (${server.child.exitCode}):\n${server.output.join('')}`);
        }
        const response = await request.get(`http://localhost:${server.port}/api/openapi.json`).catch(() => null);
        return response?.status();
      },
      { timeout: 60_000, intervals: [100, 250, 500] },
    )
    .toBe(200);
}

async function stopServer({ child }: (typeof servers)[number]): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  const timer = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

test.beforeAll(async ({ playwright }) => {
  test.skip(!(await redisAnswers()), `needs Redis answering on ${REDIS_URL}`);
  test.setTimeout(360_000);
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(`no build in ${distDir}: run \`npx next build\` first (scripts/test.sh does)`);
  }

  const base = new URL(DATABASE_URL).pathname.replace(/^\//, '') || 'postgres';
  const name = `${base}_cluster_${id}`;
  await withAdmin(DATABASE_URL, (client) => client.query(`CREATE DATABASE "${name}"`));
  database = { name, url: withDatabase(DATABASE_URL, name) };
  await run('npx', ['tsx', '--conditions=react-server', 'scripts/prepare-db.ts'], { env: clusterEnv() });
  await run('npm', ['run', '-s', 'admin:create', '--', '--username', admin.username, '--password', admin.password], {
    env: clusterEnv(),
  });

  startServer(portA);
  startServer(portB);
  const request = await playwright.request.newContext();
  try {
    await Promise.all(servers.map((server) => ready(request, server)));
  } finally {
    await request.dispose();
  }
});

test.afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  if (database) await dropDatabase(DATABASE_URL, database.name);
  rmSync(path.dirname(storageDir), { recursive: true, force: true });
  if (servers.length > 0) await forgetCacheEntries();
});

const cacheState = (response: { headers(): Record<string, string> }) => response.headers()['x-nextjs-cache'];

test('a page rendered on one server is served by the other; a write on one expires it on both', async ({ request }) => {
  const stores = await request.get(`${A}/api/stores/?size=1&language=fr-be`);
  expect(stores.status()).toBe(200);
  const [store] = ((await stores.json()) as { results: { id: number; name: string; slug: string }[] }).results;
  expect(store).toBeDefined();
  const storePage = `/${store!.slug}`;

  // B renders the store page and the about page once, then serves them from the cache.
  for (const page of [storePage, '/a-propos']) {
    expect((await request.get(`${B}${page}`)).status()).toBe(200);
    const again = await request.get(`${B}${page}`);
    expect(again.status()).toBe(200);
    expect(cacheState(again), `second request for ${page} on B`).toBe('HIT');
  }
  // A never rendered the store page: it is served from the shared cache.
  const onA = await request.get(`${A}${storePage}`);
  expect(cacheState(onA), 'store page on A, rendered by B').toBe('HIT');
  expect(await onA.text()).toContain(store!.name);

  // An editor renames the store through A.
  const login = await request.post(`${A}/api/auth-jwt/`, { data: admin });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const renamed = `${store!.name} ${id}`;
  const patch = await request.patch(`${A}/api/stores/${store!.id}/?language=fr-be`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { translations: { 'fr-be': { name: renamed } } },
  });
  expect(patch.status()).toBe(200);
  expect(((await patch.json()) as { name: string }).name).toBe(renamed);

  // The very next request on B renders the store page afresh; the about page is still cached.
  const after = await request.get(`${B}${storePage}`);
  expect(after.status()).toBe(200);
  expect(cacheState(after), 'store page on B after the write').not.toBe('HIT');
  expect(await after.text()).toContain(renamed);
  const about = await request.get(`${B}/a-propos`);
  expect(cacheState(about), 'about page on B after the write').toBe('HIT');
});

/** How many entries this run's servers keep in Redis. */
async function cacheEntryCount(): Promise<number> {
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 });
  try {
    let count = 0;
    for await (const keys of client.scanStream({ match: `${cacheKeyPrefix}:*`, count: 1000 }) as AsyncIterable<string[]>) count += keys.length;
    return count;
  } finally {
    client.disconnect();
  }
}

test('a list page asked past its last stores nothing per page number: the not-found page, and no new entry in the cache', async ({ request }) => {
  const read = async <T>(path: string) => ((await (await request.get(`${A}/api${path}`)).json()) as { results: T[] }).results[0]!;
  const store = await read<{ slug: string }>('/stores/?size=1&language=fr-be');
  const category = await read<{ path: string }>('/categories/?level=1&size=1&language=fr-be');
  const pastTheLast = (n: number) => [`/${store.slug}?page=${9000 + n}`, `${category.path}?type=all&page=${9000 + n}`];
  const ask = async (path: string) => {
    const response = await request.get(`${A}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    // Next writes its redirect's Location twice (the same value), which Playwright joins.
    const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location');
    expect(new Set(locations.map((header) => new URL(header.value, A).pathname)), path).toEqual(new Set(['/not-found']));
  };

  // The first such request reads what every page of the list shares; the next ones add nothing.
  for (const path of pastTheLast(0)) await ask(path);
  const before = await cacheEntryCount();
  for (let n = 1; n <= 10; n++) for (const path of pastTheLast(n)) await ask(path);
  expect(await cacheEntryCount()).toBe(before);
});
