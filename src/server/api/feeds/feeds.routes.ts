import { z } from '@hono/zod-openapi';
import { FEED_FORMATS, FEED_MODES } from '@/lib/feed-mapping';
import { adminRoute, errorsOf } from '../lib/routes';
import { idParam, json, jsonBody, pageQuery, paginated } from '../lib/schemas';
import { FEED_UPLOAD_MAX_BYTES, FEED_UPLOAD_TYPES, feedUploadLimit } from './feed-upload';
import { feedRunSchema, feedRunSummarySchema, partnerFeedBodySchema, partnerFeedSchema, startRunBodySchema } from './feeds.schemas';

const tags = ['partner feeds'];

export const getFeed = adminRoute({
  method: 'get',
  path: '/partners/{id}/feed/',
  tags,
  summary: 'A partner’s feed settings: its address, format, mode, mapping and schedule (any account)',
  request: { params: idParam },
  responses: { 200: json(partnerFeedSchema), ...errorsOf(400, 401, 404) },
});

export const putFeed = adminRoute({
  method: 'put',
  path: '/partners/{id}/feed/',
  tags,
  role: 'admin',
  summary: 'Changes a partner’s feed settings; what is left out keeps its value',
  description: 'A schedule is a cron expression in UTC and needs the feed’s `url`; an invalid one is a 422 naming the problem.',
  request: { params: idParam, body: jsonBody(partnerFeedBodySchema) },
  responses: { 200: json(partnerFeedSchema), ...errorsOf(400, 401, 404, 422) },
});

const uploadContent = Object.fromEntries(FEED_UPLOAD_TYPES.map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }]));

export const startRun = adminRoute(
  {
    method: 'post',
    path: '/partners/{id}/feed/runs/',
    tags,
    // The server fetches whatever URL the body names: as the feed settings' write, an admin's call.
    role: 'admin',
    summary: 'Starts an import of a partner’s feed, from a URL or from the request’s body',
    description:
      'JSON `{url?, mode?, format?}` imports the feed at `url` (the partner’s own when left out). A body of another type is the feed ' +
      `itself (CSV, XML or JSON lines, plain or gzip; at most ${FEED_UPLOAD_MAX_BYTES / 1024 / 1024} MB), with \`mode\`, \`format\` and the file's \`name\` in the query. ` +
      'Answers 202 once the run is recorded; the import goes on in the background: `GET /api/feed-runs/{id}/` tells how it ends. ' +
      '409 while the partner’s feed is being imported already.',
    request: {
      params: idParam,
      query: z.object({
        mode: z.enum(FEED_MODES).optional(),
        format: z.enum(FEED_FORMATS).optional(),
        name: z.string().max(120).regex(/^[\w.-]+$/).optional().openapi({ description: 'An uploaded file’s name (its extension tells the format)' }),
      }),
      body: { required: true, content: { 'application/json': { schema: startRunBodySchema }, ...uploadContent } },
    },
    responses: { 202: json(feedRunSchema, 'Started'), ...errorsOf(400, 401, 404, 409, 415, 422) },
  },
  feedUploadLimit,
);

export const listRuns = adminRoute({
  method: 'get',
  path: '/partners/{id}/feed/runs/',
  tags,
  summary: 'A partner’s imports, newest first, with their figures (any account)',
  request: { params: idParam, query: pageQuery() },
  responses: { 200: json(paginated(feedRunSummarySchema, 'FeedRunSummary')), ...errorsOf(400, 401, 404) },
});

export const getRun = adminRoute({
  method: 'get',
  path: '/feed-runs/{id}/',
  tags,
  summary: 'One import: its status, figures and first rejected rows (line, field, reason) (any account)',
  request: { params: idParam },
  responses: { 200: json(feedRunSchema), ...errorsOf(400, 401, 404) },
});
