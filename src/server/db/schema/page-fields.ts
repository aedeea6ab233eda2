import { integer, jsonb, text, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FaqItem } from './common';
import { media } from './media';

/** Per-locale content shared by category and destination pages (SPEC §3). */
export const landingPageTranslationColumns = () => ({
  name: varchar('name', { length: 200 }).notNull(),
  slug: varchar('slug', { length: 200 }).notNull(),
  header1: varchar('header_1', { length: 300 }).notNull().default(''),
  header2: varchar('header_2', { length: 300 }).notNull().default(''),
  /** Sanitized HTML. */
  topDescription: text('top_description').notNull().default(''),
  /** Sanitized HTML. */
  bottomDescription: text('bottom_description').notNull().default(''),
  seoTitle: varchar('seo_title', { length: 300 }).notNull().default(''),
  metaDescription: varchar('meta_description', { length: 500 }).notNull().default(''),
  seoImageId: integer('seo_image_id').references(() => media.id, { onDelete: 'set null' }),
  faqItems: jsonb('faq_items').$type<FaqItem[]>().notNull().default([]),
  script1: text('script_1').notNull().default(''),
  script2: text('script_2').notNull().default(''),
  additionalFields: jsonb('additional_fields').$type<Record<string, unknown>>().notNull().default({}),
});

/** Editor-curated, ordered lists of ids shared by category and destination pages. */
export const curatedIds = (name: string) =>
  integer(name).array().notNull().default(sql`'{}'::integer[]`);
