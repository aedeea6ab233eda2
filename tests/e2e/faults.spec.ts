import { connect } from 'node:net';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { messagesOf } from './discovery-fixtures';
import {
  type Cluster,
  createCluster,
  freePort,
  postgresUnavailableReason,
  type Started,
  startProcess,
  stopProcess,
  until,
} from './faults-fixtures';

/**
 * Faults under a running server (issue 10, item 6), on a PostgreSQL cluster of the test's own:
 * the database stops and comes back while `next start` serves, and the server stops on SIGTERM
 * with a request in flight. The server is the build `npm test` made (NEXT_DIST_DIR when set).
 */

test.describe.configure({ mode: 'serial' });

const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');
const distDir: Record<string, string> = process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {};

test.describe('with a PostgreSQL cluster of its own', () => {
  const unavailable = postgresUnavailableReason();
  test.skip(unavailable !== null, `No PostgreSQL cluster can be made here: ${unavailable}`);

  let cluster: Cluster | undefined;
  let server: Started | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(480_000);
    cluster = await createCluster();
    const storage = path.join(cluster.dir, 'storage');
    const prepare = startProcess('npx', ['tsx', '--conditions=react-server', 'scripts/prepare-db.ts'], {
      DATABASE_URL: cluster.url,
      STORAGE_DIR: storage,
    });
    const prepared = await prepare.exited;
    expect(prepared.code, prepare.output()).toBe(0);

    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = startProcess(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      SITE_URL: origin,
      DATABASE_URL: cluster.url,
      STORAGE_DIR: storage,
      SITE_DOMAINS: '',
      ...distDir,
    });
    await until('the server to answer', async () => (await fetch(`${origin}/api/health`)).ok, 60_000);
  });

  test.afterAll(async () => {
    await stopProcess(server);
    cluster?.destroy();
  });

  /** A GET with its status, headers, body and how long it took. */
  async function get(request: APIRequestContext, url: string) {
    const started = Date.now();
    const response = await request.get(url, { maxRedirects: 0 });
    return { status: response.status(), headers: response.headers(), text: await response.text(), ms: Date.now() - started };
  }

  test('the database stops under a running server: cached pages still answer, the rest 503, and all recovers without a restart', async ({ request, page }) => {
    test.setTimeout(360_000);
    const cached = `${origin}/`;
    const uncached = `${origin}/fr-fr/faq`;
    const uncachedDutch = `${origin}/nl-be/over-ons`;
    const apiRead = `${origin}/api/stores/?size=1`;

    // A page served from the full-page cache, before the outage.
    expect((await get(request, cached)).status).toBe(200);
    expect((await get(request, cached)).headers['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect((await get(request, `${origin}/api/ready`)).status).toBe(200);

    cluster!.stop();

    // The cached page answers from the cache, as before.
    const fromCache = await get(request, cached);
    expect(fromCache.status, server!.output()).toBe(200);
    expect(fromCache.headers['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);

    // A page that must render answers 503 with the error page (its digest tells it 503), at once.
    const failing = await get(request, uncached);
    expect(failing.status, server!.output()).toBe(503);
    expect(failing.headers['retry-after']).toMatch(/^\d+$/);
    expect(failing.headers['cache-control']).toMatch(/no-store/);
    expect(failing.text).toContain('SERVICE_UNAVAILABLE');
    expect(failing.ms).toBeLessThan(5000);

    // The API answers 503 in its JSON error shape.
    const api = await get(request, apiRead);
    expect(api.status).toBe(503);
    expect(JSON.parse(api.text)).toMatchObject({ error: { code: 'unavailable' } });
    expect(api.headers['retry-after']).toMatch(/^\d+$/);
    expect(api.ms).toBeLessThan(5000);

    // Readiness says which check failed; liveness does not look at the database.
    const ready = await get(request, `${origin}/api/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toEqual({ status: 'not_ready', checks: { database: 'unavailable', redis: 'not configured' } });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await get(request, `${origin}/api/health`)).status).toBe(200);

    // In the browser the error page is the translated one, with the status it answered.
    const visit = await page.goto(uncachedDutch);
    expect(visit?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: messagesOf('nl-be').Layout!.errorTitle as string })).toBeVisible();
    await expect(page.getByText('503', { exact: true })).toBeVisible();

    cluster!.start();

    // Back without a restart of the server: the pool reconnects on its own.
    await until('readiness once the database is back', async () => (await get(request, `${origin}/api/ready`)).status === 200);
    for (const url of [cached, uncached, uncachedDutch, apiRead]) {
      expect((await get(request, url)).status, url).toBe(200);
    }
    expect(server!.child.exitCode).toBeNull();
  });

  test('npm start without JWT_SECRET: an editor created with admin:create logs in; SIGTERM lets a request in flight finish, then exits 0', async ({ request }) => {
    test.setTimeout(480_000);
    const env = {
      DATABASE_URL: cluster!.url,
      STORAGE_DIR: path.join(cluster!.dir, 'storage'),
      JWT_SECRET: '',
      DEPLOY_ENV: '',
      // The build `npm test` made: other domains would make npm start build again.
      SITE_DOMAINS: '',
      ...distDir,
    };
    const admin = startProcess('npm', ['run', 'admin:create', '--', '--username', 'faults-editor', '--password', 'faults editor password'], env);
    expect((await admin.exited).code, admin.output()).toBe(0);

    const port = await freePort();
    const base = `http://localhost:${port}`;
    const started = startProcess('npm', ['start'], { ...env, PORT: String(port), SITE_URL: base });
    try {
      await until('npm start to serve', async () => (await fetch(`${base}/api/health`)).ok, 180_000);

      // The secret of a developer's machine is made on first use: the login works out of the box.
      const login = await request.post(`${base}/api/auth-jwt/`, { data: { username: 'faults-editor', password: 'faults editor password' } });
      expect(login.status(), started.output()).toBe(200);
      expect(((await login.json()) as { token: string }).token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

      // A request in flight: its body arrives in two parts, the second after SIGTERM.
      const body = JSON.stringify({ email: 'in-flight@example.com' });
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(
        `POST /api/newsletter/ HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );

      started.child.kill('SIGTERM');
      // The server stops taking connections, yet keeps the one in flight and stays up for it.
      await until('new connections to be refused', async () => {
        try {
          await fetch(`${base}/api/health`);
          return false;
        } catch {
          return true;
        }
      });
      expect(started.child.exitCode).toBeNull();
      expect(answer).toBe('');

      socket.write(body.slice(10));
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 202 /);
      expect(answer).toContain('"status":"confirmation_requested"');

      const exit = await Promise.race([started.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000))]);
      expect(exit, started.output()).toEqual({ code: 0, signal: null });
      expect(started.output()).toContain('database closed');
    } finally {
      await stopProcess(started);
    }
  });
});

test('a production start without a required setting refuses to start, naming it', async () => {
  const refused = startProcess('npm', ['start'], { DEPLOY_ENV: 'production', JWT_SECRET: '', SITE_URL: '', SITE_DOMAINS: '', PORT: String(await freePort()) });
  const exit = await refused.exited;
  expect(exit.code).not.toBe(0);
  expect(refused.output()).toContain('Cannot start');
  expect(refused.output()).toContain('JWT_SECRET');
  expect(refused.output()).toContain('SITE_DOMAINS or SITE_URL');
});
