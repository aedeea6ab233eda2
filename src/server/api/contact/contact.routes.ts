import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { adminRoute } from '../lib/routes';
import { errors, json, paginated, pageQuery } from '../lib/schemas';

const tags = ['contact'];

export const contactMessageSchema = z
  .object({
    id: z.number().int(),
    locale: z.enum(LOCALES).openapi({ description: 'The site the message was sent from' }),
    email: z.string(),
    name: z.string(),
    message: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('ContactMessage');

/**
 * A read behind a token: the messages hold visitors' names and addresses, for the people
 * who answer them only. They are written by POST /api/pages/send_email/.
 */
export const list = adminRoute({
  method: 'get',
  path: '/contact/',
  tags,
  summary: 'Messages sent with the contact form, newest first (editors only: they hold visitors’ addresses)',
  request: {
    query: pageQuery().extend({
      language: z.enum(LOCALES).optional().openapi({ description: 'Only the messages sent from this locale’s site; all when absent' }),
    }),
  },
  responses: { 200: json(paginated(contactMessageSchema, 'ContactMessage')), 400: errors[400], 401: errors[401] },
});
