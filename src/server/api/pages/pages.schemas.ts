import { z } from '@hono/zod-openapi';
import { PAGE_KEYS } from '@/server/services/pages';
import { dbId, mediaRef } from '../lib/schemas';

/** Structured values some pages need (FAQ questions, home texts): plain text, rendered escaped, never as HTML. */
const blocks = z.record(z.string(), z.unknown()).openapi({ example: { questions: [] } });

export const pageSchema = z
  .object({
    key: z.enum(PAGE_KEYS),
    title: z.string(),
    header_1: z.string(),
    header_2: z.string(),
    content: z.string().openapi({ description: 'Sanitized HTML' }),
    blocks,
    banner: mediaRef.nullable(),
    seo_title: z.string(),
    meta_description: z.string(),
    seo_image: mediaRef.nullable(),
  })
  .openapi('PageContent');

const mediaId = dbId.nullable().optional().openapi({ description: 'Media id; null clears it' });

/** Limits follow the columns; blocks are capped so that a page row stays small. */
export const pageUpdateSchema = z
  .object({
    title: z.string().trim().min(1).max(300).optional(),
    header_1: z.string().trim().max(300).optional(),
    header_2: z.string().trim().max(300).optional(),
    content: z.string().max(200_000).optional().openapi({ description: 'HTML; sanitized with the CMS allowlist' }),
    blocks: blocks
      .refine((value) => JSON.stringify(value).length <= 100_000, 'At most 100,000 characters of JSON')
      .optional(),
    seo_title: z.string().trim().max(300).optional(),
    meta_description: z.string().trim().max(500).optional(),
    seo_image_id: mediaId,
    banner_id: mediaId,
  })
  .openapi('PageContentUpdate');

export const homepageBannerSchema = z
  .object({ title: z.string(), link: z.string(), image: mediaRef.nullable() })
  .openapi('HomepageBanner');

export const copyrightSchema = z
  .object({ copyright: z.string(), brand_name: z.string() })
  .openapi('Copyright');

const footerLinkSchema = z
  .object({ id: z.number().int(), name: z.string(), link: z.string() })
  .openapi('FooterLink');

export const footerLinksSchema = z
  .object({ common: z.array(footerLinkSchema), copyright: z.array(footerLinkSchema) })
  .openapi('FooterLinks');

export const contactSentSchema = z.object({ id: z.number().int() }).openapi('ContactSent');
