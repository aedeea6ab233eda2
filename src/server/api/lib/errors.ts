import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, MethodNotAllowedError, RateLimitedError } from '@/server/errors';
import { logger } from '@/server/logger';

type Status = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500;

/** Every failure leaves as `{error: {code, message, details}}` (DESIGN §6). */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof MethodNotAllowedError) c.header('Allow', error.allow.join(', '));
  if (error instanceof AppError) {
    return c.json(
      { error: { code: error.code, message: error.message, details: error.details } },
      error.status as Status,
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status as Status;
    return c.json({ error: { code: status === 413 ? 'payload_too_large' : 'bad_request', message: error.message } }, status);
  }
  if (error instanceof SyntaxError) {
    return c.json({ error: { code: 'bad_request', message: 'Malformed JSON body' } }, 400);
  }
  logger.error({ err: error, path: c.req.path, method: c.req.method }, 'unhandled API error');
  return c.json({ error: { code: 'internal_error', message: 'Something went wrong on our side' } }, 500);
}

export function handleNotFound(c: Context): Response {
  return c.json({ error: { code: 'not_found', message: `No route ${c.req.method} ${c.req.path}` } }, 404);
}
