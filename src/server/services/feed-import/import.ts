import 'server-only';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { db, type Db, installedDatabase } from '../../db/client';
import type { FeedRunRejection, FeedRunTrigger } from '../../db/schema';
import { logger } from '../../logger';
import type { FeedFormat, FeedMode } from '@/lib/feed-mapping';
import { followDatafeedNow } from '../datafeed-index';
import { loadFeedDictionaries } from './dictionaries';
import { getPartnerFeed } from './feeds';
import { mapRecord } from './map-record';
import { type FeedItem, readFeed } from './read-feed';
import { failRun, FEED_RUN_REJECTIONS_KEPT, type FeedRun, getRun, heartbeat, startRun, succeedRun } from './runs';
import { Staging } from './staging';

/**
 * One import of a partner's feed: the feed is read as a stream, each record mapped and checked
 * (a bad one is recorded with its line, field and reason, and skipped), the good rows staged, and
 * everything applied in one transaction with the run's figures. A run that fails at any point
 * changes nothing visitors see. Memory stays flat: a batch of rows at a time.
 */

/** A file path or http(s) URL (`label`: what the run records as its source instead); or, for the seed, records already in hand. */
export type FeedInput = { location: string; label?: string } | { name: string; items: AsyncIterable<FeedItem> };

export type ImportProgress = {
  runId: number;
  phase: 'reading' | 'applying' | 'done';
  rowsRead: number;
  rejected: number;
  /** Bytes of the source read so far and its size (ETA), when the source has one. */
  bytesRead: number | null;
  size: number | null;
  elapsedMs: number;
};

export type ImportOptions = {
  /** The partner's id or slug. */
  partner: number | string;
  input: FeedInput;
  /** The partner's settings tell it when left out. */
  mode?: FeedMode;
  format?: FeedFormat;
  trigger: FeedRunTrigger;
  onProgress?: (progress: ImportProgress) => void;
  /** Told once the run is recorded (an API answers with its id before the import ends). */
  onStart?: (runId: number) => void;
  signal?: AbortSignal;
  database?: Db;
};

const BATCH = 5_000;
const HEARTBEAT_MS = 10_000;
const PROGRESS_MS = 500;

/** Thrown for a feed that cannot be imported as a whole (the run fails, nothing changes). */
export class FeedImportError extends Error {}

/**
 * Why a run failed, as the run records it: the database's own words for a failed statement (Drizzle's
 * message quotes the statement and every parameter, 5,000 rows of them), the error's otherwise.
 */
function reasonOf(error: unknown): string {
  if (error instanceof DrizzleQueryError && error.cause instanceof Error) return `database: ${error.cause.message}`;
  return error instanceof Error ? error.message : String(error);
}

