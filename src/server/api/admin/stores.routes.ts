import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { STORE_ORDERINGS } from '@/server/services/stores-admin-list';
import { storeRecordSchema } from '../stores/stores.schemas';
import { adminRoute, errorsOf } from '../lib/routes';
import { freeText, idParam, json, listQuery, paginated, queryBoolean } from '../lib/schemas';

const tags = ['admin'];

export const storeRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ description: 'In `language`, else in another locale it has' }),
    slug: z.string(),
    website: z.string(),
    in_menu: z.boolean(),
    is_top: z.boolean(),
    active_promotions: z.number().int(),
    missing_locales: z.array(z.enum(LOCALES)),
    updated_at: z.string(),
  })
  .openapi('StoreRow');

const orderings = [...STORE_ORDERINGS, ...STORE_ORDERINGS.map((o) => `-${o}` as const)] as const;

export const list = adminRoute({
  method: 'get',
  path: '/admin/stores/',
  tags,
  summary: 'Every store, by name; filter by words of a name or slug (any locale) or stores without an active promotion',
  request: {
    query: listQuery(25).extend({
      q: freeText(100).trim().min(1).optional(),
      without_active_promotion: queryBoolean.optional(),
      ordering: z.enum(orderings).optional(),
    }),
  },
  responses: { 200: json(paginated(storeRowSchema, 'StoreRow')), ...errorsOf(400, 401) },
});

export const record = adminRoute({
  method: 'get',
  path: '/admin/stores/{id}/',
  tags,
  summary: 'A store as editors write it: every locale, its SEO fields and categories (the body PUT /api/stores/{id}/ takes, with its id)',
  request: { params: idParam },
  responses: { 200: json(storeRecordSchema), ...errorsOf(400, 401, 404) },
});
