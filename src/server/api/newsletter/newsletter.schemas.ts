import { z } from '@hono/zod-openapi';
import { newsletterForm } from '@/lib/forms';

export const newsletterBodySchema = newsletterForm.openapi('NewsletterBody', {
  description: '`company` is a honeypot: leave it empty',
});

export const subscribedSchema = z.object({ subscribed: z.literal(true) }).openapi('Subscribed');
