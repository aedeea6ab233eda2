/**
 * The digest a server error carries to the error page when the database could not be reached
 * (src/server/errors.ts ServiceUnavailableError): in production an error reaches the browser with
 * its digest only, so this is how the page knows to show 503.
 */
export const UNAVAILABLE_DIGEST = 'SERVICE_UNAVAILABLE';

/** The status an error page shows: 503 for an unreachable database, the error's own status, else 500. */
export function errorStatus(error: { digest?: string; status?: unknown }): number {
  if (error.digest === UNAVAILABLE_DIGEST) return 503;
  return typeof error.status === 'number' ? error.status : 500;
}
