import { createRoute } from '@hono/zod-openapi';
import { mailLinkRoutes } from '../lib/mail-links';
import { rateLimit } from '../lib/rate-limit';
import { adminRoute, errorsOf } from '../lib/routes';
import { idParam, json, jsonBody, languageQuery, paginated } from '../lib/schemas';
import { confirmedSchema, listQuerySchema, storeAlertBodySchema, storeAlertSchema, subscribedSchema, unsubscribedSchema } from './store-alerts.schemas';

const tags = ['store alerts'];

export const subscribe = createRoute({
  method: 'post',
  path: '/stores/{id}/alerts/',
  tags,
  summary: "Subscribes an e-mail address to a store's new promotions (double opt-in)",
  description:
    "Stores the subscription as pending and mails the address a confirmation link, valid NEWSLETTER_CONFIRM_TTL_HOURS (48 h by default); the alerts start when the link's page is confirmed, and from then on every promotion of the store that goes live in the locale (a scheduled one when it starts) is mailed once, in `language`. Subscribing again while pending, or after unsubscribing, sends a new link (the older links stop working). The answer is the same for an address already subscribed to the store (which gets no mail), so the call does not reveal who is subscribed, nor whether the mail could be sent; the mail goes after the answer. 404 when the store is not shown in `language`.",
  middleware: [rateLimit('store-alerts')] as const,
  request: { params: idParam, query: languageQuery, body: jsonBody(storeAlertBodySchema) },
  responses: {
    202: json(subscribedSchema, 'Accepted: a confirmation link was mailed unless the address is already subscribed to the store'),
    ...errorsOf(400, 422, 429),
    404: { ...errorsOf(404)[404], description: 'No such store on the site of `language`' },
  },
});

export const { confirm, unsubscribe, unsubscribeLink } = mailLinkRoutes({
  section: 'store-alerts',
  tags,
  limitName: 'store-alert-links',
  confirmed: confirmedSchema,
  unsubscribed: unsubscribedSchema,
  confirm: {
    summary: 'Confirms a store alert with the token of its confirmation link',
    description:
      'The token is the `token` query parameter of the link mailed at subscription (`/store-alerts/confirm?token=…` in the locale). Opening the link changes nothing, since mail scanners open every link: the page shows the store and a button that calls this. Without script the button sends the token as a form body and the answer is 303 back to the page. Promotions that went live before the confirmation are not mailed.',
    notFound: 'No subscription has this token (mistyped, or replaced by a newer link)',
    expired: 'The link has expired: subscribe again to get a new one',
  },
  unsubscribe: {
    summary: 'Ends a store alert with the token of its unsubscribe link (also RFC 8058 one-click)',
    description:
      'Either a JSON body `{token}`, or the one-click form of RFC 8058 that mail clients send for the `List-Unsubscribe` header of the alert mails: `POST /api/store-alerts/unsubscribe/?token=…` with the body `List-Unsubscribe=One-Click`, form-encoded or multipart. Opening the unsubscribe link (`/store-alerts/unsubscribe?token=…`) changes nothing: its page shows the store and a button that calls this; without script the button sends `token` as a form body and the answer is 303 back to the page. Ends a pending or an active subscription at once: no alert is mailed to it afterwards.',
    notFound: 'No subscription has this token',
  },
  unsubscribeLink: {
    summary: 'The one-click address opened as a link: See Other to the unsubscribe page, changing nothing',
    description:
      'A GET or HEAD of the `List-Unsubscribe` address of an alert mail unsubscribes no one (RFC 8058 unsubscribes on POST only): it answers 303 to the unsubscribe page with the same token, in the locale of the subscription. A token that names nothing leads to the page of `language`, which says the link is not valid.',
  },
});

export const list = adminRoute({
  method: 'get',
  path: '/store-alerts/',
  tags,
  summary: 'Store alert subscriptions, newest first; `store_id` for one store',
  description: 'Never their tokens.',
  request: { query: listQuerySchema },
  responses: { 200: json(paginated(storeAlertSchema, 'StoreAlert')), ...errorsOf(400, 401) },
});
