import 'server-only';
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { db, type Db, getDatabase } from '../../db/client';
import { partnerFeeds } from '../../db/schema';
import { env } from '../../env';
import { ConflictError, NotFoundError } from '../../errors';
import { logger } from '../../logger';
import { getPartnerFeed, nextRunOf } from './feeds';
import { importFeed } from './import';
import {
  createInProcessQueue,
  createPgBossQueue,
  type FeedImportContext,
  type FeedImportJob,
  type FeedImportQueue,
  type PgBossQueueOptions,
} from './queue';

/**
 * The clock of scheduled imports. Every server ticks (every 30 s): a tick claims the partners'
 * feeds that are due (enabled, with a schedule and a URL, `next_run_at` past) and moves each one's
 * `next_run_at` to its schedule's next time in the same transaction, rows locked with SKIP LOCKED:
 * of any number of servers ticking at once, exactly one claims each due run. The claimed runs go
 * to the queue (queue.ts), whose workers import them.
 *
 * A due time missed while no server ran fires once, not once per missed time. A feed with a
 * schedule but no `next_run_at` gets one, and waits for it.
 */

export const CLOCK_INTERVAL_MS = 30_000;
/** Feeds claimed per transaction; a tick that claims this many claims again. */
const CLAIM_BATCH = 50;

const warnedSchedules = new Set<string>();

/** Claims the feeds that are due and moves their next run; returns the runs to import. */
export async function claimDueFeeds(database: Db, limit = CLAIM_BATCH): Promise<FeedImportJob[]> {
  return (await claim(database, limit)).jobs;
}

/** `more`: the batch was full and moved on, so more feeds may be due. */
async function claim(database: Db, limit: number): Promise<{ jobs: FeedImportJob[]; more: boolean }> {
  return database.transaction(async (tx) => {
    const due = await tx
      .select({
        partnerId: partnerFeeds.partnerId,
        schedule: partnerFeeds.schedule,
        nextRunAt: partnerFeeds.nextRunAt,
        now: sql<Date>`now()`.mapWith((value: Date | string) => new Date(value)),
      })
      .from(partnerFeeds)
      .where(
        and(
          eq(partnerFeeds.enabled, true),
          isNotNull(partnerFeeds.schedule),
          isNotNull(partnerFeeds.url),
          or(isNull(partnerFeeds.nextRunAt), lte(partnerFeeds.nextRunAt, sql`now()`)),
        ),
      )
      // Due runs first: a schedule that never fires again keeps a null time and is read each tick.
      .orderBy(sql`${partnerFeeds.nextRunAt} ASC NULLS LAST`, asc(partnerFeeds.partnerId))
      .limit(limit)
      .for('update', { skipLocked: true });
    const jobs: FeedImportJob[] = [];
    let moved = 0;
    for (const feed of due) {
      // From the database's clock, and never from before the time being claimed: a server whose
      // clock lags would otherwise compute the same time again, and the run would fire twice.
      const from = feed.nextRunAt && feed.nextRunAt > feed.now ? feed.nextRunAt : feed.now;
      let next: Date | null;
      try {
        next = nextRunOf(feed.schedule!, from);
      } catch (error) {
        if (!warnedSchedules.has(feed.schedule!)) {
          warnedSchedules.add(feed.schedule!);
          logger.warn({ err: error, partnerId: feed.partnerId, schedule: feed.schedule }, 'a partner feed’s schedule cannot be read; it is not imported');
        }
        continue;
      }
      if (next) moved++;
      await tx.update(partnerFeeds).set({ nextRunAt: next }).where(eq(partnerFeeds.partnerId, feed.partnerId));
      if (feed.nextRunAt) jobs.push({ partnerId: feed.partnerId, dueAt: feed.nextRunAt.toISOString() });
    }
    return { jobs, more: due.length === limit && moved > 0 };
  });
}

export type FeedClockOptions = {
  queue: Pick<FeedImportQueue, 'enqueue'>;
  /** The database to claim in (the process's by default, read at each tick). */
  database?: () => Db;
  intervalMs?: number;
};

/** Ticks on this server until stopped; its timer does not keep the process alive. */
export class FeedClock {
  readonly #queue: FeedClockOptions['queue'];
  readonly #database: () => Db;
  readonly #intervalMs: number;
  #timer: NodeJS.Timeout | undefined;
  #ticking: Promise<unknown> | undefined;
  #stopped = true;

  constructor(options: FeedClockOptions) {
    this.#queue = options.queue;
    this.#database = options.database ?? db;
    this.#intervalMs = options.intervalMs ?? CLOCK_INTERVAL_MS;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#schedule(0);
  }

