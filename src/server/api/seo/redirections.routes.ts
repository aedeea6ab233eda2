import { createRoute } from '@hono/zod-openapi';
import { requireAdmin } from '../lib/auth';
import { adminOnly, errors, idParam, json, jsonBody, languageQuery, listQuery, paginated, freeText } from '../lib/schemas';
import { redirectionInputSchema, redirectionSchema } from './seo.schemas';

const tags = ['seo'];

const redirectionPage = paginated(redirectionSchema, 'Redirection');

export const list = createRoute({
  method: 'get',
  path: '/seo/redirections/',
  tags,
  summary: 'Search-engine redirections of the locale, by source path',
  request: { query: listQuery() },
  responses: { 200: json(redirectionPage), 400: errors[400] },
});

export const search = createRoute({
  method: 'get',
  path: '/seo/redirections/search/',
  tags,
  summary: 'Redirections whose source or target path contains `q`',
  request: { query: listQuery().extend({ q: freeText(200).trim().min(1) }) },
  responses: { 200: json(redirectionPage), 400: errors[400] },
});

export const create = createRoute({
  method: 'post',
  path: '/seo/redirections/',
  tags,
  summary: 'Add a redirection in the locale',
  security: adminOnly,
  middleware: [requireAdmin] as const,
  request: { query: languageQuery, body: jsonBody(redirectionInputSchema) },
  responses: {
    201: json(redirectionSchema, 'Created'),
    400: errors[400],
    401: errors[401],
    409: errors[409],
    422: errors[422],
  },
});

export const update = createRoute({
  method: 'put',
  path: '/seo/redirections/{id}/',
  tags,
  summary: 'Replace a redirection of the locale',
  security: adminOnly,
  middleware: [requireAdmin] as const,
  request: { params: idParam, query: languageQuery, body: jsonBody(redirectionInputSchema) },
  responses: {
    200: json(redirectionSchema),
    400: errors[400],
    401: errors[401],
    404: errors[404],
    409: errors[409],
    422: errors[422],
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/seo/redirections/{id}/',
  tags,
  summary: 'Delete a redirection of the locale',
  security: adminOnly,
  middleware: [requireAdmin] as const,
  request: { params: idParam, query: languageQuery },
  responses: { 204: { description: 'Deleted' }, 400: errors[400], 401: errors[401], 404: errors[404] },
});
