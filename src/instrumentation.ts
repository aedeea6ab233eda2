/**
 * Runs once when the server starts (Next's instrumentation hook), in the Node.js runtime:
 * pages failing for an unreachable database answer 503, the database closes after the last
 * request on shutdown, and the datafeed index is built before the first visitor asks for it
 * (seconds at a million properties). Newsletter subscriptions the newsletter service has not been
 * told of yet (it failed, or was configured since) are sent again, in the background. The feed
 * scheduler (the clock of the partners' scheduled imports and their worker) runs on every server
 * unless FEED_SCHEDULER=off, and stops before the database closes; so does the store alerts' sweep
 * (new promotions mailed to their stores' subscribers) unless STORE_ALERTS_SCHEDULER=off. The event loop is watched: a
 * window of 10 s in which a callback waited more than 100 ms for it is logged as a warning (every
 * request of that moment answered late), each other window at debug level.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { answerOutagesWith503 } = await import('./server/unavailable-status');
  const { closeDatabaseOnShutdown, stopBeforeDatabaseCloses } = await import('./server/shutdown');
  answerOutagesWith503();
  closeDatabaseOnShutdown();
  // Not while building: the build reads no database.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const [{ datafeedIndex }, { logger }] = await Promise.all([import('./server/services/datafeed-index'), import('./server/logger')]);
    datafeedIndex().catch((error: unknown) => logger.warn({ err: error }, 'datafeed index not built at start; the first comparator request builds it'));
    const { watchEventLoop } = await import('./server/event-loop-watch');
    watchEventLoop({
      intervalMs: 10_000,
      stallMs: 100,
      report: (delay, stalled) => logger[stalled ? 'warn' : 'debug']({ eventLoopDelay: delay }, stalled ? 'event loop stalled' : 'event loop delay'),
    });
    const { forwardInBackground } = await import('./server/services/newsletter-forwarding');
    void forwardInBackground();
    // Mails go after the answers that asked for them (services/mail.ts): the ones under way are sent before the exit.
    const { mailsUnderWay } = await import('./server/services/mail');
    stopBeforeDatabaseCloses(mailsUnderWay);
    const { env } = await import('./server/env');
    if (env.FEED_SCHEDULER === 'on') {
      const { startFeedScheduler } = await import('./server/services/feed-import/schedule');
      const scheduler = startFeedScheduler();
      stopBeforeDatabaseCloses(() => scheduler.stop());
    }
    if (env.STORE_ALERTS_SCHEDULER === 'on') {
      const { startStoreAlertSweeper } = await import('./server/services/store-alerts-schedule');
      const sweeper = startStoreAlertSweeper();
      stopBeforeDatabaseCloses(() => sweeper.stop());
    }
  }
}
