/**
 * Runs once when the server starts (Next's instrumentation hook), in the Node.js runtime:
 * pages failing for an unreachable database answer 503, and the database closes after the last
 * request on shutdown.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { answerOutagesWith503 } = await import('./server/unavailable-status');
  const { closeDatabaseOnShutdown } = await import('./server/shutdown');
  answerOutagesWith503();
  closeDatabaseOnShutdown();
}
