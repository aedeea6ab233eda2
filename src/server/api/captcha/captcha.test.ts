import { eq } from 'drizzle-orm';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { call } from '@test/api';
import { db } from '@/server/db/client';
import { contactMessages, newsletterSubscriptions } from '@/server/db/schema';
import { env } from '@/server/env';
import { CAPTCHA_MESSAGES, createCaptchaChallenge } from '@/server/services/captcha';

setupTestDatabase({ seeded: false });

const KEY = 'captcha-test-key-of-at-least-32-characters';

/** The four public forms, each with a valid body and a check that it was (or was not) stored. */
const FORMS = [
  { name: 'contact', path: '/api/pages/send_email/', body: { email: 'visitor@example.be', name: 'Visitor', message: 'A question about an offer.' } },
  { name: 'share a promotion', path: '/api/promotions/share_promotion/', body: { store_name: 'Gamma Travel', code_or_title: 'GAMMA10' } },
  { name: 'propose a store', path: '/api/stores/share/', body: { store: 'Vacances Soleil' } },
  { name: 'newsletter', path: '/api/newsletter/', body: { email: 'reader@example.be' } },
] as const;

let client = 0;
/** Each request from a client of its own: the forms are rate-limited per client. */
const post = (path: string, body: unknown) => {
  client += 1;
  return call(path, { method: 'POST', body, ip: `10.77.${Math.floor(client / 250)}.${client % 250}` });
};

