import { z } from 'zod';
import { NEWSLETTER_TOKEN_PATTERN } from './newsletter-token';
import { hasControlCharactersInText } from './request-guard';

/**
 * Schemas of the public forms, shared by the API and the pages' forms (one rule on both sides).
 * `company` is a honeypot: hidden from people, filled by bots; a filled one is rejected.
 */
const honeypot = { company: z.string().max(0, 'Rejected').optional() };

/** Typed text: line breaks and tabs are fine, NUL and other control characters are not (nothing can store NUL). */
const text = () => z.string().refine((value) => !hasControlCharactersInText(value), 'Remove the control characters');

const email = z.string().trim().toLowerCase().max(254).email('Enter a valid e-mail address');

export const contactForm = z.object({
  email,
  name: text().trim().min(2, 'Enter your name').max(120),
  message: text().trim().min(10, 'Write at least 10 characters').max(5000),
  ...honeypot,
});

export const newsletterForm = z.object({ email, ...honeypot });

/** A token from a newsletter mail's link (confirm, unsubscribe). */
export const newsletterToken = z.string().regex(NEWSLETTER_TOKEN_PATTERN, 'Not a link token');

export const sharePromotionForm = z.object({
  store_name: text().trim().min(2, 'Enter the store').max(200),
  code_or_title: text().trim().min(2, 'Enter the promo code or a title').max(200),
  details: text().trim().max(2000).default(''),
  end_date: z.iso.date('Use the format YYYY-MM-DD').optional().or(z.literal('').transform(() => undefined)),
  ...honeypot,
});

export const proposeStoreForm = z.object({
  store: text().trim().min(2, 'Enter the store').max(200),
  website: text().trim().max(500).default(''),
  ...honeypot,
});

export const ratingForm = z.object({
  rating: z.coerce.number().int().min(1, 'From 1 to 5').max(5, 'From 1 to 5'),
});

export type ContactForm = z.infer<typeof contactForm>;
export type NewsletterForm = z.infer<typeof newsletterForm>;
export type SharePromotionForm = z.infer<typeof sharePromotionForm>;
export type ProposeStoreForm = z.infer<typeof proposeStoreForm>;
