import { z } from 'zod';
import { CONSENT_CATEGORIES } from './consent';

/** A locale's consent key: written into a cookie name, so letters, digits, `_` and `-` only. */
export const consentKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, `_` and `-`, at most 64');

/** A choice as the site records it for audit (POST /api/consent/): no identifier, no address. */
export const consentRecordSchema = z.object({
  revision: z.number().int().nonnegative(),
  categories: z
    .array(z.enum(CONSENT_CATEGORIES))
    .max(CONSENT_CATEGORIES.length)
    .refine((list) => list.includes('necessary'), 'necessary is always accepted')
    .refine((list) => new Set(list).size === list.length, 'each category once'),
});
export type ConsentRecordInput = z.infer<typeof consentRecordSchema>;