  #schedule(delay: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#ticking = this.tick()
        .catch((error: unknown) => logger.warn({ err: error }, 'feed clock: could not claim the due feeds; it tries again at its next tick'))
        .finally(() => this.#schedule(this.#intervalMs));
    }, delay);
    this.#timer.unref();
  }

  /** Claims the due feeds and queues them; returns the runs the queue took. */
  async tick(): Promise<FeedImportJob[]> {
    const queued: FeedImportJob[] = [];
    const database = this.#database();
    for (;;) {
      const { jobs, more } = await claim(database, CLAIM_BATCH);
      let failed = false;
      for (const job of jobs) {
        try {
          if (await this.#queue.enqueue(job)) queued.push(job);
          else logger.info({ partnerId: job.partnerId, dueAt: job.dueAt }, 'scheduled feed import skipped: the partner’s last one is still queued or running');
        } catch (error) {
          failed = true;
          logger.warn({ err: error, partnerId: job.partnerId }, 'scheduled feed import could not be queued; it is claimed again at the next tick');
          // Put back, unless the feed's settings changed meanwhile.
          await database
            .update(partnerFeeds)
            .set({ nextRunAt: new Date(job.dueAt) })
            .where(and(eq(partnerFeeds.partnerId, job.partnerId), sql`${partnerFeeds.nextRunAt} > ${new Date(job.dueAt)}`))
            .catch((failure: unknown) => logger.warn({ err: failure, partnerId: job.partnerId }, 'a claimed feed run is lost until its next time'));
        }
      }
      // Not again at once when the queue failed: those runs were put back and would come first.
      if (!more || failed || this.#stopped) return queued;
    }
  }

  /** No more ticks; a tick under way ends first. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#ticking;
  }
}

/**
 * A scheduled job: imports the partner's feed from its URL (trigger `schedule`). A run that fails
 * throws, so that the queue retries it; a partner being imported by someone else (the API, another
 * queue's job) is not a failure: that import is under way, and this one is dropped.
 */
export async function runScheduledImport(job: FeedImportJob, context: FeedImportContext, database: Db = db()): Promise<void> {
  let url: string | null;
  try {
    const feed = await getPartnerFeed(database, job.partnerId);
    url = feed.enabled && feed.schedule ? feed.url : null;
  } catch (error) {
    if (error instanceof NotFoundError) return; // the partner was removed since
    throw error;
  }
  if (!url) return; // unscheduled or disabled since
  try {
    const run = await importFeed({ partner: job.partnerId, input: { location: url }, trigger: 'schedule', signal: context.signal, database });
    if (run.status === 'failed') throw new Error(`Feed run ${run.id} failed: ${run.error ?? 'no reason recorded'}`);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    logger.info({ partnerId: job.partnerId, details: error.details }, 'scheduled feed import dropped: the partner is being imported already');
  }
}

export type FeedScheduler = { stop(timeoutMs?: number): Promise<void> };

export type FeedSchedulerOptions = Omit<PgBossQueueOptions, 'handler' | 'connectionString'> & {
  clockIntervalMs?: number;
  /** The PostgreSQL database pg-boss uses (DATABASE_URL): the process's database must be that one. */
  connectionString?: string;
  /** How long to wait before trying again when the queue cannot start (the database is down). */
  restartDelayMs?: number;
};

const holder = globalThis as unknown as { __feedScheduler?: FeedScheduler };

/**
 * This server's clock and worker: pg-boss with PostgreSQL, a queue of its own with PGlite. Started
 * once per process; when the queue cannot start (the database is down), it tries again later.
 */
export function startFeedScheduler(options: FeedSchedulerOptions = {}): FeedScheduler {
  if (holder.__feedScheduler) return holder.__feedScheduler;
  const { clockIntervalMs, restartDelayMs = CLOCK_INTERVAL_MS, connectionString = env.DATABASE_URL, ...queueOptions } = options;
  const handler = (job: FeedImportJob, context: FeedImportContext) => runScheduledImport(job, context);
  const queue =
    getDatabase().kind === 'postgres' && connectionString
      ? createPgBossQueue({ ...queueOptions, handler, connectionString })
      : createInProcessQueue({ ...queueOptions, handler });
  const clock = new FeedClock({ queue, intervalMs: clockIntervalMs });
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;

  const start = () => {
    starting = queue.start().then(
      () => {
        if (stopped) return;
        clock.start();
        logger.info({ queue: queue.kind }, 'feed scheduler started');
      },
      (error: unknown) => {
        logger.warn({ err: error }, 'feed scheduler could not start its queue; it tries again shortly');
        if (!stopped) {
          retry = setTimeout(start, restartDelayMs);
          retry.unref();
        }
      },
    );
  };
  start();

  const scheduler: FeedScheduler = {
    async stop(timeoutMs) {
      stopped = true;
      clearTimeout(retry);
      await starting;
      await clock.stop();
      await queue.stop(timeoutMs);
      if (holder.__feedScheduler === scheduler) holder.__feedScheduler = undefined;
    },
  };
  holder.__feedScheduler = scheduler;
  return scheduler;
}
