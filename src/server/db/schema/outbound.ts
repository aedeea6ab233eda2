import { date, integer, pgEnum, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

// Relative path: drizzle-kit reads the schema without the project's path aliases.
import { OUTBOUND_KINDS } from '../../../lib/outbound';

export const outboundKindEnum = pgEnum('outbound_kind', OUTBOUND_KINDS);

/**
 * Clicks on merchant and partner links (/out/<kind>/<id>), counted per target and day. A count
 * only: no visitor data is kept (anything more would need the visitor's consent); what stops a
 * click counting twice lasts a day and names no one (outboundClickVisits). No foreign key:
 * the counts of a deleted store or a re-imported deal stay for the reports.
 */
export const outboundClicks = pgTable(
  'outbound_clicks',
  {
    kind: outboundKindEnum('kind').notNull(),
    targetId: integer('target_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.targetId, t.day] })],
);

/**
 * The clicks already counted today and yesterday, one row each: a click counts once per client,
 * target and day. `visit` is a keyed hash of the three together, so rows name no client and cannot
 * be joined into one client's trail across targets or days; rows older than yesterday are deleted
 * as clicks come (src/server/services/outbound.ts).
 */
export const outboundClickVisits = pgTable(
  'outbound_click_visits',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visit: varchar('visit', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visit] })],
);
