import { createRoute } from '@hono/zod-openapi';
import { PAGE_SIZE } from '@/lib/constants';
import { MEDIA_MAX_BYTES } from '@/server/services/media';
import { requireAdmin } from '../lib/auth';
import { adminOnly, errors, idParam, json, paginated, pageQuery, freeText } from '../lib/schemas';
import { multipartBody, uploadLimit, uploadResponses } from '../lib/upload';
import { deletedSchema, mediaItemSchema, uploadIconBodySchema } from './media-storage.schemas';

const tags = ['media storage'];

export const list = createRoute({
  method: 'get',
  path: '/media_storage/',
  tags,
  summary: 'Stored images, newest first',
  request: { query: pageQuery() },
  responses: { 200: json(paginated(mediaItemSchema, 'MediaItem')), 400: errors[400] },
});

export const searchByName = createRoute({
  method: 'get',
  path: '/media_storage/search_by_name/',
  tags,
  summary: 'Stored images whose name contains `name`',
  request: {
    query: pageQuery(PAGE_SIZE.searchByName).extend({ name: freeText(200).trim().min(1).openapi({ example: 'logo' }) }),
  },
  responses: { 200: json(paginated(mediaItemSchema, 'MediaItem')), 400: errors[400] },
});

export const uploadIcon = createRoute({
  method: 'post',
  path: '/media_storage/upload_icon/',
  tags,
  summary: 'Uploads an image; checked by content and re-encoded as WebP',
  security: adminOnly,
  middleware: [requireAdmin, uploadLimit(MEDIA_MAX_BYTES)] as const,
  request: { body: multipartBody(uploadIconBodySchema) },
  responses: uploadResponses(mediaItemSchema),
});

export const remove = createRoute({
  method: 'delete',
  path: '/media_storage/{id}/',
  tags,
  summary: 'Deletes an image and its file; what showed it shows nothing',
  security: adminOnly,
  middleware: [requireAdmin] as const,
  request: { params: idParam },
  responses: { 200: json(deletedSchema), 400: errors[400], 401: errors[401], 404: errors[404] },
});
