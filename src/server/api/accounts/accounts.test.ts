import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '@/server/services/auth';
import { useStorageRoot } from '@/server/services/lib/storage';
import { setupTestDatabase } from '@test/database';
import { adminTokenFor, call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: true });

const storage = mkdtempSync(path.join(os.tmpdir(), 'accounts-test-'));
let admin: string;
let editor: string;

beforeAll(async () => {
  useStorageRoot(storage);
  admin = await adminTokenFor();
  editor = await editorTokenFor();
});
afterAll(() => rmSync(storage, { recursive: true, force: true }));

const PASSWORD = 'a long enough passphrase';

describe('GET /api/auth/me/', () => {
  it('answers the account the token belongs to, with its role', async () => {
    expect((await call('/api/auth/me/', { token: admin })).json).toEqual({ id: expect.any(Number), username: 'test-admin', role: 'admin' });
    expect((await call('/api/auth/me/', { token: editor })).json).toEqual({ id: expect.any(Number), username: 'test-editor', role: 'editor' });
    const anonymous = await call('/api/auth/me/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe('unauthorized');
  });

  it('puts the role in the token for the screens to read', () => {
    const claims = JSON.parse(Buffer.from(editor.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ username: 'test-editor', role: 'editor' });
  });
});

describe('the admin role', () => {
  /** Writes only an admin may make (accounts, robots.txt, redirections, feed settings and imports), each with a valid body. */
  const adminWrites = (): [string, string, unknown][] => [
    ['POST', '/api/accounts/', { username: 'someone-new', password: PASSWORD, role: 'editor' }],
    ['PATCH', '/api/accounts/1/', { role: 'editor' }],
    ['POST', '/api/seo/redirections/?language=fr-be', { from_path: '/zz-role-old', to_path: '/zz-role-new' }],
    ['PUT', '/api/seo/redirections/1/?language=fr-be', { from_path: '/zz-role-old', to_path: '/zz-role-new' }],
    ['DELETE', '/api/seo/redirections/1/?language=fr-be', undefined],
    ['PUT', '/api/partners/1/feed/', { enabled: false }],
    ['POST', '/api/partners/1/feed/runs/', { url: 'http://127.0.0.1:9/never.csv' }],
  ];

  it('refuses an editor the admins’ writes with 403 in the error shape, and changes nothing', async () => {
    for (const [method, url, body] of adminWrites()) {
      const res = await call(url, { method, body, token: editor });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.json, `${method} ${url}`).toEqual({ error: { code: 'forbidden', message: expect.stringContaining('admin role') } });
    }
    const robots = new FormData();
    robots.append('content', 'User-agent: *\nDisallow: /\n');
    expect((await call('/api/file_storage/upload_robots/', { method: 'POST', body: robots, token: editor })).status).toBe(403);
    expect((await call('/api/accounts/', { token: editor })).status).toBe(403);
    expect((await call('/api/seo/redirections/rules/?language=fr-be')).json.results).not.toContainEqual(
      expect.objectContaining({ from_path: '/zz-role-old' }),
    );
    expect((await call('/api/file_storage/download_robots/')).text).not.toBe('User-agent: *\nDisallow: /\n');
  });

  it('answers 401 before 403: no token, no role', async () => {
    for (const [method, url, body] of adminWrites()) {
      expect((await call(url, { method, body })).status, `${method} ${url}`).toBe(401);
    }
  });

  it('lets an editor write content and read the audit log', async () => {
    const res = await call('/api/seo/store/1/?language=fr-be', { method: 'PATCH', body: { seo_title: 'Titre des éditeurs' }, token: editor });
    expect([200, 404]).toContain(res.status);
    expect((await call('/api/audit_log/', { token: editor })).status).toBe(200);
  });

  it('lets an admin make them', async () => {
    const created = await call('/api/seo/redirections/?language=fr-be', {
      method: 'POST',
      body: { from_path: '/zz-admin-old', to_path: '/zz-admin-new' },
      token: admin,
    });
    expect(created.status).toBe(201);
    expect((await call('/api/partners/1/feed/', { method: 'PUT', body: { enabled: true }, token: admin })).status).toBe(200);
  });
});

