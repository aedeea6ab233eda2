import { createRoute } from '@hono/zod-openapi';
import { rateLimit } from '../lib/rate-limit';
import { adminRoute, errorsOf } from '../lib/routes';
import { errors, json, jsonBody } from '../lib/schemas';
import { loginBodySchema, signedInSchema, tokenSchema, verifiedSchema, verifyBodySchema } from './auth.schemas';

const tags = ['auth'];

/** Password guesses allowed per client and minute. */
const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/**
 * Logins per account and client before each next one waits twice as long (at most 15 minutes);
 * the count is kept a day, or until a login succeeds.
 */
export const LOGIN_PACING = { free: 5, maxDelaySeconds: 15 * 60, windowSeconds: 24 * 60 * 60 };

export const login = createRoute({
  method: 'post',
  path: '/auth-jwt/',
  tags,
  summary: 'Exchanges an admin username and password for a token',
  description:
    'Limited per client (10 attempts a minute, whatever the usernames) and per username and client: after 5 attempts from one client for one username, each next one must wait twice as long after the previous one (1 s, 2 s, 4 s… up to 15 minutes); one made sooner answers 429 with Retry-After. Another client is not slowed down, so a guesser cannot lock the account\'s owner out. A successful login clears the client\'s count.',
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

export const renew = adminRoute(
  {
    method: 'post',
    path: '/auth-jwt-refresh/',
    tags,
    summary: 'Exchanges a valid token for a fresh one (the back-office renews before its token expires)',
    responses: { 200: json(tokenSchema), ...errorsOf(401, 429) },
  },
  rateLimit('auth-jwt-refresh', 60, 60),
);

export const me = adminRoute({
  method: 'get',
  path: '/auth/me/',
  tags,
  summary: 'The account the token belongs to: its username and its current role',
  responses: { 200: json(signedInSchema), ...errorsOf(401) },
});
