import { z } from 'zod';
import { CAPTCHA_FIELD } from './captcha';
import { NEWSLETTER_TOKEN_PATTERN } from './newsletter-token';
import { hasControlCharactersInText } from './request-guard';

/**
 * Schemas of the public forms, shared by the API and the pages' forms (one rule on both sides).
 * `company` is a honeypot: hidden from people, filled by bots; a filled one is rejected.
 */
const honeypot = { company: z.string().max(0, 'Rejected').optional() };

/**
 * The captcha's answer (the ALTCHA widget's payload, base64 JSON, about 1 KB): optional in the
 * schema, since a site without a captcha asks for none; when one is configured the API checks it
 * after the schema (src/server/api/lib/captcha.ts).
 */
const captcha = {
  [CAPTCHA_FIELD]: z
    .string()
    .max(4000, 'The captcha answer is too long')
    .optional()
    .describe('The captcha’s answer (ALTCHA payload, base64): required when the site has a captcha, i.e. when GET /api/captcha/challenge/ answers 200; each answer is accepted once'),
};

/** What every public form carries besides its own fields. */
const publicAction = { ...honeypot, ...captcha };

/** Typed text: line breaks and tabs are fine, NUL and other control characters are not (nothing can store NUL). */
const text = () => z.string().refine((value) => !hasControlCharactersInText(value), 'Remove the control characters');

const email = z.string().trim().toLowerCase().max(254).email('Enter a valid e-mail address');

export const contactForm = z.object({
  email,
  name: text().trim().min(2, 'Enter your name').max(120),
  message: text().trim().min(10, 'Write at least 10 characters').max(5000),
  ...publicAction,
});

export const newsletterForm = z.object({ email, ...publicAction });

/** A subscription to one store's new promotions: the same fields as the newsletter's. */
export const storeAlertForm = z.object({ email, ...publicAction });

/** A token from a newsletter or store alert mail's link (confirm, unsubscribe). */
export const newsletterToken = z.string().regex(NEWSLETTER_TOKEN_PATTERN, 'Not a link token');

export const sharePromotionForm = z.object({
  store_name: text().trim().min(2, 'Enter the store').max(200),
  code_or_title: text().trim().min(2, 'Enter the promo code or a title').max(200),
  details: text().trim().max(2000).default(''),
  end_date: z.iso.date('Use the format YYYY-MM-DD').optional().or(z.literal('').transform(() => undefined)),
  ...publicAction,
});

export const proposeStoreForm = z.object({
  store: text().trim().min(2, 'Enter the store').max(200),
  website: text().trim().max(500).default(''),
  ...publicAction,
});

export const ratingForm = z.object({
  rating: z.coerce.number().int().min(1, 'From 1 to 5').max(5, 'From 1 to 5'),
});

export type ContactForm = z.infer<typeof contactForm>;
export type NewsletterForm = z.infer<typeof newsletterForm>;
export type StoreAlertForm = z.infer<typeof storeAlertForm>;
export type SharePromotionForm = z.infer<typeof sharePromotionForm>;
export type ProposeStoreForm = z.infer<typeof proposeStoreForm>;
