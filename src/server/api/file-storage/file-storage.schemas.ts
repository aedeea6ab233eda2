import { z } from '@hono/zod-openapi';
import { fileField } from '../lib/upload';

export const fileItemSchema = z
  .object({
    id: z.number().int(),
    file: z.string().openapi({ example: 'files/uploads/0f3c9a….pdf' }),
    url: z.string().openapi({ example: '/storage/files/uploads/0f3c9a….pdf' }),
    name: z.string(),
    mime_type: z.string().openapi({ example: 'application/pdf' }),
    size: z.number().int().openapi({ description: 'Bytes' }),
    kind: z.string().openapi({ description: '`file`, or `robots` for the robots.txt in force' }),
    created_at: z.string(),
  })
  .openapi('StoredFile');

export const uploadFileBodySchema = z
  .object({
    file: fileField.openapi({
      description: 'PDF, an image (stored as WebP) or UTF-8 text/CSV, at most 10 MB; checked by content',
    }),
  })
  .openapi('UploadFileBody');

export const uploadRobotsBodySchema = z
  .object({
    file: fileField.optional().openapi({ description: 'A robots.txt file' }),
    content: z.string().optional().openapi({ description: 'The robots.txt text, when no file is sent' }),
  })
  .openapi('UploadRobotsBody');
