import 'server-only';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { logger } from '../../logger';

/**
 * The queue of scheduled feed imports, one face and two kinds. On PostgreSQL it is pg-boss, in a
 * schema of its own in the site's database: every server takes jobs from it, one partner's job at
 * a time, a failed import is retried with back-off, and the job of a server that died mid-run is
 * expired by pg-boss's maintenance and taken by another. On PGlite (one process, no other
 * connection possible) it is a queue in this process with the same rules on the one server.
 *
 * "One partner at a time" holds at three levels: `enqueue` refuses a partner that has a job
 * queued, waiting for a retry or running; on PostgreSQL the queue's `stately` policy refuses a
 * second queued job and a second active job of one partner (singletonKey = the partner's id); and
 * the run's partial unique index (runs.ts) has the last word, also against imports started
 * through the API.
 */

export const FEED_IMPORT_QUEUE = 'feed-import';
/** pg-boss's schema in the site's database. */
export const FEED_QUEUE_SCHEMA = 'pgboss';

/** One import to run: the partner's feed, for its schedule's time `dueAt` (ISO 8601). */
export type FeedImportJob = { partnerId: number; dueAt: string };

export type FeedImportContext = {
  /** 1 for the first try, then 2, 3… for the retries. */
  attempt: number;
  /** Aborted when the job's time is up, or when the server stops and the import must end. */
  signal: AbortSignal;
};

/** Does the job; a throw fails the try, which is retried with back-off until the retries run out. */
export type FeedImportHandler = (job: FeedImportJob, context: FeedImportContext) => Promise<void>;

export type FeedJobOutcome = 'completed' | 'retrying' | 'failed';

export type FeedQueueOptions = {
  /** Without one the queue only takes jobs in (a server that does not import). */
  handler?: FeedImportHandler;
  /** Retries after the first try (3). */
  retryLimit?: number;
  /**
   * Delay before the first retry, in seconds (120), doubled for each further one, with up to as
   * much again at random. Longer than a run's STALE_MS (runs.ts), so that when a retry follows a
   * server that died mid-import, the run that server left `running` counts as dead by then.
   */
  retryDelaySeconds?: number;
  /**
   * Longest a try may take, in seconds (30 minutes). Past it the import is aborted (its run is
   * recorded as failed) and the job retried; on PostgreSQL it is also how long the job of a server
   * that died stays active before another server takes it.
   */
  expireInSeconds?: number;
  /** Imports this server runs at once (1: an import is heavy on memory and on the database). */
  concurrency?: number;
  /** Told how each try ended (logs, tests). */
  onJobEnd?: (job: FeedImportJob, outcome: FeedJobOutcome, error?: unknown) => void;
};

export type PgBossQueueOptions = FeedQueueOptions & {
  connectionString: string;
  /** How often an idle worker asks for a job, in seconds (10); a job queued on this server wakes its own worker at once. */
  pollingIntervalSeconds?: number;
  /** How often one of the servers expires jobs past their time and archives old ones, in seconds (120). */
  maintenanceIntervalSeconds?: number;
};

export interface FeedImportQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Connects (pg-boss) and starts taking jobs when there is a handler. */
  start(): Promise<void>;
  /** Queues an import; false when the partner has one queued, waiting for a retry, or running. */
  enqueue(job: FeedImportJob): Promise<boolean>;
  /**
   * Takes no more jobs and gives the running imports `timeoutMs` to end; then aborts them (each
   * records its run as failed). On PostgreSQL their jobs go back to the queue for another server.
   */
  stop(timeoutMs?: number): Promise<void>;
}

const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 120, expireInSeconds: 30 * 60, concurrency: 1 };
/** An import is aborted this long before its job expires, so that it records its own failure first. */
const ABORT_BEFORE_EXPIRY_MS = 5_000;
/** After an abort, how long a stopping queue waits for the import to record its failure. */
const ABORT_GRACE_MS = 3_000;

/** pg-boss's back-off, for the in-process queue: `delay·2^(n-1)` plus up to as much at random, n = the retry's number. */
export function retryDelayMs(delaySeconds: number, retry: number): number {
  const base = delaySeconds * 1000 * 2 ** (Math.min(16, retry) - 1);
  return base + base * Math.random();
}

/** When to abort a try that may last `expireInSeconds`: a little before the queue gives up on it. */
function abortAfterMs(expireInSeconds: number): number {
  const ms = expireInSeconds * 1000;
  return Math.max(ms / 2, ms - ABORT_BEFORE_EXPIRY_MS);
}

export function createPgBossQueue(options: PgBossQueueOptions): FeedImportQueue {
  return new PgBossQueue(options);
}

