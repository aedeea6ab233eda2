import 'server-only';

/**
 * Whether the database answers, as the last query to PostgreSQL found it, and which errors mean
 * it does not. An unreachable database is a fault of the moment (503, try again), not a bug
 * (500): the API says so in its answer (src/server/api/lib/errors.ts), pages through their error
 * status (src/server/unavailable-status.ts).
 */

/** Node's codes for a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is going away or cannot serve now: connection
 * exceptions (class 08), shutdown and start-up (57P01–57P03), too many connections (53300),
 * a statement cancelled by `statement_timeout` (57014).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

/** node-postgres' own words for a connection that timed out or ended under it. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout expired|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly/i;

/** Whether an error (or its cause: Drizzle wraps the driver's error) means the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1, current = current.cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
    if (current.name === 'ServiceUnavailableError') return true;
    if (DRIVER_MESSAGES.test(current.message)) return true;
    // AggregateError: a host name that resolves to several addresses, all refused.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

type Availability = { failedAt: number; succeededAt: number };
// Shared by every bundle of the server process (the app, the API, instrumentation).
const holder = globalThis as unknown as { __databaseAvailability?: Availability };
const state = (holder.__databaseAvailability ??= { failedAt: 0, succeededAt: 0 });

/** Records how a query to PostgreSQL went; only unreachability counts as a failure. */
export function recordDatabaseOutcome(error?: unknown): void {
  if (error === undefined) state.succeededAt = Date.now();
  else if (isDatabaseUnavailable(error)) state.failedAt = Date.now();
}

/** True from a query that found the database unreachable until the next one that reached it. */
export function databaseUnavailable(): boolean {
  return state.failedAt > state.succeededAt;
}

/** Seconds a client is asked to wait before trying again (`Retry-After` of a 503). */
export const RETRY_AFTER_SECONDS = 5;
