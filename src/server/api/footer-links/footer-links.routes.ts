import { adminRoute, errorsOf } from '../lib/routes';
import { idParam, json, jsonBody, languageQuery } from '../lib/schemas';
import { footerLinkInputSchema, footerLinkPatchSchema, footerLinkRecordSchema } from './footer-links.schemas';

/** The footer's links, written per locale; read with GET /api/pages/footer_links/. */
const tags = ['pages'];

export const create = adminRoute({
  method: 'post',
  path: '/pages/footer_links/',
  tags,
  summary: 'Adds a link to the footer of the locale’s site',
  request: { query: languageQuery, body: jsonBody(footerLinkInputSchema) },
  responses: { 201: json(footerLinkRecordSchema, 'Created'), ...errorsOf(400, 401, 422) },
});

export const patch = adminRoute({
  method: 'patch',
  path: '/pages/footer_links/{id}/',
  tags,
  summary: 'Changes the given fields of a footer link of the locale',
  request: { params: idParam, query: languageQuery, body: jsonBody(footerLinkPatchSchema) },
  responses: { 200: json(footerLinkRecordSchema), ...errorsOf(400, 401, 404, 422) },
});

export const remove = adminRoute({
  method: 'delete',
  path: '/pages/footer_links/{id}/',
  tags,
  summary: 'Removes a footer link of the locale',
  request: { params: idParam, query: languageQuery },
  responses: { 204: { description: 'Deleted' }, ...errorsOf(400, 401, 404) },
});