export function createInProcessQueue(options: FeedQueueOptions): FeedImportQueue {
  return new InProcessQueue(options);
}

type JobRow = PgBoss.JobWithMetadata<FeedImportJob>;

class PgBossQueue implements FeedImportQueue {
  readonly kind = 'pg-boss' as const;
  readonly #options: PgBossQueueOptions & typeof DEFAULTS;
  #boss: PgBoss | undefined;
  readonly #workers: string[] = [];
  readonly #running = new Map<string, AbortController>();

  constructor(options: PgBossQueueOptions) {
    this.#options = { ...DEFAULTS, ...options };
  }

  #connect(): PgBoss {
    const config: PgBoss.ConstructorOptions & Pick<pg.PoolConfig, 'connectionTimeoutMillis' | 'keepAlive'> = {
      connectionString: this.#options.connectionString,
      schema: FEED_QUEUE_SCHEMA,
      application_name: 'holiday-offers feed queue',
      // Its own small pool: a worker's fetch, a send and the maintenance, without the requests'
      // statement timeout and without taking connections from them.
      max: 3,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
      // The schedule is ours (schedule.ts): no pg-boss cron, hence no clock-skew queries nor cron worker.
      schedule: false,
      // The maintenance expires the active jobs of dead workers (the takeover); one server a round.
      supervise: true,
      maintenanceIntervalSeconds: this.#options.maintenanceIntervalSeconds ?? 120,
    };
    const boss = new PgBoss(config);
    // Unheard, an 'error' event (a dropped connection, a failed maintenance) would end the process.
    boss.on('error', (error) => logger.warn({ err: error }, 'feed import queue: pg-boss reported an error'));
    return boss;
  }

  async start(): Promise<void> {
    if (this.#boss) return;
    // A PgBoss whose start failed never starts again (it stays "starting"): each try gets a new one.
    const boss = this.#connect();
    try {
      await boss.start();
      const { retryLimit, retryDelaySeconds, expireInSeconds } = this.#options;
      // Left as it is when it exists; the jobs carry their own retry and expiry settings.
      await boss.createQueue(FEED_IMPORT_QUEUE, {
        name: FEED_IMPORT_QUEUE,
        policy: 'stately',
        retryLimit,
        retryDelay: Math.max(1, Math.round(retryDelaySeconds)),
        retryBackoff: true,
        expireInSeconds,
      });
    } catch (error) {
      // Its pool, which stop() would leave open for a boss that never started.
      await (boss.getDb() as PgBoss.Db & { close?: () => Promise<void> }).close?.().catch(() => undefined);
      throw error;
    }
    this.#boss = boss;
    const handler = this.#options.handler;
    if (!handler) return;
    const workOptions = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 10 };
    for (let i = 0; i < this.#options.concurrency; i++) {
      this.#workers.push(await boss.work<FeedImportJob>(FEED_IMPORT_QUEUE, workOptions, ([job]) => this.#run(job!, handler)));
    }
  }

  async enqueue(job: FeedImportJob): Promise<boolean> {
    const boss = this.#boss;
    if (!boss) throw new Error('The feed import queue is not started');
    const key = String(job.partnerId);
    // pg-boss 10 has no policy for "one job per key in any state" (`stately` allows a queued job
    // beside an active one), and a queued job whose key is active blocks the whole queue's fetch
    // (it would break the unique index of active jobs): so no job goes in while the partner has one.
    const pending = await boss
      .getDb()
      .executeSql(`SELECT 1 FROM ${FEED_QUEUE_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed' LIMIT 1`, [
        FEED_IMPORT_QUEUE,
        key,
      ]);
    if ((pending?.rows.length ?? 0) > 0) return false;
    const { retryLimit, retryDelaySeconds, expireInSeconds } = this.#options;
    const id = await boss.send(FEED_IMPORT_QUEUE, job, {
      singletonKey: key,
      retryLimit,
      retryDelay: Math.max(1, Math.round(retryDelaySeconds)),
      retryBackoff: true,
      expireInSeconds,
    });
    if (id === null) return false;
    for (const worker of this.#workers) boss.notifyWorker(worker);
    return true;
  }

  async #run(row: JobRow, handler: FeedImportHandler): Promise<void> {
    const controller = new AbortController();
    // pg-boss fails a try that outlives its expiry and retries it, but cannot stop it: the import
    // is aborted a little earlier, so it ends (recording its failure) rather than run on beside its retry.
    const timer = setTimeout(() => controller.abort(new Error('The import took longer than its job may last')), abortAfterMs(row.expireInSeconds));
    timer.unref();
    this.#running.set(row.id, controller);
    try {
      await handler(row.data, { attempt: row.retryCount + 1, signal: controller.signal });
      this.#options.onJobEnd?.(row.data, 'completed');
    } catch (error) {
      const outcome = row.retryCount < row.retryLimit ? 'retrying' : 'failed';
      logger.warn({ err: error, partnerId: row.data.partnerId, attempt: row.retryCount + 1, outcome }, 'scheduled feed import failed');
      this.#options.onJobEnd?.(row.data, outcome, error);
      // pg-boss fails the try: back to the queue with back-off while retries are left.
      throw error;
    } finally {
      clearTimeout(timer);
      this.#running.delete(row.id);
    }
  }

  async stop(timeoutMs = 15_000): Promise<void> {
    const boss = this.#boss;
    if (!boss) return;
    this.#boss = undefined;
    this.#workers.length = 0;
    const abort = setTimeout(() => {
      for (const controller of this.#running.values()) controller.abort(new Error('The server is stopping'));
    }, timeoutMs);
    try {
      // pg-boss stops fetching, waits for the running tries, fails those still running at the
      // timeout (so that another server retries them), then closes its pool.
      await boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs + ABORT_GRACE_MS });
    } finally {
      clearTimeout(abort);
    }
  }
}

