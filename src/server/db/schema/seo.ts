import { integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localeEnum, updatedAt } from './common';

/** Search-engine redirections (301 by default), matched on the path of a locale. */
export const redirections = pgTable(
  'redirections',
  {
    id: serial('id').primaryKey(),
    locale: localeEnum('locale').notNull(),
    fromPath: varchar('from_path', { length: 500 }).notNull(),
    toPath: varchar('to_path', { length: 500 }).notNull(),
    statusCode: integer('status_code').notNull().default(301),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('redirections_locale_from_uq').on(t.locale, t.fromPath)],
);
