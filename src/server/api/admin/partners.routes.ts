import { z } from '@hono/zod-openapi';
import { FEED_FORMATS, FEED_MODES } from '@/lib/feed-mapping';
import { PARTNER_ORDERINGS } from '@/server/services/partners-admin-list';
import { feedRunSummarySchema } from '../feeds/feeds.schemas';
import { adminRoute, errorsOf } from '../lib/routes';
import { freeText, idParam, json, pageQuery, paginated } from '../lib/schemas';
import { partnerRecordSchema } from '../partners/partners.schemas';

const tags = ['admin'];

export const partnerRowSchema = partnerRecordSchema
  .extend({
    feed_format: z.enum(FEED_FORMATS).nullable().openapi({ description: 'Null: told by the file’s name or content' }),
    feed_mode: z.enum(FEED_MODES),
    has_feed_url: z.boolean().openapi({ description: 'Whether the feed’s address is set (the address itself is in the feed settings)' }),
    schedule: z.string().nullable().openapi({ description: 'Cron expression in UTC; null: imported on request only' }),
    feed_enabled: z.boolean().openapi({ description: 'False: the schedule is paused' }),
    next_run_at: z.date().nullable(),
    // The newest import, running or ended; null: never imported. (A description here would drop the null from the document.)
    last_run: feedRunSummarySchema.nullable(),
  })
  .openapi('PartnerRow');

const orderings = [...PARTNER_ORDERINGS, ...PARTNER_ORDERINGS.map((o) => `-${o}` as const)] as const;

// Admins only, as the feed settings they summarize and the screens that show them.
export const list = adminRoute({
  method: 'get',
  path: '/admin/partners/',
  tags,
  role: 'admin',
  summary: 'The datafeed’s partners, by name, with their feed’s format and schedule and their last import; `q` keeps those whose name or slug contains it',
  request: {
    query: pageQuery(25).extend({
      q: freeText(120).trim().min(1).optional(),
      ordering: z.enum(orderings).optional(),
    }),
  },
  responses: { 200: json(paginated(partnerRowSchema, 'PartnerRow')), ...errorsOf(400, 401) },
});

export const record = adminRoute({
  method: 'get',
  path: '/admin/partners/{id}/',
  tags,
  role: 'admin',
  summary: 'A partner as PATCH /api/partners/{id}/ takes it back; its feed is under /api/partners/{id}/feed/',
  request: { params: idParam },
  responses: { 200: json(partnerRecordSchema), ...errorsOf(400, 401, 404) },
});
