import { z } from '@hono/zod-openapi';
import { adminRoute, errorsOf } from '../lib/routes';
import { freeText, idParam, json, pageQuery, paginated } from '../lib/schemas';
import { mediaItemSchema } from '../media-storage/media-storage.schemas';

const tags = ['admin'];

const usedBySchema = z
  .object({
    entity_type: z.string().openapi({ example: 'store', description: 'store, promotion, category, destination, blog_category, blog_post, page or home_page' }),
    count: z.number().int(),
    ids: z.array(z.number().int()).openapi({ description: 'The first 20 ids (none for the home page, whose settings are per locale)' }),
  })
  .openapi('MediaUse');

export const mediaRecordSchema = mediaItemSchema.extend({ used_by: z.array(usedBySchema) }).openapi('MediaRecord');

export const list = adminRoute({
  method: 'get',
  path: '/admin/media/',
  tags,
  summary: 'Stored images, newest first; `q` keeps those whose name contains it',
  request: { query: pageQuery(24).extend({ q: freeText(200).trim().min(1).optional() }) },
  responses: { 200: json(paginated(mediaItemSchema, 'AdminMediaItem')), ...errorsOf(400, 401) },
});

export const record = adminRoute({
  method: 'get',
  path: '/admin/media/{id}/',
  tags,
  summary: 'An image with the records that show it (`used_by`): while any does, DELETE /api/media_storage/{id}/ answers 409',
  request: { params: idParam },
  responses: { 200: json(mediaRecordSchema), ...errorsOf(400, 401, 404) },
});
