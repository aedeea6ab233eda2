import { createRoute, z } from '@hono/zod-openapi';
import { env } from '@/server/env';
import { smallFormLimit } from '../lib/body-limit';
import { rateLimit } from '../lib/rate-limit';
import { errorsOf } from '../lib/routes';
import { json, jsonBody, languageQuery } from '../lib/schemas';
import {
  confirmedSchema,
  newsletterBodySchema,
  oneClickBodySchema,
  signUpSchema,
  tokenBodySchema,
  tokenQuery,
  unsubscribedSchema,
} from './newsletter.schemas';

/**
 * The answer to a link page's form sent by a browser without script (a form body with `token`):
 * back to the page, which now shows the outcome.
 */
const backToPage = (page: string) => ({
  description: `The form of the ${page} page, sent without script: See Other to that page (its token, the locale of \`language\`), which shows the outcome`,
  headers: { Location: { schema: { type: 'string' as const }, description: 'The page, with its token' } },
});

/**
 * Opening links is limited per client too (DESIGN §7), more loosely than sign-ups: a token cannot be
 * guessed (256 bits), and one-click unsubscriptions arrive from a mail provider's few servers.
 */
const linkLimit = () => rateLimit('newsletter-links', env.RATE_LIMIT_POINTS * 12);

export const subscribe = createRoute({
  method: 'post',
  path: '/newsletter/',
  tags: ['newsletter'],
  summary: "Signs an e-mail address up to the locale's newsletter (double opt-in)",
  description:
    'Stores the address as pending and mails it a confirmation link, valid NEWSLETTER_CONFIRM_TTL_HOURS (48 h by default); the subscription starts when the link is opened. Signing up again while pending, or after unsubscribing, sends a new link (the older links stop working). The answer is the same for an address that is already subscribed (which gets no mail), so the call does not reveal who is subscribed; nor does it say whether the mail could be sent (a failure is logged; signing up again sends a new link). The mail goes after the answer, so the time an answer takes does not tell either.',
  middleware: [rateLimit('newsletter')] as const,
  request: { query: languageQuery, body: jsonBody(newsletterBodySchema) },
  responses: { 202: json(signUpSchema, 'Accepted: a confirmation link was mailed unless the address is already subscribed'), ...errorsOf(400, 422, 429) },
});

export const confirm = createRoute({
  method: 'post',
  path: '/newsletter/confirm/',
  tags: ['newsletter'],
  summary: 'Confirms a subscription with the token of its confirmation link',
  description:
    'The token is the `token` query parameter of the link mailed at sign-up. Opening the link (`/newsletter/confirm?token=…` in the locale) changes nothing, since mail scanners open every link: the page shows the address and a button that calls this. Without script the button sends the token as a form body and the answer is 303 back to the page. A confirmed subscription is forwarded to the newsletter service of its locale.',
  middleware: [linkLimit()] as const,
  request: {
    query: languageQuery,
    // Either of the two: the route checks that one came (a body required here would demand both).
    body: {
      required: false,
      content: {
        'application/json': { schema: tokenBodySchema },
        'application/x-www-form-urlencoded': { schema: tokenBodySchema },
      },
    },
  },
  responses: {
    200: json(confirmedSchema, 'Confirmed now, or earlier'),
    303: backToPage('confirmation'),
    ...errorsOf(400, 422, 429),
    404: { ...errorsOf(404)[404], description: 'No subscription has this token (mistyped, or replaced by a newer link)' },
    410: { ...errorsOf(410)[410], description: 'The link has expired: sign up again to get a new one' },
  },
});

/** One schema for both form types: the validator of each reads either (@hono/zod-openapi). */
const unsubscribeForm = z.union([oneClickBodySchema, tokenBodySchema]);

export const unsubscribe = createRoute({
  method: 'post',
  path: '/newsletter/unsubscribe/',
  tags: ['newsletter'],
  summary: 'Ends a subscription with the token of its unsubscribe link (also RFC 8058 one-click)',
  description:
    'Either a JSON body `{token}`, or the one-click form of RFC 8058 that mail clients send for the `List-Unsubscribe` header of our mails: `POST /api/newsletter/unsubscribe/?token=…` with the body `List-Unsubscribe=One-Click`, form-encoded or multipart (RFC 8058 allows both). Opening the unsubscribe link (`/newsletter/unsubscribe?token=…`) changes nothing: its page shows the address and a button that calls this; without script the button sends `token` as a form body and the answer is 303 back to the page. Ends a pending or an active subscription at once; a confirmed one is also ended at the newsletter service.',
  // A multipart body passes the limit of every route (lib/body-limit.ts): this one limits it.
  middleware: [linkLimit(), smallFormLimit] as const,
  request: {
    query: tokenQuery,
    body: {
      required: false,
      content: {
        'application/json': { schema: tokenBodySchema },
        'application/x-www-form-urlencoded': { schema: unsubscribeForm },
        'multipart/form-data': { schema: unsubscribeForm },
      },
    },
  },
  responses: {
    200: json(unsubscribedSchema, 'Unsubscribed now, or earlier'),
    303: backToPage('unsubscribe'),
    ...errorsOf(400, 422, 429),
    404: { ...errorsOf(404)[404], description: 'No subscription has this token' },
  },
});

export const unsubscribeLink = createRoute({
  method: 'get',
  path: '/newsletter/unsubscribe/',
  tags: ['newsletter'],
  summary: 'The one-click address opened as a link: See Other to the unsubscribe page, changing nothing',
  description:
    'A GET or HEAD of the `List-Unsubscribe` address (a mail scanner, or a mail client that opens it as a link) unsubscribes no one, since RFC 8058 unsubscribes on POST only: it answers 303 to the unsubscribe page with the same token, in the locale of the subscription, where the address and the button are shown. A token that names nothing leads to the page of `language`, which says the link is not valid.',
  middleware: [linkLimit()] as const,
  request: { query: tokenQuery },
  responses: {
    303: {
      description: 'The unsubscribe page, with its token',
      headers: { Location: { schema: { type: 'string' as const }, description: 'The page, with its token' } },
    },
    ...errorsOf(400, 429),
  },
});
