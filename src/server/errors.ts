import { UNAVAILABLE_DIGEST } from '@/lib/error-status';

/** Typed errors thrown by services; the API maps each to its status (DESIGN §6). */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', details?: unknown) {
    super(message, 404, 'not_found', details);
  }
}

export class ValidationError extends AppError {
  constructor(message = 'Invalid input', details?: unknown) {
    super(message, 422, 'validation_error', details);
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'Bad request', details?: unknown) {
    super(message, 400, 'bad_request', details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(message, 401, 'unauthorized');
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(message, 403, 'forbidden');
  }
}

/** A method the route does not take, e.g. GET on an action that writes; Allow names the ones it does. */
export class MethodNotAllowedError extends AppError {
  constructor(
    readonly allow: string[],
    message = `Use ${allow.join(' or ')}`,
  ) {
    super(message, 405, 'method_not_allowed', { allow });
  }
}

export class ConflictError extends AppError {
  constructor(message = 'Conflict', details?: unknown) {
    super(message, 409, 'conflict', details);
  }
}

/** Something that existed and is no more, e.g. an expired link (410). */
export class GoneError extends AppError {
  constructor(message = 'Gone', details?: unknown) {
    super(message, 410, 'gone', details);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Payload too large', details?: unknown) {
    super(message, 413, 'payload_too_large', details);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Unsupported media type', details?: unknown) {
    super(message, 415, 'unsupported_media_type', details);
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests, try again later', 429, 'rate_limited', { retry_after: retryAfterSeconds });
  }
}

/** Longest part of an input value an error message quotes. */
const QUOTE_LIMIT = 80;

/**
 * An input value as an error message may quote it: JSON-quoted, cut to a few dozen characters,
 * with `<`, `>` and `&` written as JSON escapes, so a message never carries markup (or a 10 KB
 * slug) from the request.
 */
export function quote(value: unknown): string {
  const text = String(value);
  const cut = text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
  return JSON.stringify(cut).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The database cannot be reached now (src/server/db/availability.ts): 503 with Retry-After on
 * the API; on a page, the error page with 503, told by the digest (the only part of a server
 * error that reaches the browser in production).
 */
export class ServiceUnavailableError extends AppError {
  readonly digest = UNAVAILABLE_DIGEST;

  constructor(
    readonly retryAfterSeconds: number,
    cause?: unknown,
  ) {
    super('The service is unavailable for a moment, try again shortly', 503, 'unavailable', { retry_after: retryAfterSeconds });
    this.cause = cause;
  }
}