export async function importFeed(options: ImportOptions): Promise<FeedRun> {
  const database = options.database ?? db();
  const feed = await getPartnerFeed(database, options.partner);
  const mode = options.mode ?? feed.mode;
  const source = 'location' in options.input ? (options.input.label ?? options.input.location) : options.input.name;
  const runId = await startRun(database, { partnerId: feed.partner.id, source: source.slice(0, 2000), mode, trigger: options.trigger });
  options.onStart?.(runId);
  const started = performance.now();
  const rejections: FeedRunRejection[] = [];
  let [rowsRead, rejected] = [0, 0];
  /** Where the time went: reading, mapping and staging; then applying. */
  const timings = { readMs: 0, applyMs: 0 };
  let staging: Staging | undefined;
  try {
    const dictionaries = await loadFeedDictionaries(database);
    const reader =
      'location' in options.input
        ? await readFeed(options.input.location, {
            format: options.format ?? feed.format ?? undefined,
            csvDelimiter: feed.mapping.csv?.delimiter,
            xmlRecord: feed.mapping.xml?.record,
            signal: options.signal,
          })
        : null;
    const items = reader ? reader.items : (options.input as { items: AsyncIterable<FeedItem> }).items;
    staging = await Staging.create(database, runId);
    const idColumn = feed.mapping.fields.external_id ?? 'external_id';

    const progress = (phase: ImportProgress['phase']) =>
      options.onProgress?.({
        runId,
        phase,
        rowsRead,
        rejected,
        bytesRead: reader ? reader.bytesRead() : null,
        size: reader?.size ?? null,
        elapsedMs: performance.now() - started,
      });
    let [lastBeat, lastProgress] = [performance.now(), 0];
    let rows: Parameters<Staging['add']>[0] = [];
    let rejectedIds: { line: number; externalId: string }[] = [];
    let writing: Promise<void> = Promise.resolve();
    // The next batch is read and mapped while the previous one is written.
    const flush = async () => {
      await writing;
      writing = staging!.add(rows, rejectedIds);
      [rows, rejectedIds] = [[], []];
    };
    const reject = (rejection: FeedRunRejection) => {
      rejected++;
      if (rejections.length < FEED_RUN_REJECTIONS_KEPT) rejections.push(rejection);
    };

    for await (const item of items) {
      rowsRead++;
      if ('error' in item) {
        reject({ line: item.line, field: null, reason: item.error });
      } else {
        const mapped = mapRecord(item, feed.mapping, dictionaries);
        if ('row' in mapped) rows.push(mapped.row);
        else {
          reject(mapped.rejection);
          // The feed still lists this deal: it is neither changed nor ended.
          const id = item.fields[idColumn];
          const externalId = (Array.isArray(id) ? id[0] : id)?.trim();
          if (externalId && externalId.length <= 80) rejectedIds.push({ line: item.line, externalId });
        }
      }
      if (rows.length + rejectedIds.length >= BATCH) await flush();
      const now = performance.now();
      if (now - lastProgress >= PROGRESS_MS) {
        lastProgress = now;
        progress('reading');
      }
      if (now - lastBeat >= HEARTBEAT_MS) {
        lastBeat = now;
        await heartbeat(database, runId, rowsRead);
      }
    }
    await flush();
    await writing;
    if (mode === 'full' && rowsRead === 0) {
      throw new FeedImportError('The feed holds no rows: as a full feed it would end every deal of the partner. Nothing was changed.');
    }

    const duplicates = await staging.duplicates(FEED_RUN_REJECTIONS_KEPT, rowsRead);
    rejected += duplicates.count;
    const allRejections = [...rejections, ...duplicates.first].sort((a, b) => a.line - b.line).slice(0, FEED_RUN_REJECTIONS_KEPT);
    timings.readMs = Math.round(performance.now() - started);
    progress('applying');
    await heartbeat(database, runId, rowsRead);
    // The run stays alive while it applies (a million rows take a while): another connection beats for
    // it. Not in the seed, whose one transaction is its only connection and runs nothing beside it.
    const beating =
      options.trigger === 'seed' ? undefined : setInterval(() => void heartbeat(database, runId, rowsRead).catch(() => undefined), HEARTBEAT_MS);
    try {
      await database.transaction(async (tx) => {
        // The requests' statement timeout does not bound an import's one statement per table.
        await tx.execute(sql`SET LOCAL statement_timeout = 0`);
        const applied = await staging!.apply(tx, feed.partner.id, mode);
        await succeedRun(tx, runId, { rowsRead, rejected, ...applied }, allRejections);
      });
    } finally {
      clearInterval(beating);
    }
    timings.applyMs = Math.round(performance.now() - started) - timings.readMs;
    progress('done');
  } catch (error) {
    const message = reasonOf(error);
    logger.warn({ reason: message, runId, partner: feed.partner.slug }, 'feed import failed; nothing of it was applied');
    await failRun(database, runId, message, { rowsRead, rejected }, rejections).catch((failure: unknown) =>
      logger.error({ err: failure, runId }, 'could not record the failed feed import'),
    );
  } finally {
    await staging?.drop().catch((error: unknown) => logger.warn({ err: error, runId }, 'could not drop a feed import’s staging table'));
  }
  const run = await getRun(database, runId);
  if (run.status === 'succeeded') {
    logger.info(
      { runId, partner: run.partner.slug, rowsRead: run.rowsRead, inserted: run.inserted, updated: run.updated, ended: run.ended, rejected: run.rejected, ...timings },
      'feed imported',
    );
    // This server shows its own import at once; the others within a few seconds.
    if (database === installedDatabase()) await followDatafeedNow();
  }
  return run;
}
