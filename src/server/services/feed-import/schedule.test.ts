import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { withDatabase } from '@test/database/shared';
import { type FeedServer, startFeedServer } from '@test/feed-server';
import { type DatabaseHandle, db, type Db, openDatabase } from '@/server/db/client';
import { feedRuns, partnerFeeds, partners, properties } from '@/server/db/schema';
import { queryRows } from '@/server/seed/bulk-insert';
import { putPartnerFeed } from './feeds';
import { importFeed } from './import';
import {
  createInProcessQueue,
  createPgBossQueue,
  FEED_IMPORT_QUEUE,
  FEED_QUEUE_SCHEMA,
  type FeedImportContext,
  type FeedImportHandler,
  type FeedImportJob,
  type FeedImportQueue,
  type FeedJobOutcome,
  type PgBossQueueOptions,
} from './queue';
import { STALE_MS } from './runs';
import { claimDueFeeds, FeedClock, runScheduledImport } from './schedule';

/**
 * Scheduled imports against a real database: on PGlite with the in-process queue, and on
 * PostgreSQL (DATABASE_URL) with pg-boss, several "servers" being several clocks and queues, each
 * with pools of its own, on one database. Intervals and retry delays are shortened (pg-boss's
 * shortest retry delay is a second, so its retries take a few seconds).
 */

const { handle } = setupTestDatabase({ seeded: true });
const postgres = process.env.TEST_DATABASE === 'postgres';
/** First retry delay, in seconds (doubled for the next one). */
const RETRY_DELAY = postgres ? 1 : 0.2;

const HEADER = 'external_id;name;image;deep_link;country;region;city;rental_type;services;type_of_stay;price;old_price;nights;stars;departure_date;last_minute';
const csv = (...ids: string[]) =>
  `${HEADER}\n${ids.map((id) => [id, `Hotel ${id}`, 'https://img.example/a.jpg', `https://partner.example/deal/${id}`, 'ES', '', '', 'hotel', 'breakfast', 'beach', '499', '599', '7', '4', '2026-12-20', 'non'].join(';')).join('\n')}\n`;

let server: FeedServer;
/** The test database's address (PostgreSQL only). */
let connectionString = '';
const queues: FeedImportQueue[] = [];
const clocks: FeedClock[] = [];
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  server = await startFeedServer({
    '/feeds/ok.csv': { body: csv('S-1'), contentType: 'text/csv' },
    '/feeds/pair.csv': { body: csv('P-1', 'P-2'), contentType: 'text/csv' },
    '/feeds/takeover.csv': { body: csv('T-1'), contentType: 'text/csv' },
    '/feeds/hang.csv': { body: '', hang: true },
  });
  // Also the first query, which on PGlite waits for the database to load (seconds): not in a test's time.
  const [database] = await queryRows<{ name: string }>(handle().db, sql`SELECT current_database() AS name`);
  if (postgres) connectionString = withDatabase(process.env.DATABASE_URL!, database!.name);
});

afterEach(async () => {
  await Promise.all(clocks.splice(0).map((clock) => clock.stop()));
  await Promise.all(queues.splice(0).map((queue) => queue.stop(2_000)));
});

afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  await server?.close();
});

let partnerCount = 0;
async function newPartner(): Promise<number> {
  const slug = `schedtest-${++partnerCount}`;
  const [row] = await db().insert(partners).values({ name: slug, slug, website: `https://${slug}.example` }).returning({ id: partners.id });
  return row!.id;
}

/** A partner whose feed (at `path` on the feed server) is due now. */
async function dueFeed(path: string, schedule = '0 */4 * * *'): Promise<number> {
  const partnerId = await newPartner();
  await putPartnerFeed(db(), partnerId, { url: `${server.url}${path}`, schedule, mode: 'delta' });
  await db()
    .update(partnerFeeds)
    .set({ nextRunAt: sql`now() - interval '1 minute'` })
    .where(eq(partnerFeeds.partnerId, partnerId));
  return partnerId;
}

