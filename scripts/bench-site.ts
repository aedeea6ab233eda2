/**
 * What the benchmark scripts share: reading their options, and the site they start with
 * `npm start` when no `--url` is given (its own process group, stopped however the script ends).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STOP_GRACE_MS = 10_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

export function positiveInteger(name: string, fallback: number): number {
  const value = Number(arg(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a positive integer`);
  return value;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type Site = { pid: number; child: ChildProcess };

/** Something already answering on the port would be measured in place of the site we start. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** False once the group is gone (ESRCH). */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

export async function stopSite(site: Site): Promise<void> {
  if (!signalGroup(site.pid, 'SIGTERM')) return;
  const deadline = Date.now() + STOP_GRACE_MS;
  while (Date.now() < deadline) {
    if (!signalGroup(site.pid, 0)) return;
    await sleep(200);
  }
  signalGroup(site.pid, 'SIGKILL');
}

/**
 * Starts the site as a user does, with `env` (its port, database and storage); detached, so that
 * its whole process group (npm, tsx, next) can be stopped. `database` names it in the log.
 */
export async function startSite(port: number, env: NodeJS.ProcessEnv, database: string): Promise<Site> {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: pass --port, or --url to use that server`);
  console.log(`Starting the site with npm start on port ${port} (database: ${database})…`);
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
  if (child.pid === undefined) throw new Error('npm start could not be spawned');
  const site = { pid: child.pid, child };
  // A crash or an uncaught error must not leave a server holding the port and the database.
  process.on('exit', () => signalGroup(site.pid, 'SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopSite(site).finally(() => process.exit(128 + constants.signals[signal])));
  }
  return site;
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The first start may build and seed for minutes; the OpenAPI document answers once all of that is done. */
export async function waitUntilUp(base: string, site: Site, timeoutMs: number): Promise<void> {
  const exit = { reason: null as string | null };
  site.child.once('exit', (code, signal) => {
    exit.reason = `npm start stopped (${signal ?? `exit code ${code}`})`;
  });
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (exit.reason) throw new Error(exit.reason);
    if (await answers200(`${base}/api/openapi.json`)) {
      console.log(`The site answers after ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
      return;
    }
    await sleep(1_000);
  }
  throw new Error(`${base}/api/openapi.json did not answer 200 within ${timeoutMs / 60_000} minutes`);
}
