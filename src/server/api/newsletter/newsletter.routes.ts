import { createRoute } from '@hono/zod-openapi';
import { mailLinkRoutes } from '../lib/mail-links';
import { rateLimit } from '../lib/rate-limit';
import { errorsOf } from '../lib/routes';
import { json, jsonBody, languageQuery } from '../lib/schemas';
import { confirmedSchema, newsletterBodySchema, signUpSchema, unsubscribedSchema } from './newsletter.schemas';

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

export const { confirm, unsubscribe, unsubscribeLink } = mailLinkRoutes({
  section: 'newsletter',
  tags: ['newsletter'],
  limitName: 'newsletter-links',
  confirmed: confirmedSchema,
  unsubscribed: unsubscribedSchema,
  confirm: {
    summary: 'Confirms a subscription with the token of its confirmation link',
    description:
      'The token is the `token` query parameter of the link mailed at sign-up. Opening the link (`/newsletter/confirm?token=…` in the locale) changes nothing, since mail scanners open every link: the page shows the address and a button that calls this. Without script the button sends the token as a form body and the answer is 303 back to the page. A confirmed subscription is forwarded to the newsletter service of its locale.',
    notFound: 'No subscription has this token (mistyped, or replaced by a newer link)',
    expired: 'The link has expired: sign up again to get a new one',
  },
  unsubscribe: {
    summary: 'Ends a subscription with the token of its unsubscribe link (also RFC 8058 one-click)',
    description:
      'Either a JSON body `{token}`, or the one-click form of RFC 8058 that mail clients send for the `List-Unsubscribe` header of our mails: `POST /api/newsletter/unsubscribe/?token=…` with the body `List-Unsubscribe=One-Click`, form-encoded or multipart (RFC 8058 allows both). Opening the unsubscribe link (`/newsletter/unsubscribe?token=…`) changes nothing: its page shows the address and a button that calls this; without script the button sends `token` as a form body and the answer is 303 back to the page. Ends a pending or an active subscription at once; a confirmed one is also ended at the newsletter service.',
    notFound: 'No subscription has this token',
  },
  unsubscribeLink: {
    summary: 'The one-click address opened as a link: See Other to the unsubscribe page, changing nothing',
    description:
      'A GET or HEAD of the `List-Unsubscribe` address (a mail scanner, or a mail client that opens it as a link) unsubscribes no one, since RFC 8058 unsubscribes on POST only: it answers 303 to the unsubscribe page with the same token, in the locale of the subscription, where the address and the button are shown. A token that names nothing leads to the page of `language`, which says the link is not valid.',
  },
});
