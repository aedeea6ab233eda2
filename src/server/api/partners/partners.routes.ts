import { adminRoute, errorsOf } from '../lib/routes';
import { idParam, json, jsonBody } from '../lib/schemas';
import { partnerInputSchema, partnerPatchSchema, partnerRecordSchema } from './partners.schemas';

/** The datafeed's partners; read with GET /api/partners/, their feeds under /api/partners/{id}/feed/. */
const tags = ['datafeed'];

export const create = adminRoute({
  method: 'post',
  path: '/partners/',
  tags,
  summary: 'Adds a partner of the datafeed; a slug another partner holds answers 409 naming it',
  request: { body: jsonBody(partnerInputSchema) },
  responses: { 201: json(partnerRecordSchema, 'Created'), ...errorsOf(401, 409, 422) },
});

export const patch = adminRoute({
  method: 'patch',
  path: '/partners/{id}/',
  tags,
  summary: 'Changes the given fields of a partner',
  request: { params: idParam, body: jsonBody(partnerPatchSchema) },
  responses: { 200: json(partnerRecordSchema), ...errorsOf(400, 401, 404, 409, 422) },
});

export const remove = adminRoute({
  method: 'delete',
  path: '/partners/{id}/',
  tags,
  summary: 'Deletes a partner without deals, with its feed settings and import runs',
  description: 'A partner with deals, listed or ended, answers 409 with their count and first ids in `details`: its deals would go with it.',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...errorsOf(400, 401, 404, 409) },
});