/** The queue of this database's kind: pg-boss (short polling and maintenance) or in-process. */
async function startQueue(options: Omit<PgBossQueueOptions, 'connectionString'> = {}): Promise<FeedImportQueue> {
  const settings = { retryDelaySeconds: RETRY_DELAY, ...options };
  const queue = postgres
    ? createPgBossQueue({ connectionString, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, ...settings })
    : createInProcessQueue(settings);
  queues.push(queue);
  await queue.start();
  return queue;
}

/** What happened to each try, by partner; and the handler that imports, noting it. */
function recorder(wrap?: (job: FeedImportJob, context: FeedImportContext) => Promise<void>) {
  const outcomes = new Map<number, FeedJobOutcome[]>();
  const attempts = new Map<number, { attempt: number; at: number }[]>();
  const handler: FeedImportHandler = async (job, context) => {
    attempts.set(job.partnerId, [...(attempts.get(job.partnerId) ?? []), { attempt: context.attempt, at: performance.now() }]);
    await (wrap ?? runScheduledImport)(job, context);
  };
  const onJobEnd = (job: FeedImportJob, outcome: FeedJobOutcome) => outcomes.set(job.partnerId, [...(outcomes.get(job.partnerId) ?? []), outcome]);
  return { handler, onJobEnd, outcomes, attempts };
}

const runsOf = (partnerId: number) =>
  db()
    .select({ id: feedRuns.id, status: feedRuns.status, trigger: feedRuns.trigger, error: feedRuns.error })
    .from(feedRuns)
    .where(eq(feedRuns.partnerId, partnerId))
    .orderBy(asc(feedRuns.id));

const dealsOf = async (partnerId: number) =>
  (await db().select({ externalId: properties.externalId }).from(properties).where(eq(properties.partnerId, partnerId)).orderBy(asc(properties.externalId))).map(
    (deal) => deal.externalId,
  );

async function nextRunAtOf(partnerId: number): Promise<Date | null> {
  const [row] = await db().select({ nextRunAt: partnerFeeds.nextRunAt }).from(partnerFeeds).where(eq(partnerFeeds.partnerId, partnerId));
  return row!.nextRunAt;
}

/** The newest pg-boss job of a partner (PostgreSQL). */
async function jobOf(partnerId: number): Promise<{ id: string; state: string; retryCount: number } | undefined> {
  const [row] = await queryRows<{ id: string; state: string; retry_count: number }>(
    db(),
    sql.raw(`SELECT id, state, retry_count FROM ${FEED_QUEUE_SCHEMA}.job WHERE name = '${FEED_IMPORT_QUEUE}' AND singleton_key = '${partnerId}' ORDER BY created_on DESC LIMIT 1`),
  );
  return row && { id: row.id, state: row.state, retryCount: row.retry_count };
}

