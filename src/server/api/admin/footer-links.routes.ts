import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { footerLinkRecordSchema } from '../footer-links/footer-links.schemas';
import { adminRoute, errorsOf } from '../lib/routes';
import { freeText, idParam, json, pageQuery, paginated, queryBoolean } from '../lib/schemas';

const tags = ['admin'];

export const list = adminRoute({
  method: 'get',
  path: '/admin/footer_links/',
  tags,
  summary:
    'The footer links with their ids and positions, as the footer orders them (common links, then the copyright line); ' +
    'every locale’s unless `language` names one; `q` keeps those whose name or link contains it',
  request: {
    query: pageQuery(50).extend({
      language: z.enum(LOCALES).optional().openapi({ description: 'One site’s links; all when left out' }),
      is_copyright: queryBoolean.optional(),
      q: freeText(200).trim().min(1).optional(),
    }),
  },
  responses: { 200: json(paginated(footerLinkRecordSchema, 'AdminFooterLink')), ...errorsOf(400, 401) },
});

export const record = adminRoute({
  method: 'get',
  path: '/admin/footer_links/{id}/',
  tags,
  summary: 'A footer link, whatever its locale (`language` tells it): what PATCH /api/pages/footer_links/{id}/ takes back',
  request: { params: idParam },
  responses: { 200: json(footerLinkRecordSchema), ...errorsOf(400, 401, 404) },
});
