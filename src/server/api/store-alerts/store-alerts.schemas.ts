import { z } from '@hono/zod-openapi';
import { storeAlertForm } from '@/lib/forms';
import { LOCALES } from '@/lib/locales';
import { STORE_ALERT_STATUSES } from '@/server/services/store-alerts';
import { idQuery, pageQuery } from '../lib/schemas';

export const storeAlertBodySchema = storeAlertForm.openapi('StoreAlertBody', {
  description: '`company` is a honeypot: leave it empty',
});

/** What a subscription answers, whether or not the address was already subscribed to the store (see the route). */
export const SUBSCRIBE_MESSAGE =
  "If this address is not subscribed to this store's new promotions yet, a confirmation link is on its way to it: the alerts start once its owner confirms on the page it opens. An address already subscribed stays subscribed and gets no new mail.";

export const subscribedSchema = z
  .object({
    status: z.literal('confirmation_requested'),
    message: z.string().openapi({ example: SUBSCRIBE_MESSAGE }),
  })
  .openapi('StoreAlertSubscribe');

export const confirmedSchema = z
  .object({
    status: z.enum(['confirmed', 'already_confirmed']).openapi({ description: '`already_confirmed`: the link had been opened before' }),
    locale: z.enum(LOCALES),
    store_id: z.number().int(),
  })
  .openapi('StoreAlertConfirmed');

export const unsubscribedSchema = z
  .object({
    status: z.enum(['unsubscribed', 'already_unsubscribed']),
    locale: z.enum(LOCALES),
    store_id: z.number().int(),
  })
  .openapi('StoreAlertUnsubscribed');

/** The one-click unsubscription of RFC 8058: the token is in the URL, the form body says only this. */
export const listQuerySchema = pageQuery().extend({
  store_id: idQuery.optional().openapi({ param: { name: 'store_id', in: 'query' }, description: 'Only the subscriptions of this store', example: 1 }),
});

export const storeAlertSchema = z
  .object({
    id: z.number().int(),
    store_id: z.number().int(),
    store_name: z.string().nullable().openapi({ description: "The store's name on the subscription's site; null once that site no longer shows it" }),
    email: z.string(),
    locale: z.enum(LOCALES),
    status: z.enum(STORE_ALERT_STATUSES).openapi({ description: 'pending until the address confirms, active, or unsubscribed' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    confirmed_at: z.string().nullable().openapi({ format: 'date-time' }),
    unsubscribed_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('StoreAlert');
