import 'server-only';
import { ServerResponse } from 'node:http';
import { closeDatabase } from './db/client';
import { logger } from './logger';
import { closeHealthClients } from './services/health';

const INSTALLED = Symbol.for('holiday-offers.shutdown');

/** Longest the database may take to close once the server has stopped. */
const CLOSE_TIMEOUT_MS = 5000;
/** Longest background work (a feed import) may take to stop, from the signal, before the database closes under it. */
const STOP_WORK_TIMEOUT_MS = 20_000;

const WORK = Symbol.for('holiday-offers.shutdown.work');
const work = ((globalThis as { [WORK]?: Set<() => Promise<void>> })[WORK] ??= new Set());

/**
 * Background work that uses the database (the feed scheduler) and must stop before it closes:
 * told at the signal, while the requests in flight finish, and waited for (STOP_WORK_TIMEOUT_MS
 * at most) before the pool closes. Returns the unregistering function.
 */
export function stopBeforeDatabaseCloses(stop: () => Promise<void>): () => void {
  work.add(stop);
  return () => void work.delete(stop);
}

/**
 * Closes the database pool when the server stops on SIGTERM or SIGINT, after the requests in
 * flight have finished.
 *
 * `next start` handles those signals itself (next/dist/server/lib/start-server.js): it stops
 * accepting connections, waits for the open ones to finish (`server.close()`), closes the Next
 * server, then calls `process.exit(143)` (130 for SIGINT). It offers no hook after the drain, and
 * taking the signals over (NEXT_MANUAL_SIG_HANDLE) would lose the drain, which needs the HTTP
 * server that Next keeps to itself. So this notes the signal (and tells the background work to
 * stop, see `stopBeforeDatabaseCloses`) and, when Next then exits, waits for that work, closes the
 * pool (and the readiness check's Redis clients), then exits with the same exit code.
 */
export function closeDatabaseOnShutdown(): void {
  const proc = process as NodeJS.Process & { [INSTALLED]?: true };
  if (proc[INSTALLED]) return;
  proc[INSTALLED] = true;

  let signalled = false;
  let stopped: Promise<unknown> = Promise.resolve();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (signalled) return;
      signalled = true;
      logger.info({ signal }, 'shutting down: finishing the requests in flight');
      closeConnectionsAfterResponse();
      stopped = Promise.allSettled([...work].map((stop) => stop()));
    });
  }

  const exit = process.exit.bind(process);
  let closing = false;
  process.exit = ((code?: number | string | null) => {
    if (!signalled || closing) return exit(code);
    closing = true;
    const workDeadline = new Promise((resolve) => setTimeout(resolve, STOP_WORK_TIMEOUT_MS).unref());
    void Promise.race([stopped, workDeadline]).then(() => {
      const deadline = new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref());
      const close = Promise.allSettled([closeDatabase(), closeHealthClients()]).then(() => logger.info('database closed'));
      void Promise.race([close, deadline]).finally(() => exit(code));
    });
    return undefined as never;
  }) as typeof process.exit;
}

/**
 * From now on each answer closes its connection: `server.close()` ends only the connections idle
 * when it is called, and one whose request was in flight would otherwise stay open, idle, for
 * the keep-alive timeout (5 s) before the server can exit.
 */
function closeConnectionsAfterResponse(): void {
  const writeHead = ServerResponse.prototype.writeHead;
  ServerResponse.prototype.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader('Connection', 'close');
    return (writeHead as (...inner: unknown[]) => ServerResponse).apply(this, args);
  } as typeof writeHead;
}
