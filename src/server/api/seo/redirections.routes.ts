import { adminRoute, errorsOf, publicReads } from '../lib/routes';
import { idParam, json, jsonBody, languageQuery, listQuery, paginated, freeText } from '../lib/schemas';
import { z } from '@hono/zod-openapi';
import { redirectionInputSchema, redirectionRuleSchema, redirectionSchema } from './seo.schemas';

const tags = ['seo'];
const read = publicReads(tags);

const redirectionPage = paginated(redirectionSchema, 'Redirection');

export const list = read.get('/seo/redirections/', 'Search-engine redirections of the locale, by source path', redirectionPage, listQuery());

export const search = read.get('/seo/redirections/search/', 'Redirections whose source or target path contains `q`', redirectionPage, listQuery().extend({ q: freeText(200).trim().min(1) }));

export const rules = read.get(
  '/seo/redirections/rules/',
  'Every redirection of the locale, as the site applies them before routing',
  z.object({ results: z.array(redirectionRuleSchema) }).openapi('RedirectionRules'),
);

export const create = adminRoute({
  method: 'post',
  path: '/seo/redirections/',
  tags,
  role: 'admin',
  summary: 'Add a redirection in the locale',
  request: { query: languageQuery, body: jsonBody(redirectionInputSchema) },
  responses: { 201: json(redirectionSchema, 'Created'), ...errorsOf(400, 401, 409, 422) },
});

export const update = adminRoute({
  method: 'put',
  path: '/seo/redirections/{id}/',
  tags,
  role: 'admin',
  summary: 'Replace a redirection of the locale',
  request: { params: idParam, query: languageQuery, body: jsonBody(redirectionInputSchema) },
  responses: { 200: json(redirectionSchema), ...errorsOf(400, 401, 404, 409, 422) },
});

export const remove = adminRoute({
  method: 'delete',
  path: '/seo/redirections/{id}/',
  tags,
  role: 'admin',
  summary: 'Delete a redirection of the locale',
  request: { params: idParam, query: languageQuery },
  responses: { 204: { description: 'Deleted' }, ...errorsOf(400, 401, 404) },
});
