import { z } from '@hono/zod-openapi';
import { newsletterForm } from '@/lib/forms';
import { LOCALES } from '@/lib/locales';

export const newsletterBodySchema = newsletterForm.openapi('NewsletterBody', {
  description: '`company` is a honeypot: leave it empty',
});

/** What a sign-up answers, whether or not the address was already subscribed (see the route). */
export const SIGN_UP_MESSAGE =
  'If this address is not subscribed yet, a confirmation link is on its way to it: the subscription starts once its owner confirms on the page it opens. An address already subscribed stays subscribed and gets no new mail.';

export const signUpSchema = z
  .object({
    status: z.literal('confirmation_requested'),
    message: z.string().openapi({ example: SIGN_UP_MESSAGE }),
  })
  .openapi('NewsletterSignUp');

export const confirmedSchema = z
  .object({
    status: z.enum(['confirmed', 'already_confirmed']).openapi({ description: '`already_confirmed`: the link had been opened before' }),
    locale: z.enum(LOCALES),
  })
  .openapi('NewsletterConfirmed');

export const unsubscribedSchema = z
  .object({
    status: z.enum(['unsubscribed', 'already_unsubscribed']),
    locale: z.enum(LOCALES),
  })
  .openapi('NewsletterUnsubscribed');