type Entry = { job: FeedImportJob; attempt: number; retry?: NodeJS.Timeout; controller?: AbortController; done?: Promise<void> };

/** The queue of one process (PGlite): the same rules, kept in memory; what is queued ends with the process. */
class InProcessQueue implements FeedImportQueue {
  readonly kind = 'in-process' as const;
  readonly #options: FeedQueueOptions & typeof DEFAULTS;
  /** By partner: queued, waiting for a retry, or running. */
  readonly #jobs = new Map<number, Entry>();
  #ready: Entry[] = [];
  readonly #running = new Set<Entry>();
  #started = false;
  #stopping = false;

  constructor(options: FeedQueueOptions) {
    this.#options = { ...DEFAULTS, ...options };
  }

  async start(): Promise<void> {
    if (this.#started || this.#stopping) return;
    this.#started = true;
    this.#pump();
  }

  async enqueue(job: FeedImportJob): Promise<boolean> {
    if (this.#stopping || this.#jobs.has(job.partnerId)) return false;
    const entry: Entry = { job, attempt: 1 };
    this.#jobs.set(job.partnerId, entry);
    this.#ready.push(entry);
    this.#pump();
    return true;
  }

  #pump(): void {
    const handler = this.#options.handler;
    if (!handler || !this.#started || this.#stopping) return;
    while (this.#running.size < this.#options.concurrency && this.#ready.length > 0) {
      const entry = this.#ready.shift()!;
      this.#running.add(entry);
      entry.done = this.#run(entry, handler).finally(() => {
        this.#running.delete(entry);
        this.#pump();
      });
    }
  }

  async #run(entry: Entry, handler: FeedImportHandler): Promise<void> {
    const { job } = entry;
    const controller = new AbortController();
    entry.controller = controller;
    const timer = setTimeout(() => controller.abort(new Error('The import took longer than its job may last')), abortAfterMs(this.#options.expireInSeconds));
    timer.unref();
    try {
      await handler(job, { attempt: entry.attempt, signal: controller.signal });
      this.#jobs.delete(job.partnerId);
      this.#options.onJobEnd?.(job, 'completed');
    } catch (error) {
      const retry = entry.attempt; // the number of the retry that would come next
      const outcome = retry <= this.#options.retryLimit && !this.#stopping ? 'retrying' : 'failed';
      logger.warn({ err: error, partnerId: job.partnerId, attempt: entry.attempt, outcome }, 'scheduled feed import failed');
      if (outcome === 'retrying') {
        entry.attempt++;
        entry.retry = setTimeout(() => {
          entry.retry = undefined;
          this.#ready.push(entry);
          this.#pump();
        }, retryDelayMs(this.#options.retryDelaySeconds, retry));
        entry.retry.unref();
      } else {
        this.#jobs.delete(job.partnerId);
      }
      this.#options.onJobEnd?.(job, outcome, error);
    } finally {
      clearTimeout(timer);
      entry.controller = undefined;
    }
  }

  async stop(timeoutMs = 15_000): Promise<void> {
    if (this.#stopping) return;
    this.#stopping = true;
    // Queued jobs and pending retries end with the process; the partners' next times still stand.
    for (const entry of this.#jobs.values()) clearTimeout(entry.retry);
    this.#ready = [];
    const running = [...this.#running];
    const finished = Promise.allSettled(running.map((entry) => entry.done));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      finished.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      for (const entry of running) entry.controller?.abort(new Error('The server is stopping'));
      await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, ABORT_GRACE_MS).unref())]);
    }
    this.#jobs.clear();
  }
}
