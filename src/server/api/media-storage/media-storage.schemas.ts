import { z } from '@hono/zod-openapi';
import { mediaRef } from '../lib/schemas';
import { fileField } from '../lib/upload';

export const mediaItemSchema = mediaRef
  .extend({
    name: z.string(),
    mime_type: z.string().openapi({ example: 'image/webp' }),
    size: z.number().int().openapi({ description: 'Bytes' }),
    created_at: z.string(),
    alt_translations: z.object({ 'nl-be': z.string().optional(), 'fr-fr': z.string().optional() }).openapi({ description: 'Its descriptions for other locales; `alt` serves where none is given' }),
  })
  .openapi('MediaItem');

export const uploadIconBodySchema = z
  .object({
    file: fileField.openapi({ description: 'An image (JPEG, PNG, WebP, GIF, AVIF or TIFF), at most 5 MB; stored as WebP' }),
    name: z.string().trim().max(255).optional().openapi({ description: 'Defaults to the file name' }),
    alt: z.string().trim().max(255).optional().openapi({ description: 'What the picture shows, in French (fr-be, and fr-fr unless `alt_fr_fr` says otherwise)' }),
    alt_nl_be: z.string().trim().max(255).optional().openapi({ description: 'What the picture shows, in Dutch, for nl-be pages' }),
    alt_fr_fr: z.string().trim().max(255).optional().openapi({ description: 'For fr-fr pages, where it differs from `alt`' }),
  })
  .openapi('UploadIconBody');

export const deletedSchema = z.object({ deleted: z.literal(true), id: z.number().int() }).openapi('Deleted');
