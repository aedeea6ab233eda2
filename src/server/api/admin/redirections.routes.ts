import { adminRoute, errorsOf } from '../lib/routes';
import { freeText, idParam, json, listQuery, paginated } from '../lib/schemas';
import { redirectionSchema } from '../seo/seo.schemas';

const tags = ['admin'];

export const list = adminRoute({
  method: 'get',
  path: '/admin/redirections/',
  tags,
  role: 'admin',
  summary: 'The redirections of the locale, by source path; `q` keeps those whose source or target contains it',
  request: { query: listQuery().extend({ q: freeText(200).trim().min(1).optional() }) },
  responses: { 200: json(paginated(redirectionSchema, 'AdminRedirection')), ...errorsOf(400, 401) },
});

export const record = adminRoute({
  method: 'get',
  path: '/admin/redirections/{id}/',
  tags,
  role: 'admin',
  summary: 'A redirection, whatever its locale (`language` tells it): what PUT /api/seo/redirections/{id}/ takes back',
  request: { params: idParam },
  responses: { 200: json(redirectionSchema), ...errorsOf(400, 401, 404) },
});
