import 'server-only';
import { logger } from '../logger';
import { sendStoreAlerts, type SweepResult } from './store-alerts';

/**
 * The store alerts' sweep on this server: every minute (a minute after the previous one ended, so
 * two never overlap here), `sendStoreAlerts` mails the promotions that went live since. Every
 * server may sweep: the sweeps claim each mail in the database before sending it, so two servers
 * never send the same one (services/store-alerts.ts).
 */

export const SWEEP_INTERVAL_MS = 60_000;

export type StoreAlertSweeper = {
  /** Sweeps now, unless a sweep is under way (then waits for it); what this server's sweep sent. */
  sweep(): Promise<SweepResult>;
  /** No more sweeps; the one under way stops after its current mail and gives its other claims back. */
  stop(): Promise<void>;
};

const holder = globalThis as unknown as { __storeAlertSweeper?: StoreAlertSweeper };

/** Starts this process's sweeper (once: a second call answers the first one); its timer does not keep the process alive. */
export function startStoreAlertSweeper(options: { intervalMs?: number; firstDelayMs?: number } = {}): StoreAlertSweeper {
  if (holder.__storeAlertSweeper) return holder.__storeAlertSweeper;
  const intervalMs = options.intervalMs ?? SWEEP_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SweepResult> | undefined;

  const sweep = (): Promise<SweepResult> => {
    running ??= sendStoreAlerts({ stopped: () => stopped })
      .then((result) => {
        if (result.sent || result.failed) logger.info({ storeAlerts: result }, 'store alerts sent');
        return result;
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'store alerts: the sweep failed; the next one tries again');
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void sweep().finally(() => schedule(intervalMs)), delay);
    timer.unref();
  };
  // Not at once: the server's start has more urgent work than mails that can wait a moment.
  schedule(options.firstDelayMs ?? intervalMs);

  const sweeper: StoreAlertSweeper = {
    sweep,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (holder.__storeAlertSweeper === sweeper) holder.__storeAlertSweeper = undefined;
    },
  };
  holder.__storeAlertSweeper = sweeper;
  logger.info({ intervalMs }, 'store alert sweeper started');
  return sweeper;
}
