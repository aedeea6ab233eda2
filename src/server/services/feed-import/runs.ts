import 'server-only';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FeedRunRejection, feedRuns, type FeedRunTrigger, partners } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { FeedMode } from '@/lib/feed-mapping';
import { offsetOf, type Page, type Paging } from '../lib/paging';
import { stagingTableOf } from './staging';

/**
 * The record of each import: started as `running` (one per partner, by a partial unique index, so
 * two servers never import one partner's feed at once), kept alive by a heartbeat, and finished
 * with its figures. A run whose heartbeat stopped for STALE_MS died with its server: the next run
 * of that partner fails it (and drops what it had staged) before starting.
 */

/** How long a run may go without a heartbeat before it counts as dead. */
export const STALE_MS = 90_000;
/** Rejections kept with a run (the first ones, in feed order); the count covers them all. */
export const FEED_RUN_REJECTIONS_KEPT = 100;

export type FeedRunFigures = { rowsRead: number; inserted: number; updated: number; unchanged: number; ended: number; rejected: number };

export type FeedRun = FeedRunFigures & {
  id: number;
  partner: { id: number; slug: string; name: string };
  source: string;
  mode: FeedMode;
  trigger: FeedRunTrigger;
  status: 'running' | 'succeeded' | 'failed';
  startedAt: Date;
  finishedAt: Date | null;
  rejections: FeedRunRejection[];
  error: string | null;
};

/** A unique violation, as PostgreSQL and PGlite report it (Drizzle may wrap the driver's error). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Fails the partner's running import if its heartbeat stopped; true when there was one. */
async function failStaleRun(database: Db, partnerId: number): Promise<boolean> {
  const stale = await database
    .update(feedRuns)
    .set({ status: 'failed', finishedAt: new Date(), error: 'The server running this import stopped before it ended; nothing of it was applied.' })
    .where(
      and(
        eq(feedRuns.partnerId, partnerId),
        eq(feedRuns.status, 'running'),
        lt(feedRuns.heartbeatAt, sql`now() - make_interval(secs => ${STALE_MS / 1000})`),
      ),
    )
    .returning({ id: feedRuns.id });
  for (const run of stale) await database.execute(sql.raw(`DROP TABLE IF EXISTS "${stagingTableOf(run.id)}"`));
  return stale.length > 0;
}

/** Starts a run of the partner's feed; 409 while another one runs. */
export async function startRun(
  database: Db,
  run: { partnerId: number; source: string; mode: FeedMode; trigger: FeedRunTrigger },
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await database.insert(feedRuns).values(run).returning({ id: feedRuns.id });
      return row!.id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt === 0 && (await failStaleRun(database, run.partnerId))) continue;
      const [running] = await database
        .select({ id: feedRuns.id, startedAt: feedRuns.startedAt })
        .from(feedRuns)
        .where(and(eq(feedRuns.partnerId, run.partnerId), eq(feedRuns.status, 'running')));
      throw new ConflictError('This partner’s feed is being imported already; one import runs at a time per partner.', {
        runningRun: running?.id ?? null,
        startedAt: running?.startedAt ?? null,
      });
    }
  }
}

export async function heartbeat(database: Db, runId: number, rowsRead: number): Promise<void> {
  await database.update(feedRuns).set({ heartbeatAt: sql`now()`, rowsRead }).where(eq(feedRuns.id, runId));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Marks the run succeeded, in the transaction that applies it: its figures and its rows commit together. */
export async function succeedRun(tx: Tx, runId: number, figures: FeedRunFigures, rejections: FeedRunRejection[]): Promise<void> {
  await tx
    .update(feedRuns)
    .set({ ...figures, rejections: rejections.slice(0, FEED_RUN_REJECTIONS_KEPT), status: 'succeeded', finishedAt: new Date(), heartbeatAt: sql`now()` })
    .where(eq(feedRuns.id, runId));
}

export async function failRun(
  database: Db,
  runId: number,
  error: string,
  figures: Pick<FeedRunFigures, 'rowsRead' | 'rejected'>,
  rejections: FeedRunRejection[],
): Promise<void> {
  await database
    .update(feedRuns)
    .set({
      ...figures,
      rejections: rejections.slice(0, FEED_RUN_REJECTIONS_KEPT),
      status: 'failed',
      finishedAt: new Date(),
      error: error.slice(0, 2000),
    })
    .where(eq(feedRuns.id, runId));
}

const runColumns = {
  id: feedRuns.id,
  partner: { id: partners.id, slug: partners.slug, name: partners.name },
  source: feedRuns.source,
  mode: feedRuns.mode,
  trigger: feedRuns.trigger,
  status: feedRuns.status,
  startedAt: feedRuns.startedAt,
  finishedAt: feedRuns.finishedAt,
  rowsRead: feedRuns.rowsRead,
  inserted: feedRuns.inserted,
  updated: feedRuns.updated,
  unchanged: feedRuns.unchanged,
  ended: feedRuns.ended,
  rejected: feedRuns.rejected,
  rejections: feedRuns.rejections,
  error: feedRuns.error,
};

export async function getRun(database: Db, runId: number): Promise<FeedRun> {
  const [run] = await database.select(runColumns).from(feedRuns).innerJoin(partners, eq(partners.id, feedRuns.partnerId)).where(eq(feedRuns.id, runId));
  if (!run) throw new NotFoundError(`No feed run ${runId}`);
  return run;
}

/** A partner's runs, newest first (the rejections are left to each run's own read). */
export async function listRuns(database: Db, partnerId: number, paging: Paging): Promise<Page<Omit<FeedRun, 'rejections'>>> {
  const { rejections: _rejections, ...columns } = runColumns;
  const [rows, [total]] = await Promise.all([
    database
      .select(columns)
      .from(feedRuns)
      .innerJoin(partners, eq(partners.id, feedRuns.partnerId))
      .where(eq(feedRuns.partnerId, partnerId))
      .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    database.select({ n: sql<number>`count(*)::int` }).from(feedRuns).where(eq(feedRuns.partnerId, partnerId)),
  ]);
  return { count: total?.n ?? 0, results: rows };
}

/** The newest run of each partner given (partners never imported have none), for lists of partners. */
export async function lastRuns(database: Db, partnerIds: number[]): Promise<Map<number, Omit<FeedRun, 'rejections'>>> {
  if (partnerIds.length === 0) return new Map();
  const { rejections: _rejections, ...columns } = runColumns;
  // DISTINCT ON walks feed_runs_partner_idx (partner, started_at): one row per partner, however many runs it has.
  const rows = await database
    .selectDistinctOn([feedRuns.partnerId], columns)
    .from(feedRuns)
    .innerJoin(partners, eq(partners.id, feedRuns.partnerId))
    .where(inArray(feedRuns.partnerId, partnerIds))
    .orderBy(feedRuns.partnerId, desc(feedRuns.startedAt), desc(feedRuns.id));
  return new Map(rows.map((run) => [run.partner.id, run]));
}
