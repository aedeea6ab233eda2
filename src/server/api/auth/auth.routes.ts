import { createRoute } from '@hono/zod-openapi';
import { rateLimit } from '../lib/rate-limit';
import { errors, json, jsonBody } from '../lib/schemas';
import { loginBodySchema, tokenSchema, verifiedSchema, verifyBodySchema } from './auth.schemas';

const tags = ['auth'];

/** Password guesses allowed per client and minute. */
const LOGIN_ATTEMPTS_PER_MINUTE = 10;

export const login = createRoute({
  method: 'post',
  path: '/auth-jwt/',
  tags,
  summary: 'Exchanges an admin username and password for a token',
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
