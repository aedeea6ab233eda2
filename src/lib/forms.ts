import { z } from 'zod';

/**
 * Schemas of the public forms, shared by the API and the pages' forms (one rule on both sides).
 * `company` is a honeypot: hidden from people, filled by bots; a filled one is rejected.
 */
const honeypot = { company: z.string().max(0, 'Rejected').optional() };

const email = z.string().trim().toLowerCase().max(254).email('Enter a valid e-mail address');

export const contactForm = z.object({
  email,
  name: z.string().trim().min(2, 'Enter your name').max(120),
  message: z.string().trim().min(10, 'Write at least 10 characters').max(5000),
  ...honeypot,
});

export const newsletterForm = z.object({ email, ...honeypot });

export const sharePromotionForm = z.object({
  store_name: z.string().trim().min(2, 'Enter the store').max(200),
  code_or_title: z.string().trim().min(2, 'Enter the promo code or a title').max(200),
  details: z.string().trim().max(2000).default(''),
  end_date: z.iso.date('Use the format YYYY-MM-DD').optional().or(z.literal('').transform(() => undefined)),
  ...honeypot,
});

export const proposeStoreForm = z.object({
  store: z.string().trim().min(2, 'Enter the store').max(200),
  website: z.string().trim().max(500).default(''),
  ...honeypot,
});

export const ratingForm = z.object({
  rating: z.coerce.number().int().min(1, 'From 1 to 5').max(5, 'From 1 to 5'),
});

export type ContactForm = z.infer<typeof contactForm>;
export type NewsletterForm = z.infer<typeof newsletterForm>;
export type SharePromotionForm = z.infer<typeof sharePromotionForm>;
export type ProposeStoreForm = z.infer<typeof proposeStoreForm>;
