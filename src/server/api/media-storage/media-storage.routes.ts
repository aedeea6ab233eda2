import { PAGE_SIZE } from '@/lib/constants';
import { MEDIA_MAX_BYTES } from '@/server/services/media';
import { adminRoute, publicReads } from '../lib/routes';
import { errors, idParam, json, paginated, pageQuery, freeText } from '../lib/schemas';
import { multipartBody, uploadLimit, uploadResponses } from '../lib/upload';
import { deletedSchema, mediaItemSchema, uploadIconBodySchema } from './media-storage.schemas';

const tags = ['media storage'];
const read = publicReads(tags);

const mediaPage = paginated(mediaItemSchema, 'MediaItem');
const nameQuery = pageQuery(PAGE_SIZE.searchByName).extend({ name: freeText(200).trim().min(1).openapi({ example: 'logo' }) });

export const list = read.get('/media_storage/', 'Stored images, newest first', mediaPage, pageQuery());

export const searchByName = read.get('/media_storage/search_by_name/', 'Stored images whose name contains `name`', mediaPage, nameQuery);

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
  summary: 'Deletes an image and its file; what showed it shows nothing',
  request: { params: idParam },
  responses: { 200: json(deletedSchema), 400: errors[400], 401: errors[401], 404: errors[404] },
});
