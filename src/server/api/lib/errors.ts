import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, MethodNotAllowedError, quote, RateLimitedError, ServiceUnavailableError } from '@/server/errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '@/server/db/availability';
import { logger } from '@/server/logger';

type Status = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * PostgreSQL errors that only input can cause (SQLSTATE class 22, data exception, and 54000,
 * a value too large to index): a value the checks at the boundary let through. The request is
 * at fault, not the server: 400, never 500. `22021` is a NUL character in a text, `22003` a
 * number out of range, `22001` a text too long for its column, `22P02` a malformed literal.
 */
const INPUT_SQLSTATE = /^(22[0-9A-Z]{3}|54000)$/;

const SQLSTATE_MESSAGES: Record<string, string> = {
  '22021': 'A text value holds a character that cannot be stored (NUL)',
  '22P05': 'A text value holds a character that cannot be stored',
  '22003': 'A number is out of range',
  '22001': 'A text value is too long',
  '54000': 'A value is too large',
};

/** The SQLSTATE of a database error (drizzle wraps the driver's error as its `cause`). */
function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * An error answer, serialized with `<`, `>` and `&` escaped (`\u003c`…): the JSON reads the same,
 * and no byte of it can be taken for markup by a client that sniffs.
 */
export function errorJson(c: Context, status: Status, error: { code: string; message: string; details?: unknown }): Response {
  const text = JSON.stringify({ error }).replace(/[<>&]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return c.body(text, status as ContentfulStatusCode, { 'Content-Type': 'application/json; charset=UTF-8' });
}

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
  if (error instanceof MethodNotAllowedError) c.header('Allow', error.allow.join(', '));
  if (error instanceof AppError) {
    return errorJson(c, error.status as Status, { code: error.code, message: error.message, details: error.details });
  }
  if (error instanceof HTTPException) {
    const status = error.status as Status;
    return errorJson(c, status, { code: status === 413 ? 'payload_too_large' : 'bad_request', message: error.message });
  }
  if (error instanceof SyntaxError) {
    return errorJson(c, 400, { code: 'bad_request', message: 'Malformed JSON body' });
  }
  const state = sqlState(error);
  if (state && INPUT_SQLSTATE.test(state)) {
    // Still worth a look: a check at the boundary is missing for this input.
    logger.warn({ sqlstate: state, path: c.req.path, method: c.req.method }, 'input refused by the database');
    return errorJson(c, 400, {
      code: 'bad_request',
      message: SQLSTATE_MESSAGES[state] ?? 'A value is malformed or out of range',
      details: { sqlstate: state },
    });
  }
  logger.error({ err: error, path: c.req.path, method: c.req.method }, 'unhandled API error');
  return errorJson(c, 500, { code: 'internal_error', message: 'Something went wrong on our side' });
}

export function handleNotFound(c: Context): Response {
  return errorJson(c, 404, { code: 'not_found', message: `No route ${c.req.method} ${quote(c.req.path)}` });
}
