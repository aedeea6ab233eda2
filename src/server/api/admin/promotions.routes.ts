import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { PROMOTION_ORDERINGS } from '@/server/services/promotions-admin-list';
import { promotionRecordSchema, promotionTypeSchema } from '../promotions/promotions.schemas';
import { adminRoute, errorsOf } from '../lib/routes';
import { freeText, idParam, idQuery, json, listQuery, paginated } from '../lib/schemas';

const tags = ['admin'];

export const promotionRowSchema = z
  .object({
    id: z.number().int(),
    title: z.string().openapi({ description: 'In `language`, else in another locale it has' }),
    store_id: z.number().int(),
    store_name: z.string(),
    type: promotionTypeSchema,
    code: z.string().nullable(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    status: z.enum(['scheduled', 'active', 'ended']),
    missing_locales: z.array(z.enum(LOCALES)),
    updated_at: z.string(),
  })
  .openapi('PromotionRow');

const orderings = [...PROMOTION_ORDERINGS, ...PROMOTION_ORDERINGS.map((o) => `-${o}` as const)] as const;

export const list = adminRoute({
  method: 'get',
  path: '/admin/promotions/',
  tags,
  summary: 'Every promotion, scheduled and ended ones included, newest change first; filter by store, status, ending soon or words of a title or code',
  request: {
    query: listQuery(25).extend({
      store_id: idQuery.optional(),
      status: z.enum(['scheduled', 'active', 'ended']).optional(),
      ending_within_days: z.coerce.number().int().min(1).max(365).optional().openapi({ description: 'Active and ending within this many days' }),
      q: freeText(100).trim().min(1).optional(),
      ordering: z.enum(orderings).optional(),
    }),
  },
  responses: { 200: json(paginated(promotionRowSchema, 'PromotionRow')), ...errorsOf(400, 401) },
});

export const record = adminRoute({
  method: 'get',
  path: '/admin/promotions/{id}/',
  tags,
  summary: 'A promotion as editors write it: every locale, whatever its status (the body PUT /api/promotions/{id}/ takes, with its id)',
  request: { params: idParam },
  responses: { 200: json(promotionRecordSchema), ...errorsOf(400, 401, 404) },
});
