import { createRoute, z } from '@hono/zod-openapi';
import { FILE_MAX_BYTES, ROBOTS_MAX_BYTES } from '@/server/services/files';
import { adminRoute, errorsOf } from '../lib/routes';
import { json, paginated, pageQuery } from '../lib/schemas';
import { multipartBody, uploadLimit, uploadResponses } from '../lib/upload';
import { fileItemSchema, uploadFileBodySchema, uploadRobotsBodySchema } from './file-storage.schemas';

const tags = ['file storage'];

export const list = adminRoute({
  method: 'get',
  path: '/file_storage/',
  tags,
  summary: 'Stored files, newest first (editors only: each file stays public at its `url`, but the list is not)',
  request: { query: pageQuery() },
  responses: { 200: json(paginated(fileItemSchema, 'StoredFile')), ...errorsOf(400, 401) },
});

export const uploadFile = adminRoute({
  method: 'post',
  path: '/file_storage/upload_file/',
  tags,
  summary: 'Uploads a document: PDF, image or UTF-8 text/CSV, recognised by content',
  request: { body: multipartBody(uploadFileBodySchema) },
  responses: uploadResponses(fileItemSchema),
}, uploadLimit(FILE_MAX_BYTES));

export const uploadRobots = adminRoute({
  method: 'post',
  path: '/file_storage/upload_robots/',
  tags,
  role: 'admin',
  summary: 'Replaces the robots.txt, sent as a file or as `content`',
  description:
    'Only User-agent, Allow, Disallow, Sitemap and Crawl-delay lines, comments and blank lines; at least one User-agent. Invalid lines answer 422 with their numbers.',
  request: { body: multipartBody(uploadRobotsBodySchema) },
  responses: uploadResponses(fileItemSchema),
}, uploadLimit(ROBOTS_MAX_BYTES));

export const downloadRobots = createRoute({
  method: 'get',
  path: '/file_storage/download_robots/',
  tags,
  summary: 'The robots.txt in force (`User-agent: *` / `Allow: /` / `Disallow: /out/` until one is uploaded); served at /robots.txt with the `Sitemap:` line of each site',
  responses: {
    200: { description: 'robots.txt', content: { 'text/plain': { schema: z.string().openapi({ example: 'User-agent: *\nAllow: /\nDisallow: /out/\n' }) } } },
  },
});