describe('accounts', () => {
  it('lists the accounts by username, for admins', async () => {
    const res = await call('/api/accounts/?size=100', { token: admin });
    expect(res.status).toBe(200);
    const names = res.json.results.map((account: { username: string }) => account.username);
    expect(names).toEqual(expect.arrayContaining(['test-admin', 'test-editor']));
    expect([...names].sort()).toEqual(names);
    expect(res.json.results[0]).not.toHaveProperty('password_hash');
    expect(res.json.count).toBe(names.length);
  });

  it('creates an editor who can sign in; a taken name is a 409, a short password a 422 on its field', async () => {
    const res = await call('/api/accounts/', { method: 'POST', body: { username: 'new-editor', password: PASSWORD, role: 'editor' }, token: admin });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ username: 'new-editor', role: 'editor', is_active: true, last_login_at: null });
    expect((await login('new-editor', PASSWORD)).token).toBeTruthy();

    const taken = await call('/api/accounts/', { method: 'POST', body: { username: 'new-editor', password: PASSWORD, role: 'admin' }, token: admin });
    expect(taken.status).toBe(409);
    const short = await call('/api/accounts/', { method: 'POST', body: { username: 'short-one', password: 'short', role: 'editor' }, token: admin });
    expect(short.status).toBe(422);
    expect(short.json.error.details).toEqual([expect.objectContaining({ path: 'password' })]);
    const noRole = await call('/api/accounts/', { method: 'POST', body: { username: 'no-role', password: PASSWORD }, token: admin });
    expect(noRole.status).toBe(422);
    expect(noRole.json.error.details).toEqual([expect.objectContaining({ path: 'role' })]);
  });

  it('promotes an editor at once: the token it holds opens the admins’ writes', async () => {
    const created = await call('/api/accounts/', { method: 'POST', body: { username: 'rising-editor', password: PASSWORD, role: 'editor' }, token: admin });
    const { token } = await login('rising-editor', PASSWORD);
    expect((await call('/api/accounts/', { token })).status).toBe(403);
    const promoted = await call(`/api/accounts/${created.json.id}/`, { method: 'PATCH', body: { role: 'admin' }, token: admin });
    expect(promoted.status).toBe(200);
    expect(promoted.json.role).toBe('admin');
    expect((await call('/api/accounts/', { token })).status).toBe(200);
    expect((await call('/api/auth/me/', { token })).json.role).toBe('admin');
  });

  it('disables an account: its tokens stop working, and it cannot sign in until it is enabled again', async () => {
    const created = await call('/api/accounts/', { method: 'POST', body: { username: 'leaving-editor', password: PASSWORD, role: 'editor' }, token: admin });
    const { token } = await login('leaving-editor', PASSWORD);
    const disabled = await call(`/api/accounts/${created.json.id}/`, { method: 'PATCH', body: { is_active: false }, token: admin });
    expect(disabled.json.is_active).toBe(false);
    expect((await call('/api/auth/me/', { token })).status).toBe(401);
    await expect(login('leaving-editor', PASSWORD)).rejects.toThrow('Invalid username or password');
    await call(`/api/accounts/${created.json.id}/`, { method: 'PATCH', body: { is_active: true }, token: admin });
    expect((await call('/api/auth/me/', { token })).status).toBe(200);
  });

  it('keeps an admin from changing their own account, and answers 404 and 422 as every write does', async () => {
    const me = (await call('/api/auth/me/', { token: admin })).json;
    const self = await call(`/api/accounts/${me.id}/`, { method: 'PATCH', body: { is_active: false }, token: admin });
    expect(self.status).toBe(409);
    expect((await call('/api/auth/me/', { token: admin })).status).toBe(200);
    expect((await call('/api/accounts/99999999/', { method: 'PATCH', body: { role: 'admin' }, token: admin })).status).toBe(404);
    const empty = await call(`/api/accounts/${me.id + 1}/`, { method: 'PATCH', body: {}, token: admin });
    expect(empty.status).toBe(422);
    const unknownRole = await call(`/api/accounts/${me.id + 1}/`, { method: 'PATCH', body: { role: 'owner' }, token: admin });
    expect(unknownRole.json.error.details).toEqual([expect.objectContaining({ path: 'role' })]);
  });

  it('records account writes in the audit log, never a password', async () => {
    const created = await call('/api/accounts/', { method: 'POST', body: { username: 'logged-editor', password: PASSWORD, role: 'editor' }, token: admin });
    await call(`/api/accounts/${created.json.id}/`, { method: 'PATCH', body: { role: 'admin' }, token: admin });
    const log = await call(`/api/audit_log/?entity_type=account&entity_id=${created.json.id}`, { token: admin });
    expect(log.json.results).toEqual([
      expect.objectContaining({ action: 'update', username: 'test-admin', changes: [{ field: 'role', old: 'editor', new: 'admin' }] }),
      expect.objectContaining({ action: 'create', username: 'test-admin' }),
    ]);
    expect(JSON.stringify(log.json)).not.toContain(PASSWORD);
  });
});
