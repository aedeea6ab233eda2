import type { RouteHandler } from '@hono/zod-openapi';
import { UnsupportedMediaTypeError } from '@/server/errors';
import * as feeds from '@/server/services/partner-feeds';
import type { AppEnv } from '../lib/router';
import { isFeedUploadType, mediaTypeOf } from './feed-upload';
import type * as routes from './feeds.routes';

export const getFeed: RouteHandler<typeof routes.getFeed, AppEnv> = async (c) => {
  return c.json(await feeds.partnerFeed(c.req.valid('param').id), 200);
};

export const putFeed: RouteHandler<typeof routes.putFeed, AppEnv> = async (c) => {
  return c.json(await feeds.savePartnerFeed(c.req.valid('param').id, c.req.valid('json')), 200);
};

export const startRun: RouteHandler<typeof routes.startRun, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { mode, format, name } = c.req.valid('query');
  const type = mediaTypeOf(c);
  let run: feeds.FeedRun;
  if (type === 'application/json') {
    const body = c.req.valid('json');
    run = await feeds.importFromUrl(id, body.url, { mode: body.mode ?? mode, format: body.format ?? format });
  } else if (isFeedUploadType(type) && c.req.raw.body) {
    run = await feeds.importFromUpload(id, c.req.raw.body, { mode, format, name: name ?? 'feed' });
  } else {
    throw new UnsupportedMediaTypeError('Send JSON {url, mode, format}, or the feed itself (CSV, XML, JSON lines, gzip) as the body');
  }
  c.header('Location', `/api/feed-runs/${run.id}/`);
  return c.json(run, 202);
};

export const listRuns: RouteHandler<typeof routes.listRuns, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await feeds.feedRuns(id, c.req.valid('query')), 200);
};

export const getRun: RouteHandler<typeof routes.getRun, AppEnv> = async (c) => {
  return c.json(await feeds.feedRun(c.req.valid('param').id), 200);
};
