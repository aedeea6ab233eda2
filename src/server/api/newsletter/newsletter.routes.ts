import { createRoute } from '@hono/zod-openapi';
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
    'Stores the address as pending and mails it a confirmation link, valid NEWSLETTER_CONFIRM_TTL_HOURS (48 h by default); the subscription starts when the link is opened. Signing up again while pending, or after unsubscribing, sends a new link (the older links stop working). The answer is the same for an address that is already subscribed (which gets no mail), so the call does not reveal who is subscribed; nor does it say whether the mail could be sent (a failure is logged; signing up again sends a new link).',
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
    'The token is the `token` query parameter of the link mailed at sign-up. Visitors open the link on the site (`/newsletter/confirm?token=…` in their locale); this is the same for other clients. A confirmed subscription is forwarded to the newsletter service of its locale.',
  middleware: [linkLimit()] as const,
  request: { body: jsonBody(tokenBodySchema) },
  responses: {
    200: json(confirmedSchema, 'Confirmed now, or earlier'),
    ...errorsOf(400, 422, 429),
    404: { ...errorsOf(404)[404], description: 'No subscription has this token (mistyped, or replaced by a newer link)' },
    410: { ...errorsOf(410)[410], description: 'The link has expired: sign up again to get a new one' },
  },
});

export const unsubscribe = createRoute({
  method: 'post',
  path: '/newsletter/unsubscribe/',
  tags: ['newsletter'],
  summary: 'Ends a subscription with the token of its unsubscribe link (also RFC 8058 one-click)',
  description:
    'Either a JSON body `{token}`, or the one-click form of RFC 8058 that mail clients send for the `List-Unsubscribe` header of our mails: `POST /api/newsletter/unsubscribe/?token=…` with the body `List-Unsubscribe=One-Click`, form-encoded or multipart (RFC 8058 allows both). Ends a pending or an active subscription at once; a confirmed one is also ended at the newsletter service.',
  // A multipart body passes the limit of every route (lib/body-limit.ts): this one limits it.
  middleware: [linkLimit(), smallFormLimit] as const,
  request: {
    query: tokenQuery,
    body: {
      required: false,
      content: {
        'application/json': { schema: tokenBodySchema },
        'application/x-www-form-urlencoded': { schema: oneClickBodySchema },
        'multipart/form-data': { schema: oneClickBodySchema },
      },
    },
  },
  responses: {
    200: json(unsubscribedSchema, 'Unsubscribed now, or earlier'),
    ...errorsOf(400, 422, 429),
    404: { ...errorsOf(404)[404], description: 'No subscription has this token' },
  },
});
