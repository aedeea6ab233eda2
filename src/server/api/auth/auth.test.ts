import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@/server/db/testing';
import { createAdmin, signToken } from '@/server/services/auth';
import { call } from '../lib/testing';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a Vitest helper, not a React hook
useTestDatabase({ seeded: false });

const PASSWORD = 'a long enough passphrase';
let admin: { id: number; username: string };

beforeAll(async () => {
  admin = await createAdmin('auth-editor', PASSWORD);
});

describe('POST /api/auth-jwt/', () => {
  it('exchanges good credentials for a token that opens the writes', async () => {
    const res = await call('/api/auth-jwt/', { method: 'POST', body: { username: 'auth-editor', password: PASSWORD }, ip: '10.1.0.1' });
    expect(res.status).toBe(200);
    expect(res.json.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(res.json.expires_at)).toBeGreaterThan(Date.now());
    const verified = await call('/api/auth-jwt-verify/', { method: 'POST', body: { token: res.json.token } });
    expect(verified.json).toEqual({ valid: true, username: 'auth-editor', expires_at: res.json.expires_at });
  });

  it('answers the same generic 401 for a wrong password and an unknown user', async () => {
    const wrong = await call('/api/auth-jwt/', { method: 'POST', body: { username: 'auth-editor', password: 'not it at all' }, ip: '10.1.0.2' });
    const unknown = await call('/api/auth-jwt/', { method: 'POST', body: { username: 'nobody', password: PASSWORD }, ip: '10.1.0.2' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.error).toEqual(unknown.json.error);
    expect(wrong.json.error.message).toBe('Invalid username or password');
  });

  it('rejects a body without the fields with 422', async () => {
    const res = await call('/api/auth-jwt/', { method: 'POST', body: { username: 'auth-editor' }, ip: '10.1.0.3' });
    expect(res.status).toBe(422);
  });

  it('limits password guesses per client to 10 a minute', async () => {
    const attempt = (ip: string) =>
      call('/api/auth-jwt/', { method: 'POST', body: { username: 'auth-editor', password: 'guess guess' }, ip });
    for (let i = 0; i < 10; i++) expect((await attempt('10.1.0.4')).status).toBe(401);
    const limited = await attempt('10.1.0.4');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await attempt('10.1.0.5')).status).toBe(401);
  });
});

describe('POST /api/auth-jwt-verify/', () => {
  it('refuses an expired token', async () => {
    const { token } = await signToken(admin, new Date(Date.now() - 60_000));
    const res = await call('/api/auth-jwt-verify/', { method: 'POST', body: { token } });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
  });

  it('refuses a tampered token', async () => {
    const { token } = await signToken(admin, new Date(Date.now() + 60_000));
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url');
    expect((await call('/api/auth-jwt-verify/', { method: 'POST', body: { token: `${header}.${forged}.${signature}` } })).status).toBe(401);
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    expect((await call('/api/auth-jwt-verify/', { method: 'POST', body: { token: `${header}.${payload}.${flipped}` } })).status).toBe(401);
    expect((await call('/api/auth-jwt-verify/', { method: 'POST', body: { token: 'not-a-token' } })).status).toBe(401);
  });

  it('refuses a token signed with another algorithm', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: String(admin.id), iss: 'holiday-offers', exp: 9999999999 })).toString('base64url');
    expect((await call('/api/auth-jwt-verify/', { method: 'POST', body: { token: `${header}.${payload}.` } })).status).toBe(401);
  });

  it('rejects an empty token with 422', async () => {
    expect((await call('/api/auth-jwt-verify/', { method: 'POST', body: { token: '' } })).status).toBe(422);
  });
});
