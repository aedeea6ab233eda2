import { createRoute } from '@hono/zod-openapi';
import { rateLimit } from '../lib/rate-limit';
import { errors, json, jsonBody } from '../lib/schemas';
import { loginBodySchema, tokenSchema, verifiedSchema, verifyBodySchema } from './auth.schemas';

const tags = ['auth'];

/** Password guesses allowed per client and minute. */
const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/** Failed logins allowed per account, from any address, before it answers 429 for the rest of the window. */
export const LOGIN_FAILURES_PER_ACCOUNT = { failures: 10, windowSeconds: 15 * 60 };

export const login = createRoute({
  method: 'post',
  path: '/auth-jwt/',
  tags,
  summary: 'Exchanges an admin username and password for a token',
  description:
    'Limited per client (10 attempts a minute) and per account: after 10 failed logins for one username within 15 minutes, from any address, the account answers 429 with Retry-After until the window ends; a successful login clears its count.',
  middleware: [rateLimit('auth-jwt', LOGIN_ATTEMPTS_PER_MINUTE, 60)] as const,
  request: { body: jsonBody(loginBodySchema) },
  responses: { 200: json(tokenSchema), 401: errors[401], 422: errors[422], 429: errors[429] },
});

export const verify = createRoute({
  method: 'post',
  path: '/auth-jwt-verify/',
  tags,
  summary: 'Tells whether a token is still valid',
  middleware: [rateLimit('auth-jwt-verify', 60, 60)] as const,
  request: { body: jsonBody(verifyBodySchema) },
  responses: { 200: json(verifiedSchema), 401: errors[401], 422: errors[422], 429: errors[429] },
});
