import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { adminRoute, errorsOf } from '../lib/routes';
import { freeText, idParam, json, jsonBody, pageQuery, paginated, queryBoolean } from '../lib/schemas';

const tags = ['admin'];

const handledFields = {
  handled: z.boolean().openapi({ description: 'Marked handled by an editor' }),
  handled_at: z.string().nullable().openapi({ format: 'date-time' }),
};
const sent = { id: z.number().int(), locale: z.enum(LOCALES).openapi({ description: 'The site it was sent from' }), created_at: z.string().openapi({ format: 'date-time' }) };

const contactMessageSchema = z
  .object({ ...sent, name: z.string(), email: z.string(), message: z.string(), ...handledFields })
  .openapi('InboxContactMessage');
const proposedStoreSchema = z.object({ ...sent, store: z.string(), website: z.string(), ...handledFields }).openapi('InboxProposedStore');
const sharedPromotionSchema = z
  .object({ ...sent, store_name: z.string(), code_or_title: z.string(), details: z.string(), end_date: z.string().nullable(), ...handledFields })
  .openapi('InboxSharedPromotion');

const handledBody = z.object({ handled: z.boolean() }).strict().openapi('HandledState');

/** The reads and the handled toggle of one kind of what visitors send, at /api/admin/<path>/. */
function inboxRoutes<P extends string, T extends z.ZodType>(path: P, what: string, schema: T, name: string) {
  return {
    list: adminRoute({
      method: 'get',
      path: `/admin/${path}/`,
      tags,
      summary: `${what}, newest first; filtered by locale, by handled state or by words of their text`,
      request: {
        query: pageQuery().extend({
          language: z.enum(LOCALES).optional().openapi({ description: 'Only those sent from this locale’s site; all when absent' }),
          handled: queryBoolean.optional(),
          q: freeText(200).trim().min(1).optional(),
        }),
      },
      responses: { 200: json(paginated(schema, name)), ...errorsOf(400, 401) },
    }),
    record: adminRoute({
      method: 'get',
      path: `/admin/${path}/{id}/`,
      tags,
      summary: `One of the ${what.toLowerCase()}`,
      request: { params: idParam },
      responses: { 200: json(schema), ...errorsOf(400, 401, 404) },
    }),
    patch: adminRoute({
      method: 'patch',
      path: `/admin/${path}/{id}/`,
      tags,
      summary: 'Marks it handled, or waiting again (`handled: false`); kept in the audit log',
      request: { params: idParam, body: jsonBody(handledBody) },
      responses: { 200: json(schema), ...errorsOf(400, 401, 404, 422) },
    }),
  };
}

export const contactMessages = inboxRoutes('contact_messages', 'Messages sent with the contact form', contactMessageSchema, 'InboxContactMessage');
export const proposedStores = inboxRoutes('proposed_stores', 'Stores visitors proposed', proposedStoreSchema, 'InboxProposedStore');
export const sharedPromotions = inboxRoutes('shared_promotions', 'Promotions visitors shared', sharedPromotionSchema, 'InboxSharedPromotion');
