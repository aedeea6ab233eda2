import 'server-only';
import { ServerResponse, STATUS_CODES } from 'node:http';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from './db/availability';

const INSTALLED = Symbol.for('holiday-offers.unavailable-status');

/**
 * Makes a page that failed because the database cannot be reached answer 503, not 500.
 *
 * Next 16 answers every render error of a page with 500 (app-render sets `res.statusCode = 500`
 * and renders its error document); no API lets a page choose another status (only notFound(),
 * forbidden(), unauthorized() and redirects have theirs). So the server's responses are watched
 * at the one place every status passes, `writeHead`: a 500 written while the database is known
 * to be unreachable (src/server/db/availability.ts: the last query failed to reach it) leaves as
 * 503 with Retry-After. The API answers its 503 itself (src/server/api/lib/errors.ts); a 500
 * from a bug while the database answers stays a 500. Installed once per process, at start-up
 * (src/instrumentation.ts).
 */
export function answerOutagesWith503(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const writeHead = prototype.writeHead;
  prototype.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && databaseUnavailable()) {
      statusCode = 503;
      if (typeof rest[0] === 'string') rest.shift();
      if (this.statusMessage === STATUS_CODES[500]) this.statusMessage = STATUS_CODES[503]!;
      this.statusCode = 503;
      if (!this.hasHeader('retry-after')) this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof writeHead;
}
