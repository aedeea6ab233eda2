import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { verifyPassword } from '../src/server/services/auth';

const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-create-test-'));
const pgliteDir = path.join(dir, 'pglite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the script as `npm run admin:create` does, on a PGlite database of its own. */
function run(args: string[], input?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: pgliteDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const tsx = path.resolve('node_modules/.bin/tsx');
  const result = spawnSync(tsx, ['--conditions=react-server', 'scripts/admin-create.ts', ...args], {
    env,
    input: input ?? '',
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function stored(username: string): Promise<{ password_hash: string; role: string } | undefined> {
  const handle = openDatabase({ kind: 'pglite', dir: pgliteDir });
  try {
    const result = await handle.db.execute(`select password_hash, role from admin_users where username = '${username}'`);
    return (result as unknown as { rows: { password_hash: string; role: string }[] }).rows[0];
  } finally {
    await handle.close();
  }
}

const storedHash = async (username: string) => (await stored(username))?.password_hash;

// Each run starts tsx and opens (and first migrates) a PGlite database: seconds, not milliseconds.
describe('npm run admin:create', { timeout: 120_000 }, () => {
  it('creates an admin from --password, with a scrypt hash', async () => {
    const res = run(['--username', 'chief-editor', '--password', 'twelve chars or more']);
    expect(res.code, res.err).toBe(0);
    expect(res.out).toContain('Admin chief-editor created');
    const hash = await storedHash('chief-editor');
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('twelve chars or more', hash!)).toBe(true);
    expect((await stored('chief-editor'))?.role).toBe('admin');
  });

  it('creates an editor with --role editor', async () => {
    const res = run(['--username', 'content-editor', '--password', 'twelve chars or more', '--role', 'editor']);
    expect(res.code, res.err).toBe(0);
    expect(res.out).toContain('Editor content-editor created');
    expect((await stored('content-editor'))?.role).toBe('editor');
  });

  it('reads the password from standard input when it is not a terminal', async () => {
    const res = run(['--username', 'piped-editor'], 'a password from a pipe\n');
    expect(res.code, res.err).toBe(0);
    expect(await verifyPassword('a password from a pipe', (await storedHash('piped-editor'))!)).toBe(true);
  });

  it('explains refusals with exit code 1, and usage mistakes with 2', () => {
    const taken = run(['--username', 'chief-editor', '--password', 'another long password']);
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('exists already');
    const short = run(['--username', 'new-editor', '--password', 'short']);
    expect(short.code).toBe(1);
    expect(short.err).toContain('at least 12 characters');
    const missing = run(['--password', 'twelve chars or more']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Usage');
    const unknownRole = run(['--username', 'other-editor', '--password', 'twelve chars or more', '--role', 'owner']);
    expect(unknownRole.code).toBe(2);
    expect(unknownRole.err).toContain('--role editor|admin');
  });
});
