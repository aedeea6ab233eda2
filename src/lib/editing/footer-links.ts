import { z } from 'zod';
import { isSitePath } from '../redirection-path';
import { position, requiredLine } from './common';

/**
 * A link of the footer of one locale's site: a path of the site as a shared host writes it
 * (`/nl-be/over-ons`; the prefix goes on the locale's own domain) or an http(s) address.
 */
export const footerLink = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => isSitePath(value) || (/^https?:\/\//i.test(value) && URL.canParse(value)),
    'A path of the site (/contact) or an http(s) address',
  );

export const footerLinkForm = z
  .object({
    name: requiredLine(200),
    link: footerLink,
    is_copyright: z.boolean().optional().describe('On the copyright line rather than among the common links'),
    position: position.optional(),
  })
  .strict();

export const footerLinkPatchForm = footerLinkForm.partial().strict();

export type FooterLinkForm = z.infer<typeof footerLinkForm>;
export type FooterLinkPatchForm = z.infer<typeof footerLinkPatchForm>;
