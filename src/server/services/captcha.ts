import 'server-only';
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { env } from '@/server/env';
import { ValidationError } from '@/server/errors';
import { CAPTCHA_FIELD } from '@/lib/captcha';

/**
 * The captcha of the public forms: an ALTCHA proof of work whose challenges this site makes and
 * checks itself (no third party). A challenge is signed with CAPTCHA_HMAC_KEY, so the server keeps
 * nothing until an answer comes back; the answer is then accepted once (the caller keeps the used
 * signatures, see `checkCaptcha`).
 */
export type CaptchaSettings = {
  /** Signs challenges; also the source of the key that signs the expected answer. */
  hmacKey: string;
  /** The browser tries at most this many hashes. */
  maxNumber: number;
  /** Lifetime of a challenge. */
  ttlSeconds: number;
};

/**
 * The settings of the running server, or null when no captcha is configured. Read at each call,
 * not at import, so that tests can switch the captcha on and off.
 */
export function captchaSettings(): CaptchaSettings | null {
  if (!env.CAPTCHA_HMAC_KEY) return null;
  return { hmacKey: env.CAPTCHA_HMAC_KEY, maxNumber: env.CAPTCHA_MAX_NUMBER, ttlSeconds: env.CAPTCHA_TTL_SECONDS };
}

/**
 * SHA-256 in one round: the widget solves it with Web Crypto in its workers, with no WebAssembly
 * (which the Content-Security-Policy would have to allow with 'wasm-unsafe-eval').
 */
const ALGORITHM = 'SHA-256';
const COST = 1;

/**
 * A second secret, derived from the key, signs the expected answer inside the challenge
 * (ALTCHA's deterministic mode): checking an answer is then one HMAC, with no hashing to redo.
 */
function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
}

/**
 * A fresh challenge, valid `ttlSeconds`: the number to find is drawn between a fifth of the
 * maximum and the maximum, so that every visitor does some work and none does too much.
 */
export async function createCaptchaChallenge(settings: CaptchaSettings, now: number = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(settings.maxNumber, Math.max(1, Math.floor(settings.maxNumber / 5))),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + settings.ttlSeconds,
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
  });
}

/** The widget's answer: base64 of `{challenge, solution}` as JSON. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string().max(32),
        nonce: z.string().max(128),
        salt: z.string().max(128),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string().max(256),
        keySignature: z.string().max(256).optional(),
        expiresAt: z.number().optional(),
      })
      // Every signed parameter must reach the signature check as it was signed.
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }).loose(),
});

export type CaptchaAnswer = {
  /** The challenge's signature: unique to it, so it names the challenge for replay checks. */
  id: string;
  /** Seconds until the challenge expires: how long its use must be remembered. */
  remainingSeconds: number;
};

const captchaError = (message: string) => new ValidationError('Invalid body', [{ path: CAPTCHA_FIELD, message }]);

export const CAPTCHA_MESSAGES = {
  missing: 'The captcha is required: let it finish its check, then send again',
  invalid: 'The captcha answer is invalid: solve it again',
  expired: 'The captcha has expired: solve it again',
  reused: 'This captcha answer was already used: solve it again',
} as const;

function decode(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Checks the answer of a form: a missing, malformed, forged or expired one is a ValidationError
 * (422) on the `captcha` field, never a 500. Returns the challenge's id for the replay check.
 */
export async function verifyCaptchaAnswer(settings: CaptchaSettings, token: string | undefined, now: number = Date.now()): Promise<CaptchaAnswer> {
  if (!token) throw captchaError(CAPTCHA_MESSAGES.missing);
  const payload = payloadSchema.safeParse(decode(token));
  if (!payload.success || payload.data.challenge.parameters.algorithm !== ALGORITHM) throw captchaError(CAPTCHA_MESSAGES.invalid);
  const { challenge, solution } = payload.data;
  const expiresAt = challenge.parameters.expiresAt;
  // Every challenge of ours expires; one without an expiry is not ours.
  if (expiresAt === undefined) throw captchaError(CAPTCHA_MESSAGES.invalid);
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: challenge as Challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: settings.hmacKey,
      hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
    });
  } catch {
    // A value the library cannot read (a counter out of range…): a bad answer, not our failure.
    throw captchaError(CAPTCHA_MESSAGES.invalid);
  }
  if (result.expired) throw captchaError(CAPTCHA_MESSAGES.expired);
  if (!result.verified) throw captchaError(CAPTCHA_MESSAGES.invalid);
  return { id: challenge.signature, remainingSeconds: Math.max(1, Math.ceil(expiresAt - now / 1000)) };
}

/**
 * The whole check of a form's answer when a captcha is configured (nothing to check otherwise):
 * valid, then claimed once through `claim`, which answers false for an id already claimed.
 */
export async function checkCaptcha(
  token: string | undefined,
  claim: (id: string, seconds: number) => Promise<boolean>,
  settings: CaptchaSettings | null = captchaSettings(),
): Promise<void> {
  if (!settings) return;
  const answer = await verifyCaptchaAnswer(settings, token);
  if (!(await claim(answer.id, answer.remainingSeconds))) throw captchaError(CAPTCHA_MESSAGES.reused);
}
