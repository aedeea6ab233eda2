import { z } from '@hono/zod-openapi';
import { AUDIT_ACTIONS } from '@/lib/audit-log';
import { LOCALES } from '@/lib/locales';

import { freeText, idQuery, pageQuery } from '../lib/schemas';

export const auditLogQuery = pageQuery().extend({
  editor: freeText(80).optional().openapi({ description: 'Only the writes of this account (its username)' }),
  entity_type: freeText(60).optional().openapi({ description: 'Only the writes of this kind, e.g. `store`, `category`, `promotion`', example: 'store' }),
  entity_id: idQuery.optional().openapi({ description: 'Only the writes of this entity (with `entity_type`)' }),
});

const auditChangeSchema = z
  .object({
    field: z.string().openapi({ example: 'translations.nl-be.name' }),
    old: z.unknown().optional().openapi({ description: 'Left out when there was none, or when it is too long to keep' }),
    new: z.unknown().optional().openapi({ description: 'Left out when there is none, or when it is too long to keep' }),
  })
  .openapi('AuditChange');

export const auditLogEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().openapi({ format: 'date-time' }),
    account_id: z.number().int().nullable(),
    username: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    entity_type: z.string(),
    entity_id: z.number().int().nullable(),
    locale: z.enum(LOCALES).nullable().openapi({ description: 'The one locale the change was confined to, if it was' }),
    changes: z.array(auditChangeSchema),
    request: z.string().openapi({ example: 'PATCH /api/stores/12/' }),
  })
  .openapi('AuditLogEntry');
