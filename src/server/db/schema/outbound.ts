import { date, integer, pgEnum, pgTable, primaryKey } from 'drizzle-orm/pg-core';

// Relative path: drizzle-kit reads the schema without the project's path aliases.
import { OUTBOUND_KINDS } from '../../../lib/outbound';

export const outboundKindEnum = pgEnum('outbound_kind', OUTBOUND_KINDS);

/**
 * Clicks on merchant and partner links (/out/<kind>/<id>), counted per target and day. A count
 * only: no visitor data is kept (anything more would need the visitor's consent). No foreign key:
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
