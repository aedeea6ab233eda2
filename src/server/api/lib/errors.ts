import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '@/server/db/availability';
import { AppError, RateLimitedError, ServiceUnavailableError } from '@/server/errors';
import { logger } from '@/server/logger';

type Status = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * Every failure leaves as `{error: {code, message, details}}` (DESIGN §6). A database that cannot
 * be reached is a 503 `unavailable` with Retry-After, never a 500.
 */
export function handleError(error: Error, c: Context): Response {
  if (!(error instanceof ServiceUnavailableError) && isDatabaseUnavailable(error)) {
    logger.warn({ err: error, path: c.req.path, method: c.req.method }, 'database unavailable');
    error = new ServiceUnavailableError(RETRY_AFTER_SECONDS, error);
  }
  if (error instanceof RateLimitedError || error instanceof ServiceUnavailableError) {
    c.header('Retry-After', String(error.retryAfterSeconds));
  }
  // An outage must not be kept by a shared cache once the database is back.
  if (error instanceof ServiceUnavailableError) c.header('Cache-Control', 'no-store');
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
