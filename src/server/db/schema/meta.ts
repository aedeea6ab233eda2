import { integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Which seed filled the database, so that seeding again is a no-op. */
export const seedRuns = pgTable('seed_runs', {
  id: serial('id').primaryKey(),
  scale: varchar('scale', { length: 20 }).notNull(),
  version: integer('version').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
