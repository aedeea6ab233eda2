import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit reads the schema without the project's path aliases.
import type { AuditAction, AuditChange } from '../../../lib/audit-log';
import { adminUsers } from './admin';
import { localeEnum } from './common';

/**
 * Every write made through the token-protected API: who, when, what (entity type, id, locale) and
 * which fields changed. The username is kept as it was, so the entry reads the same once the
 * account is renamed or gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    accountId: integer('account_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: varchar('username', { length: 80 }).notNull(),
    action: varchar('action', { length: 16 }).$type<AuditAction>().notNull(),
    entityType: varchar('entity_type', { length: 60 }).notNull(),
    entityId: integer('entity_id'),
    /** The one locale the change was confined to; null when it spans several or none. */
    locale: localeEnum('locale'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    /** The API call that made the change, e.g. `PATCH /api/stores/12/`. */
    request: varchar('request', { length: 300 }).notNull(),
  },
  // Read newest first (by id), whole or by account or by entity.
  (t) => [
    index('audit_log_username_idx').on(t.username, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id),
  ],
);
