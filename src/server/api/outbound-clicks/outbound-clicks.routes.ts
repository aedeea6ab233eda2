import { z } from '@hono/zod-openapi';
import { OUTBOUND_KINDS } from '@/lib/outbound';
import { adminRoute } from '../lib/routes';
import { errors, idQuery, json } from '../lib/schemas';

const tags = ['outbound-clicks'];

export const clickCountsSchema = z
  .object({
    kind: z.enum(OUTBOUND_KINDS),
    id: z.number().int(),
    total: z.number().int().openapi({ description: 'Clicks over the days listed' }),
    days: z.array(z.object({ day: z.string().openapi({ format: 'date', description: 'UTC day' }), clicks: z.number().int() })),
  })
  .openapi('OutboundClickCounts');

/**
 * How often a merchant or partner link (`/out/<kind>/<id>`) was followed, per day. Behind a token:
 * the figures are the business's, not the visitors'.
 */
export const counts = adminRoute({
  method: 'get',
  path: '/outbound-clicks/{kind}/{id}/',
  tags,
  summary: 'Clicks on a store’s, a promotion’s or a deal’s link, per UTC day, newest first (editors only)',
  request: {
    params: z.object({
      kind: z.enum(OUTBOUND_KINDS).openapi({ param: { name: 'kind', in: 'path' }, example: 'store' }),
      id: idQuery.openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
    }),
  },
  responses: { 200: json(clickCountsSchema), 400: errors[400], 401: errors[401] },
});
