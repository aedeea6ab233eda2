import { z } from '@hono/zod-openapi';
import { footerLinkForm, footerLinkPatchForm } from '@/lib/editing/footer-links';
import { LOCALES } from '@/lib/locales';

export const footerLinkInputSchema = footerLinkForm.openapi('FooterLinkInput');

export const footerLinkPatchSchema = footerLinkPatchForm.openapi('FooterLinkPatch');

export const footerLinkRecordSchema = z
  .object({
    id: z.number().int(),
    language: z.enum(LOCALES),
    name: z.string(),
    link: z.string(),
    is_copyright: z.boolean(),
    position: z.number().int(),
  })
  .openapi('FooterLinkRecord');