/** The widget's answer to `challenge`: base64 of `{challenge, solution}`, solved as a browser does. */
async function answer(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

async function freshAnswer(): Promise<string> {
  const res = await call('/api/captcha/challenge/');
  expect(res.status).toBe(200);
  return answer(res.json as Challenge);
}

function expectCaptchaRefused(res: Awaited<ReturnType<typeof call>>, message: string, label = '') {
  expect(res.status, `${label} ${res.text}`).toBe(422);
  expect(res.json.error.code).toBe('validation_error');
  expect(res.json.error.details).toEqual([{ path: 'captcha', message }]);
}

const settings = () => ({ hmacKey: KEY, maxNumber: env.CAPTCHA_MAX_NUMBER, ttlSeconds: env.CAPTCHA_TTL_SECONDS });

describe('without a captcha configured', () => {
  it('has no challenge to give: 404 with a clear message, never cached', async () => {
    const res = await call('/api/captcha/challenge/');
    expect(res.status).toBe(404);
    expect(res.json.error).toMatchObject({ code: 'not_found', message: expect.stringContaining('No captcha is configured') });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('takes every form without a token, as before', async () => {
    for (const form of FORMS) {
      const res = await post(form.path, form.body);
      expect(res.status, `${form.name}: ${res.text}`).toBeLessThan(300);
    }
  });
});

describe('with CAPTCHA_HMAC_KEY', () => {
  const saved = { key: env.CAPTCHA_HMAC_KEY, max: env.CAPTCHA_MAX_NUMBER };

  beforeAll(() => {
    env.CAPTCHA_HMAC_KEY = KEY;
    // A small amount of work keeps the test fast; the protocol is the same.
    env.CAPTCHA_MAX_NUMBER = 2000;
  });
  afterAll(() => {
    env.CAPTCHA_HMAC_KEY = saved.key;
    env.CAPTCHA_MAX_NUMBER = saved.max;
  });

  it('gives a fresh signed challenge that expires after CAPTCHA_TTL_SECONDS, never cached', async () => {
    const [first, second] = [await call('/api/captcha/challenge/'), await call('/api/captcha/challenge/')];
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.json).toEqual({
      parameters: expect.objectContaining({ algorithm: 'SHA-256', nonce: expect.any(String), salt: expect.any(String), keyPrefix: expect.any(String) }),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const ttl = first.json.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(env.CAPTCHA_TTL_SECONDS - 5);
    expect(ttl).toBeLessThanOrEqual(env.CAPTCHA_TTL_SECONDS);
    expect(second.json.signature).not.toBe(first.json.signature);
  });

  it('refuses each form without a token with 422 naming the captcha, and stores nothing', async () => {
    for (const form of FORMS) {
      expectCaptchaRefused(await post(form.path, form.body), CAPTCHA_MESSAGES.missing);
      expectCaptchaRefused(await post(form.path, { ...form.body, captcha: '' }), CAPTCHA_MESSAGES.missing);
    }
    expect(await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'refused@example.be'))).toEqual([]);
  });

  it('accepts each form with a solved challenge', async () => {
    for (const form of FORMS) {
      const res = await post(form.path, { ...form.body, captcha: await freshAnswer() });
      expect(res.status, `${form.name}: ${res.text}`).toBeLessThan(300);
    }
    const stored = await db().select().from(contactMessages);
    expect(stored.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a forged answer: tampered parameters, another key, a wrong solution, garbage', async () => {
    const res = await call('/api/captcha/challenge/');
    const challenge = res.json as Challenge;
    const good = JSON.parse(Buffer.from(await answer(challenge), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    const tampered = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, keyPrefix: '00' } } };
    const otherKey = await createCaptchaChallenge({ ...settings(), hmacKey: 'another-key-of-at-least-32-characters!!' });
    // The proof is the derived key (checked against its signature in the challenge), not the counter.
    const key: string = good.solution.derivedKey;
    const wrongSolution = { ...good, solution: { ...good.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}` } };
    const unsigned = { ...good, challenge: { parameters: good.challenge.parameters } };
    const forged = [
      encode(tampered),
      await answer(otherKey),
      encode(wrongSolution),
      encode(unsigned),
      encode({ ...good, solution: { counter: 2 ** 40, derivedKey: 'zz' } }),
      'not base64 at all!',
      encode({ hello: 'world' }),
      encode([1, 2, 3]),
      'x'.repeat(3999),
    ];
    for (const [index, token] of forged.entries()) {
      expectCaptchaRefused(await post(FORMS[0].path, { ...FORMS[0].body, captcha: token }), CAPTCHA_MESSAGES.invalid, `forgery ${index}`);
    }
    // A token too long for the schema is a plain field error on the same field.
    const long = await post(FORMS[0].path, { ...FORMS[0].body, captcha: 'x'.repeat(5000) });
    expect(long.status).toBe(422);
    expect(long.json.error.details).toEqual([{ path: 'captcha', message: expect.any(String) }]);
    // The genuine answer of that challenge was not spent by the forgeries.
    expect((await post(FORMS[0].path, { ...FORMS[0].body, captcha: encode(good) })).status).toBe(201);
  });

  it('refuses an answer to an expired challenge', async () => {
    const past = Date.now() - (env.CAPTCHA_TTL_SECONDS + 60) * 1000;
    const expired = await createCaptchaChallenge({ ...settings(), hmacKey: KEY }, past);
    for (const form of FORMS) {
      expectCaptchaRefused(await post(form.path, { ...form.body, captcha: await answer(expired) }), CAPTCHA_MESSAGES.expired);
    }
  });

  it('accepts an answer once: a replay is refused, on the same form or another', async () => {
    const token = await freshAnswer();
    expect((await post(FORMS[3].path, { email: 'once@example.be', captcha: token })).status).toBe(202);
    expectCaptchaRefused(await post(FORMS[3].path, { email: 'twice@example.be', captcha: token }), CAPTCHA_MESSAGES.reused);
    expectCaptchaRefused(await post(FORMS[0].path, { ...FORMS[0].body, captcha: token }), CAPTCHA_MESSAGES.reused);
    expect(await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'twice@example.be'))).toEqual([]);
  });

  it('accepts an answer once even when it is sent twice at the same moment', async () => {
    const token = await freshAnswer();
    const results = await Promise.all([0, 1, 2].map(() => post(FORMS[2].path, { ...FORMS[2].body, captcha: token })));
    expect(results.map((res) => res.status).sort()).toEqual([201, 422, 422]);
  });
});
