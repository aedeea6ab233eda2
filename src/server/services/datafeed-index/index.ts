import 'server-only';
import { db, type Db, installedDatabase } from '../../db/client';
import { logger } from '../../logger';
import { compact } from './compact';
import { loadAll, loadChanges, pruneChanges, readVersion as readVersionOf } from './load';
import { IndexBuilder } from './build';
import type { DatafeedIndex } from './model';
import { applyChanges } from './mutate';
import { runSliced } from './sliced';

export { INDEX_ORDERINGS, type IndexOrdering, type DatafeedIndex } from './model';
export { IndexQuery, type PlaceCounts } from './query';

/**
 * The datafeed index of this process and how it follows the database. Readers never wait for it
 * (but for the very first build): they take the index held. In the background the follower asks
 * for the datafeed's version every second and applies the changes logged since its own (every
 * change of a burst of versions at once), so a change shows on every server within a few
 * seconds. A full read (at start, after a TRUNCATE, far behind) and the periodic re-layout run in
 * slices between requests (sliced.ts): the event loop is never held for long.
 */

/** How often each server asks for the datafeed's version. */
const POLL_MS = 1_000;
/** The tail (rows appended since the last layout) is laid out again past this share of the rows... */
const TAIL_SHARE = 0.05;
/** ...or this many rows, whichever is larger; and once this share of the rows has died. */
const TAIL_MIN = 4_096;
const DEAD_SHARE = 0.1;
/** More changed properties than this share (or CHANGES_MIN) at once: reading everything again is cheaper. */
const CHANGES_SHARE = 0.1;
const CHANGES_MIN = 20_000;
/** The change log is kept this long: a server further behind reads everything again. */
const KEEP_CHANGES_MS = 15 * 60_000;

async function fullLoad(database: Db): Promise<DatafeedIndex> {
  const started = performance.now();
  const builder = new IndexBuilder(0);
  const version = await loadAll(
    database,
    (rows) => builder.add(rows),
    (rows) => builder.expect(rows),
  );
  const index = await runSliced(builder.layout(version));
  logger.info({ rows: index.liveCount, version, ms: Math.round(performance.now() - started) }, 'datafeed index built');
  return index;
}

function needsLayout(index: DatafeedIndex): boolean {
  const tail = index.size - index.base;
  return tail > Math.max(TAIL_MIN, index.base * TAIL_SHARE) || index.size - index.liveCount > index.size * DEAD_SHARE;
}

class Follower {
  current: DatafeedIndex | undefined;
  private first: Promise<DatafeedIndex> | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private queued: Promise<DatafeedIndex> | undefined;
  private polling = false;
  /** Versions held over time, to know which changes every server has had time to apply. */
  private held: { at: number; version: number }[] = [];

  constructor(private readonly database: Db) {}

  /** The index held; the first call builds it. */
  ready(): Promise<DatafeedIndex> {
    if (this.current) return Promise.resolve(this.current);
    this.first ??= fullLoad(this.database).then(
      (index) => {
        this.current = index;
        this.poll();
        return index;
      },
      (error: unknown) => {
        this.first = undefined;
        throw error;
      },
    );
    return this.first;
  }

  /** Brings the index up to the database's version now. Calls made while one runs share the next. */
  sync(): Promise<DatafeedIndex> {
    if (this.queued) return this.queued;
    const run = this.running.then(() => {
      this.queued = undefined;
      return this.catchUp();
    });
    this.queued = run;
    this.running = run.catch(() => undefined);
    return run;
  }

  private async catchUp(): Promise<DatafeedIndex> {
    const index = await this.ready();
    const limit = Math.max(CHANGES_MIN, Math.floor(index.liveCount * CHANGES_SHARE));
    const changes = await loadChanges(this.database, index.version, limit);
    if (!changes) {
      this.current = await fullLoad(this.database);
    } else if (changes.version > index.version) {
      const started = performance.now();
      applyChanges(index, changes);
      const applied = performance.now() - started;
      if (needsLayout(index)) this.current = await runSliced(compact(index));
      logger.debug(
        { version: changes.version, changed: changes.upserts.length + changes.removed.length, applyMs: Math.round(applied) },
        'datafeed index followed the feed',
      );
    }
    await this.prune();
    return this.current!;
  }

  private async prune(): Promise<void> {
    const now = Date.now();
    const version = this.current!.version;
    if (this.held.at(-1)?.version !== version) this.held.push({ at: now, version });
    const old = this.held.filter((entry) => entry.at <= now - KEEP_CHANGES_MS);
    if (old.length === 0) return;
    this.held = this.held.slice(old.length - 1);
    if (old.length > 1) await pruneChanges(this.database, old.at(-1)!.version);
  }

  /** Every POLL_MS while this database is the process's; stops with it (tests install their own). */
  private poll(): void {
    if (this.polling) return;
    this.polling = true;
    const tick = () => {
      if (installedDatabase() !== this.database) {
        this.polling = false;
        return;
      }
      this.sync()
        .catch((error: unknown) => logger.warn({ err: error }, 'datafeed index could not follow the feed; it keeps the rows it has'))
        .finally(() => setTimeout(tick, POLL_MS).unref());
    };
    setTimeout(tick, POLL_MS).unref();
  }
}

/**
 * Per database handle (tests and scripts install databases of their own), on globalThis so that
 * the API's and the pages' bundles share one index.
 */
const shared = globalThis as unknown as { __datafeedFollowers?: WeakMap<Db, Follower> };
const followers = (shared.__datafeedFollowers ??= new WeakMap());

function followerOf(database: Db): Follower {
  let follower = followers.get(database);
  if (!follower) followers.set(database, (follower = new Follower(database)));
  return follower;
}

/** The index held (built on first use), at most a few seconds behind the database. */
export function datafeedIndex(): Promise<DatafeedIndex> {
  return followerOf(db()).ready();
}

/**
 * The index once it has applied every change committed so far: for a process that has just
 * written the datafeed and must read its own write (an import, a test).
 */
export function syncDatafeedIndex(): Promise<DatafeedIndex> {
  return followerOf(db()).sync();
}

/** The datafeed's version in the database now. */
export function readVersion(): Promise<number> {
  return readVersionOf(db());
}

/**
 * Applies the changes committed so far if this process holds an index (a server that has just
 * imported a feed); does nothing in a process that reads no index (the import command).
 */
export async function followDatafeedNow(): Promise<void> {
  const database = installedDatabase();
  const follower = database && followers.get(database);
  if (follower?.current) await follower.sync();
}
