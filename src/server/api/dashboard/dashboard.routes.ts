import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { adminRoute } from '../lib/routes';
import { errors, json, languageQuery } from '../lib/schemas';

const named = { id: z.number().int(), name: z.string() };
const promotion = { id: z.number().int(), title: z.string(), store: z.string() };

export const dashboardSchema = z
  .object({
    days: z.array(z.string().openapi({ format: 'date' })).openapi({ description: 'The last 30 UTC days, oldest first' }),
    clicks: z.array(z.object({ day: z.string(), store: z.number().int(), promotion: z.number().int(), property: z.number().int() })),
    couponUses: z.array(z.object({ day: z.string(), uses: z.number().int() })),
    topStores: z.array(z.object({ ...named, clicks: z.number().int() })),
    topPromotions: z.array(z.object({ ...promotion, clicks: z.number().int() })),
    expiringSoon: z.array(z.object({ ...promotion, ends_at: z.string().openapi({ format: 'date-time' }) })),
    storesWithoutActivePromotion: z.object({ count: z.number().int(), first: z.array(z.object(named)) }),
    searchMisses: z.array(z.object({ locale: z.enum(LOCALES), text: z.string(), searches: z.number().int() })).openapi({
      description: 'The 10 texts searched most often without a result over the 30 days on each locale’s site (folded: lower case, single spaces)',
    }),
  })
  .openapi('DashboardFigures');

export const figures = adminRoute({
  method: 'get',
  path: '/admin/dashboard/',
  tags: ['admin'],
  summary:
    'The back-office’s figures: clicks out per UTC day over 30 days (stores, promotions, deals), coupon uses per day, the 10 most clicked stores and promotions, promotions ending within 7 days, stores without an active promotion, the searches that found nothing on each locale’s site; names in `language`',
  request: { query: languageQuery },
  responses: { 200: json(dashboardSchema), 400: errors[400], 401: errors[401] },
});