describe('the clock', () => {
  it('claims each due feed once, even when two clocks tick at the same moment, and moves it to its next time', async () => {
    const due = await Promise.all(Array.from({ length: 12 }, () => dueFeed('/feeds/ok.csv')));
    // A schedule without a time yet gets one and waits for it; a disabled feed is left alone.
    const unset = await dueFeed('/feeds/ok.csv');
    await db().update(partnerFeeds).set({ nextRunAt: null }).where(eq(partnerFeeds.partnerId, unset));
    const disabled = await dueFeed('/feeds/ok.csv');
    await db().update(partnerFeeds).set({ enabled: false }).where(eq(partnerFeeds.partnerId, disabled));

    // Two servers: on PostgreSQL each with a pool of its own; PGlite is one process's database.
    let second: Db = db();
    if (postgres) {
      const other = openDatabase({ kind: 'postgres', url: connectionString, max: 2 });
      handles.push(other);
      second = other.db;
    }
    const queued: FeedImportJob[] = [];
    const queue = {
      enqueue: async (job: FeedImportJob) => {
        queued.push(job);
        return true;
      },
    };
    const [a, b] = [new FeedClock({ queue, database: db }), new FeedClock({ queue, database: () => second })];
    const before = new Date();
    for (let round = 0; round < 3; round++) await Promise.all([a.tick(), b.tick()]);

    const ids = queued.map((job) => job.partnerId);
    expect(ids.filter((id) => due.includes(id)).sort((x, y) => x - y)).toEqual([...due].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(unset);
    expect(ids).not.toContain(disabled);

    const rows = await db()
      .select({ partnerId: partnerFeeds.partnerId, nextRunAt: partnerFeeds.nextRunAt })
      .from(partnerFeeds)
      .where(inArray(partnerFeeds.partnerId, [...due, unset]));
    for (const row of rows) {
      // '0 */4 * * *': the next multiple of four hours, UTC.
      expect(row.nextRunAt!.getTime()).toBeGreaterThan(before.getTime());
      expect(row.nextRunAt!.getTime() - before.getTime()).toBeLessThanOrEqual(4 * 3600_000);
      expect([row.nextRunAt!.getUTCHours() % 4, row.nextRunAt!.getUTCMinutes(), row.nextRunAt!.getUTCSeconds()]).toEqual([0, 0, 0]);
    }
    expect(await nextRunAtOf(disabled)).toEqual(expect.any(Date));
    expect((await nextRunAtOf(disabled))!.getTime()).toBeLessThan(before.getTime());
    // Nothing is due any more.
    expect(await claimDueFeeds(db())).toEqual([]);
  });

  it('hands a claimed run to the queue, whose worker imports the feed', async () => {
    const partnerId = await dueFeed('/feeds/ok.csv');
    const { handler, onJobEnd, outcomes } = recorder();
    const queue = await startQueue({ handler, onJobEnd });
    const clock = new FeedClock({ queue, intervalMs: 200 });
    clocks.push(clock);
    clock.start();

    await vi.waitFor(() => expect(outcomes.get(partnerId)).toEqual(['completed']), { timeout: 60_000, interval: 50 });
    expect(await dealsOf(partnerId)).toEqual(['S-1']);
    expect(await runsOf(partnerId)).toEqual([expect.objectContaining({ status: 'succeeded', trigger: 'schedule' })]);
    expect((await nextRunAtOf(partnerId))!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('the queue', () => {
  it('retries a failing feed with back-off, each run recorded as failed, and gives up after its retries', async () => {
    const partnerId = await dueFeed('/feeds/missing.csv');
    const { handler, onJobEnd, outcomes, attempts } = recorder();
    const queue = await startQueue({ handler, onJobEnd, retryLimit: 2 });
    expect(await queue.enqueue({ partnerId, dueAt: new Date().toISOString() })).toBe(true);

    await vi.waitFor(() => expect(outcomes.get(partnerId)).toEqual(['retrying', 'retrying', 'failed']), { timeout: 60_000, interval: 50 });
    const runs = await runsOf(partnerId);
    expect(runs).toHaveLength(3);
    for (const run of runs) expect(run).toMatchObject({ status: 'failed', trigger: 'schedule', error: expect.stringMatching(/404/) });
    const tries = attempts.get(partnerId)!;
    expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
    // Back-off: the first retry waits the delay or up to twice it, the second twice or up to four times.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(RETRY_DELAY * 1000 * 0.95);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(2 * RETRY_DELAY * 1000 * 0.95);
    if (postgres) await vi.waitFor(async () => expect(await jobOf(partnerId)).toMatchObject({ state: 'failed', retryCount: 2 }), { timeout: 60_000 });
  });

  it('never runs two jobs of one partner at once, while other partners go on', async () => {
    const [partnerId, otherId] = [await dueFeed('/feeds/pair.csv'), await dueFeed('/feeds/ok.csv')];
    const running = new Map<number, number>();
    const most = new Map<number, number>();
    const slow = async (job: FeedImportJob, context: FeedImportContext) => {
      running.set(job.partnerId, (running.get(job.partnerId) ?? 0) + 1);
      most.set(job.partnerId, Math.max(most.get(job.partnerId) ?? 0, running.get(job.partnerId)!));
      try {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await runScheduledImport(job, context);
      } finally {
        running.set(job.partnerId, running.get(job.partnerId)! - 1);
      }
    };
    const { handler, onJobEnd, outcomes } = recorder(slow);
    // Two servers on PostgreSQL; on PGlite one queue that could run two imports at once.
    const a = await startQueue({ handler, onJobEnd, concurrency: postgres ? 1 : 2 });
    const b = postgres ? await startQueue({ handler, onJobEnd }) : a;
    const job = { partnerId, dueAt: new Date().toISOString() };

    expect(await a.enqueue(job)).toBe(true);
    expect(await b.enqueue(job)).toBe(false);
    expect(await b.enqueue({ partnerId: otherId, dueAt: job.dueAt })).toBe(true);
    await vi.waitFor(() => expect(running.get(partnerId)).toBe(1), { timeout: 60_000, interval: 20 });
    // Running is pending too.
    expect(await a.enqueue(job)).toBe(false);
    expect(await b.enqueue(job)).toBe(false);
    await vi.waitFor(() => expect([outcomes.get(partnerId), outcomes.get(otherId)]).toEqual([['completed'], ['completed']]), { timeout: 60_000, interval: 50 });
    expect(most.get(partnerId)).toBe(1);
    expect(await dealsOf(partnerId)).toEqual(['P-1', 'P-2']);
    expect((await runsOf(partnerId)).map((run) => run.status)).toEqual(['succeeded']);

    // An import started elsewhere (the API) holds the partner: the scheduled job is dropped, not retried.
    const abort = new AbortController();
    let started!: (id: number) => void;
    const recorded = new Promise<number>((resolve) => (started = resolve));
    const hanging = importFeed({ partner: partnerId, input: { location: `${server.url}/feeds/hang.csv` }, trigger: 'api', signal: abort.signal, onStart: (id) => started(id) });
    await recorded;
    // The job finished a moment ago: pg-boss may still be writing it down.
    await vi.waitFor(async () => expect(await b.enqueue(job)).toBe(true), { timeout: 60_000, interval: 50 });
    await vi.waitFor(() => expect(outcomes.get(partnerId)).toEqual(['completed', 'completed']), { timeout: 60_000, interval: 50 });
    abort.abort();
    expect((await hanging).status).toBe('failed');
    expect((await runsOf(partnerId)).map((run) => [run.trigger, run.status])).toEqual([
      ['schedule', 'succeeded'],
      ['api', 'failed'],
    ]);
    expect(most.get(partnerId)).toBe(1);
  });

  it('stops by giving the running import its time, then aborting it: its run is recorded as failed', async () => {
    const partnerId = await dueFeed('/feeds/hang.csv');
    const { handler, onJobEnd } = recorder();
    const queue = await startQueue({ handler, onJobEnd });
    await queue.enqueue({ partnerId, dueAt: new Date().toISOString() });
    await vi.waitFor(async () => expect(await runsOf(partnerId)).toEqual([expect.objectContaining({ status: 'running' })]), { timeout: 60_000, interval: 50 });

    const stopping = performance.now();
    await queue.stop(300);
    expect(performance.now() - stopping).toBeLessThan(5_000);
    expect(await runsOf(partnerId)).toEqual([expect.objectContaining({ status: 'failed', trigger: 'schedule' })]);
    // On PostgreSQL the job goes back to the queue, for another server.
    if (postgres) {
      expect(await jobOf(partnerId)).toMatchObject({ state: 'retry' });
      await db().execute(sql.raw(`DELETE FROM ${FEED_QUEUE_SCHEMA}.job WHERE name = '${FEED_IMPORT_QUEUE}' AND singleton_key = '${partnerId}'`));
    }
  });

  it.runIf(postgres)('gives the job of a server that died mid-run to another server once it expires', async () => {
    const partnerId = await dueFeed('/feeds/takeover.csv');
    // A server that takes nothing (no handler) queues the job.
    const producer = await startQueue();
    expect(await producer.enqueue({ partnerId, dueAt: new Date().toISOString() })).toBe(true);

    // The server that dies: it takes the job, starts the run, and is gone (no stop, no failing of
    // its job; its pool is simply closed).
    const dead = new PgBoss({ connectionString, schema: FEED_QUEUE_SCHEMA, schedule: false, supervise: false, max: 1 });
    dead.on('error', () => undefined);
    await dead.start();
    const [taken] = await dead.fetch<FeedImportJob>(FEED_IMPORT_QUEUE);
    expect(taken?.data.partnerId).toBe(partnerId);
    // pg-boss itself refuses a second active or queued job of the partner (the `stately` policy).
    expect(await dead.send(FEED_IMPORT_QUEUE, { partnerId, dueAt: '' }, { singletonKey: String(partnerId) })).toEqual(expect.any(String));
    expect(await dead.send(FEED_IMPORT_QUEUE, { partnerId, dueAt: '' }, { singletonKey: String(partnerId) })).toBeNull();
    await db().execute(sql.raw(`DELETE FROM ${FEED_QUEUE_SCHEMA}.job WHERE name = '${FEED_IMPORT_QUEUE}' AND state = 'created' AND singleton_key = '${partnerId}'`));
    const [deadRun] = await db()
      .insert(feedRuns)
      .values({ partnerId, source: 'x', mode: 'delta', trigger: 'schedule', heartbeatAt: new Date(Date.now() - STALE_MS - 60_000) })
      .returning({ id: feedRuns.id });
    await dead.stop({ graceful: false, close: true });
    expect(await jobOf(partnerId)).toMatchObject({ id: taken!.id, state: 'active' });
    expect(await producer.enqueue({ partnerId, dueAt: new Date().toISOString() })).toBe(false);

    // Its time runs out: as if the job's 30 minutes had passed, its start is moved back past them.
    await db().execute(sql.raw(`UPDATE ${FEED_QUEUE_SCHEMA}.job SET started_on = now() - expire_in - interval '1 second' WHERE name = '${FEED_IMPORT_QUEUE}' AND id = '${taken!.id}'`));
    const { handler, onJobEnd, outcomes, attempts } = recorder();
    await startQueue({ handler, onJobEnd });

    // The maintenance (every second here) expires it, and after the retry's delay another worker takes it.
    await vi.waitFor(() => expect(outcomes.get(partnerId)).toEqual(['completed']), { timeout: 60_000, interval: 50 });
    expect(attempts.get(partnerId)!.map((t) => t.attempt)).toEqual([2]);
    expect(await dealsOf(partnerId)).toEqual(['T-1']);
    const runs = await runsOf(partnerId);
    expect(runs).toEqual([
      expect.objectContaining({ id: deadRun!.id, status: 'failed', error: expect.stringMatching(/stopped before it ended/) }),
      expect.objectContaining({ status: 'succeeded', trigger: 'schedule' }),
    ]);
    await vi.waitFor(async () => expect(await jobOf(partnerId)).toMatchObject({ id: taken!.id, state: 'completed' }), { timeout: 60_000 });
  });
});

describe('a scheduled job', () => {
  it('does nothing for a partner whose feed is no longer scheduled', async () => {
    const partnerId = await dueFeed('/feeds/ok.csv');
    await putPartnerFeed(db(), partnerId, { schedule: null });
    await runScheduledImport({ partnerId, dueAt: new Date().toISOString() }, { attempt: 1, signal: new AbortController().signal });
    expect(await runsOf(partnerId)).toEqual([]);
    expect(await db().select().from(feedRuns).where(and(eq(feedRuns.partnerId, partnerId), eq(feedRuns.trigger, 'schedule')))).toEqual([]);
  });
});
