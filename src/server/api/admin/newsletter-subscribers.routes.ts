import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { NEWSLETTER_STATUSES } from '@/server/services/newsletter-subscribers';
import { adminRoute, errorsOf } from '../lib/routes';
import { freeText, json, pageQuery, paginated } from '../lib/schemas';

const tags = ['admin'];

const filters = z.object({
  language: z.enum(LOCALES).optional().openapi({ description: 'Only the subscriptions of this locale; all when absent' }),
  status: z.enum(NEWSLETTER_STATUSES).optional(),
  q: freeText(254).trim().min(1).optional().openapi({ description: 'Words of the address' }),
});

const subscriberSchema = z
  .object({
    id: z.number().int(),
    locale: z.enum(LOCALES),
    email: z.string(),
    status: z.enum(NEWSLETTER_STATUSES).openapi({ description: 'pending until the address confirms, active, or unsubscribed' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    confirmed_at: z.string().nullable().openapi({ format: 'date-time' }),
    unsubscribed_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('NewsletterSubscriber');

export const list = adminRoute({
  method: 'get',
  path: '/admin/newsletter_subscribers/',
  tags,
  summary: 'Newsletter subscriptions, newest first; filtered by locale, status or words of the address',
  request: { query: pageQuery().extend(filters.shape) },
  responses: { 200: json(paginated(subscriberSchema, 'NewsletterSubscriber')), ...errorsOf(400, 401) },
});

export const csv = adminRoute({
  method: 'get',
  path: '/admin/newsletter_subscribers.csv',
  tags,
  summary: 'The subscriptions the same filters select, oldest first, as CSV (streamed: any number of rows)',
  description: 'Columns: id, locale, email, status, created_at, confirmed_at, unsubscribed_at. A value a spreadsheet would take for a formula starts with `\'`.',
  request: { query: filters },
  responses: {
    200: { description: 'CSV, UTF-8', content: { 'text/csv': { schema: z.string().openapi({ example: 'id,locale,email,status,created_at,confirmed_at,unsubscribed_at\r\n' }) } } },
    ...errorsOf(400, 401),
  },
});
