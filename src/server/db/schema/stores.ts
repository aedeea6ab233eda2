import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, localeEnum, searchVector, tsvector, updatedAt } from './common';
import { media } from './media';
import { categories } from './categories';

/** A merchant with promo codes and offers; routed at /{slug}. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    iconId: integer('icon_id').references(() => media.id, { onDelete: 'set null' }),
    website: text('website').notNull(),
    /** Average of the votes, kept exact by the rating service together with the two counters. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    inMenu: boolean('in_menu').notNull().default(false),
    isTop: boolean('is_top').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Editor-curated, ordered. */
    relatedStoreIds: integer('related_store_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stores_in_menu_idx').on(t.inMenu, t.position),
    index('stores_top_idx').on(t.isTop, t.position),
  ],
);

export const storeTranslations = pgTable(
  'store_translations',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** Reasons to shop there, shown as a list on the store page. */
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    seoTitle: varchar('seo_title', { length: 300 }).notNull().default(''),
    metaDescription: varchar('meta_description', { length: 500 }).notNull().default(''),
    seoImageId: integer('seo_image_id').references(() => media.id, { onDelete: 'set null' }),
    search: tsvector('search').generatedAlwaysAs(searchVector('locale', 'name', 'description')),
  },
  (t) => [
    unique('store_translations_store_locale_uq').on(t.storeId, t.locale),
    unique('store_translations_locale_slug_uq').on(t.locale, t.slug),
    index('store_translations_search_idx').using('gin', t.search),
    index('store_translations_name_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`,
    ),
  ],
);

export const storeCategories = pgTable(
  'store_categories',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.categoryId] }),
    index('store_categories_category_idx').on(t.categoryId, t.position),
  ],
);
