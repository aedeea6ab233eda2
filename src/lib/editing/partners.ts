import { z } from 'zod';
import { isSitePath } from '../redirection-path';
import { position, requiredLine, SLUG_PATTERN, webUrl } from './common';

/** A partner of the datafeed (a booking site): its brand is the same in every locale. */
export const partnerForm = z
  .object({
    name: requiredLine(120),
    slug: z.string().max(120).regex(SLUG_PATTERN, 'Lowercase letters and digits, words joined by single dashes'),
    website: webUrl,
    logo: z
      .string()
      .trim()
      .max(2000)
      .refine((value) => value === '' || isSitePath(value) || /^https:\/\//i.test(value), 'A path of the site, an https address or nothing')
      .optional(),
    position: position.optional(),
  })
  .strict();

export const partnerPatchForm = partnerForm.partial().strict();

export type PartnerForm = z.infer<typeof partnerForm>;
export type PartnerPatchForm = z.infer<typeof partnerPatchForm>;
