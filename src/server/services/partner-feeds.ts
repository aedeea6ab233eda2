import 'server-only';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { db } from '../db/client';
import { ValidationError } from '../errors';
import { logger } from '../logger';
import type { FeedFormat, FeedMode } from '@/lib/feed-mapping';
import { findPartner, getPartnerFeed, listPartnerRefs, type PartnerFeed, type PartnerFeedInput, putPartnerFeed } from './feed-import/feeds';
import { type FeedInput, importFeed } from './feed-import/import';
import { type FeedRun, getRun, listRuns } from './feed-import/runs';
import type { Page, Paging } from './lib/paging';

/** Partner feeds as the API offers them to editors: settings, imports started on request, runs. */

export type { FeedRun, PartnerFeed };

export const partnerFeed = (partnerId: number) => getPartnerFeed(db(), partnerId);

export const savePartnerFeed = (partnerId: number, input: PartnerFeedInput) => putPartnerFeed(db(), partnerId, input);

export const partnerRefs = () => listPartnerRefs(db());

export const feedRun = (runId: number) => getRun(db(), runId);

export async function feedRuns(partnerId: number, paging: Paging): Promise<Page<Omit<FeedRun, 'rejections'>>> {
  await findPartner(db(), partnerId);
  return listRuns(db(), partnerId, paging);
}

type StartOptions = { mode?: FeedMode; format?: FeedFormat };

/**
 * Starts an import on this server and answers as soon as its run is recorded (the import goes on
 * in the background; its run tells how it ends). A partner already importing is a 409, an unknown
 * one a 404, before anything starts. `cleanup` runs once the import has ended, however it ends.
 */
function startImport(partnerId: number, input: FeedInput, options: StartOptions, cleanup?: () => Promise<void>): Promise<FeedRun> {
  return new Promise<FeedRun>((resolve, reject) => {
    importFeed({ partner: partnerId, input, ...options, trigger: 'api', onStart: (id) => void getRun(db(), id).then(resolve, reject) })
      .catch((error: unknown) => {
        reject(error);
        logger.warn({ err: error, partnerId }, 'feed import did not start');
      })
      .finally(() => void cleanup?.().catch((error: unknown) => logger.warn({ err: error }, 'could not remove an uploaded feed')));
  });
}

/** Imports the feed at an http(s) URL (the partner's own when none is given). */
export async function importFromUrl(partnerId: number, url: string | undefined, options: StartOptions): Promise<FeedRun> {
  const feed = await getPartnerFeed(db(), partnerId);
  const location = url ?? feed.url;
  if (!location) throw new ValidationError('url: give the feed’s url, or set the partner’s', [{ path: 'url', message: 'Give the feed’s url, or set the partner’s' }]);
  return startImport(partnerId, { location }, options);
}

/**
 * Imports a feed sent as the request's body: kept in a file of its own while it is read (the body
 * is streamed to disk, never held in memory), removed once the import has ended.
 */
export async function importFromUpload(partnerId: number, body: ReadableStream<Uint8Array>, options: StartOptions & { name: string }): Promise<FeedRun> {
  await findPartner(db(), partnerId);
  const file = path.join(os.tmpdir(), `feed-upload-${randomBytes(8).toString('hex')}-${path.basename(options.name)}`);
  try {
    await pipeline(Readable.fromWeb(body as Parameters<typeof Readable.fromWeb>[0]), createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return startImport(partnerId, { location: file, label: `upload:${path.basename(options.name)}` }, options, () => rm(file, { force: true }));
}
