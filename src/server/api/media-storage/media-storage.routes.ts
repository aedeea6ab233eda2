import { PAGE_SIZE } from '@/lib/constants';
import { MEDIA_MAX_BYTES } from '@/server/services/media';
import { adminRoute, errorsOf } from '../lib/routes';
import { idParam, json, paginated, pageQuery, freeText } from '../lib/schemas';
import { multipartBody, uploadLimit, uploadResponses } from '../lib/upload';
import { deletedSchema, mediaItemSchema, uploadIconBodySchema } from './media-storage.schemas';

const tags = ['media storage'];

const mediaPage = paginated(mediaItemSchema, 'MediaItem');
const nameQuery = pageQuery(PAGE_SIZE.searchByName).extend({ name: freeText(200).trim().min(1).openapi({ example: 'logo' }) });

// For the back-office, as the file listing: an uploaded image is public at its `url` once a page
// shows it, but the list would also name those no page shows (yet, or any more).
export const list = adminRoute({
  method: 'get',
  path: '/media_storage/',
  tags,
  summary: 'Stored images, newest first (editors only: each image stays public at its `url`, but the list is not)',
  request: { query: pageQuery() },
  responses: { 200: json(mediaPage), ...errorsOf(400, 401) },
});

export const searchByName = adminRoute({
  method: 'get',
  path: '/media_storage/search_by_name/',
  tags,
  summary: 'Stored images whose name contains `name` (editors only, as the list)',
  request: { query: nameQuery },
  responses: { 200: json(mediaPage), ...errorsOf(400, 401) },
});

export const uploadIcon = adminRoute({
  method: 'post',
  path: '/media_storage/upload_icon/',
  tags,
  summary: 'Uploads an image; checked by content and re-encoded as WebP',
  request: { body: multipartBody(uploadIconBodySchema) },
  responses: uploadResponses(mediaItemSchema),
}, uploadLimit(MEDIA_MAX_BYTES));

export const remove = adminRoute({
  method: 'delete',
  path: '/media_storage/{id}/',
  tags,
  summary: 'Deletes an image and its file; 409 while a record shows it',
  description: 'The 409 lists what still shows the image in `details`: `[{entity_type, count, ids}]` (GET /api/admin/media/{id}/ tells the same as `used_by`).',
  request: { params: idParam },
  responses: { 200: json(deletedSchema), ...errorsOf(400, 401, 404, 409) },
});
