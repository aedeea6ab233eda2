import { z } from '@hono/zod-openapi';
import { partnerForm, partnerPatchForm } from '@/lib/editing/partners';

export const partnerInputSchema = partnerForm.openapi('PartnerInput');

export const partnerPatchSchema = partnerPatchForm.openapi('PartnerPatch');

export const partnerRecordSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    website: z.string(),
    logo: z.string(),
    position: z.number().int(),
  })
  .openapi('PartnerRecord');
