import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { localeEnum } from './common';

/**
 * Searches that found nothing, counted per locale, day and text (folded: case and spaces), for the
 * back-office's "top searches with no result". The text only: nothing names who searched.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    locale: localeEnum('locale').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    text: varchar('text', { length: 100 }).notNull(),
    searches: integer('searches').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.locale, t.text] })],
);
