import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { env } from '@/server/env';
import { type Account, createAdmin, signToken } from '@/server/services/auth';
import { resetRateLimits } from '../lib/rate-limit';
import { call } from '@test/api';

setupTestDatabase({ seeded: false });

const PASSWORD = 'a long enough passphrase';
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin('auth-editor', PASSWORD);
});

// Each test starts with every allowance full, per address and per account.
beforeEach(resetRateLimits);

/** A username no earlier attempt used, for tests of the per-address limit. */
let guessed = 0;
const anyone = () => `guessed-editor-${++guessed}`;

const login = (username: string, password: string, init: { ip?: string; headers?: Record<string, string>; unstamped?: boolean } = {}) =>
  call('/api/auth-jwt/', { method: 'POST', body: { username, password }, ...init });

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
    // A new username each time: the per-account limit is not what this counts.
    let n = 0;
    const attempt = (ip: string) =>
      call('/api/auth-jwt/', { method: 'POST', body: { username: `editor-${++n}`, password: 'guess guess' }, ip });
    for (let i = 0; i < 10; i++) expect((await attempt('10.1.0.4')).status).toBe(401);
    const limited = await attempt('10.1.0.4');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await attempt('10.1.0.5')).status).toBe(401);
  });

  it('counts guesses by the socket address, whatever X-Forwarded-For the client writes', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await login(anyone(), 'guess guess', { ip: '10.1.1.1', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect(res.status).toBe(401);
    }
    // A new made-up address, or a list of them, gets no fresh allowance.
    for (const forged of ['198.51.100.7', '198.51.100.8, 198.51.100.9', '10.1.1.2']) {
      const res = await login(anyone(), 'guess guess', { ip: '10.1.1.1', headers: { 'x-forwarded-for': forged } });
      expect(res.status, forged).toBe(429);
    }
  });

  it('behind TRUSTED_PROXY_HOPS proxies, counts the address the nearest untrusted hop saw', async () => {
    const hops = env.TRUSTED_PROXY_HOPS;
    env.TRUSTED_PROXY_HOPS = 1;
    try {
      // One proxy (socket 10.1.2.254) appends the client's address; what the client wrote is left of it.
      const viaProxy = (client: string, written: string) =>
        login(anyone(), 'guess guess', { ip: '10.1.2.254', headers: { 'x-forwarded-for': `${written}, ${client}` } });
      for (let i = 0; i < 10; i++) expect((await viaProxy('192.0.2.10', `203.0.113.${i}`)).status).toBe(401);
      expect((await viaProxy('192.0.2.10', '203.0.113.99')).status).toBe(429);
      // Another client behind the same proxy has its own allowance.
      expect((await viaProxy('192.0.2.11', '203.0.113.0')).status).toBe(401);
    } finally {
      env.TRUSTED_PROXY_HOPS = hops;
    }
  });

  it('treats requests that did not pass our server as one unknown client', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await login(anyone(), 'guess guess', { unstamped: true, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect(res.status).toBe(401);
    }
    const res = await login(anyone(), 'guess guess', { unstamped: true, headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(res.status).toBe(429);
  });
});

describe('POST /api/auth-jwt/ per account and client', () => {
  beforeAll(async () => {
    await createAdmin('guarded-editor', PASSWORD);
    await createAdmin('paced-editor', PASSWORD);
    await createAdmin('resetting-editor', PASSWORD);
    await createAdmin('burst-editor', PASSWORD);
  });

  const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));

  it('lets the right password in from another client, however many guesses one client made', async () => {
    // Ten wrong passwords from one client used to answer 429 to everyone for 15 minutes.
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await login('guarded-editor', `guess ${i}`, { ip: '10.1.3.1' })).status);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5).every((status) => status === 429)).toBe(true);
    expect((await login('guarded-editor', PASSWORD, { ip: '10.1.3.2' })).status).toBe(200);
    // Nor is a client that typed it wrong a few times slowed down by the guesser.
    expect((await login('guarded-editor', 'typo', { ip: '10.1.3.3' })).status).toBe(401);
  });

  it('slows one client guessing one account down more with every failure', async () => {
    // Ten requests: the eleventh would meet the per-client limit of 10 a minute.
    const guess = (password = 'guess') => login('paced-editor', password, { ip: '10.1.3.10' });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(401);
    const waits = [];
    for (let step = 0; step < 2; step++) {
      const refused = await guess();
      expect(refused.status).toBe(429);
      expect(refused.json.error.code).toBe('rate_limited');
      waits.push(Number(refused.headers.get('retry-after')));
      await sleep(waits.at(-1)!);
      expect((await guess()).status).toBe(401);
    }
    // Even the right password waits its turn: the guesser cannot tell it was right.
    const refused = await guess(PASSWORD);
    expect(refused.status).toBe(429);
    waits.push(Number(refused.headers.get('retry-after')));
    expect(waits).toEqual([1, 2, 4]);
  }, 60_000);

  it('paces unknown usernames alike, so the answer tells no account apart', async () => {
    for (let i = 0; i < 5; i++) expect((await login('no-such-editor', 'guess', { ip: '10.1.4.1' })).status).toBe(401);
    expect((await login('no-such-editor', 'guess', { ip: '10.1.4.1' })).status).toBe(429);
    // Nor does changing the case of the name get a fresh allowance.
    expect((await login('No-Such-Editor', 'guess', { ip: '10.1.4.1' })).status).toBe(429);
  });

  it('forgets the client\'s failures once it logs in', async () => {
    for (let i = 0; i < 4; i++) expect((await login('resetting-editor', 'guess', { ip: '10.1.5.1' })).status).toBe(401);
    expect((await login('resetting-editor', PASSWORD, { ip: '10.1.5.1' })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('resetting-editor', 'guess', { ip: '10.1.5.1' })).status).toBe(401);
    expect((await login('resetting-editor', 'guess', { ip: '10.1.5.1' })).status).toBe(429);
  });

  it('lets no burst of concurrent guesses past the delay', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login('burst-editor', `guess ${i}`, { ip: '10.1.6.1' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

describe('POST /api/auth-jwt-refresh/', () => {
  it('trades a valid token for one that lasts the full time again', async () => {
    const { token } = await signToken(admin, new Date(Date.now() + 60_000));
    const res = await call('/api/auth-jwt-refresh/', { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(Date.parse(res.json.expires_at)).toBeGreaterThan(Date.now() + env.JWT_TTL_SECONDS * 1000 - 5_000);
    expect((await call('/api/auth/me/', { token: res.json.token })).json).toMatchObject({ username: 'auth-editor', role: admin.role });
  });

  it('refuses an expired token and no token', async () => {
    const { token } = await signToken(admin, new Date(Date.now() - 60_000));
    expect((await call('/api/auth-jwt-refresh/', { method: 'POST', token })).status).toBe(401);
    expect((await call('/api/auth-jwt-refresh/', { method: 'POST' })).status).toBe(401);
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
