import { index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/locales';
import { createdAt } from './common';

/** Images in media storage (store icons, banners, slider images). Files live under data/. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    file: text('file').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    size: integer('size').notNull().default(0),
    /** The picture described in the default locale's language. */
    alt: varchar('alt', { length: 255 }).notNull().default(''),
    /** Its description in the other locales, where it differs (a Dutch page needs a Dutch one). */
    altTranslations: jsonb('alt_translations').$type<Partial<Record<Locale, string>>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('media_name_idx').on(t.name)],
);

/** Other stored files (documents, robots.txt). */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  file: text('file').notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  mimeType: varchar('mime_type', { length: 100 }).notNull(),
  size: integer('size').notNull().default(0),
  /** 'robots' marks the robots.txt in force; at most one such row. */
  kind: varchar('kind', { length: 20 }).notNull().default('file'),
  createdAt: createdAt(),
});
