import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { localeEnum } from './common';

/**
 * Each consent choice a visitor made, for audit: when, on which locale and consent key, under which
 * revision of the policy, and the categories accepted. Nothing that could identify the visitor.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    locale: localeEnum('locale').notNull(),
    consentKey: varchar('consent_key', { length: 64 }).notNull(),
    revision: integer('revision').notNull(),
    categories: text('categories').array().notNull(),
  },
  (t) => [index('consent_records_recorded_at_idx').on(t.recordedAt)],
);
