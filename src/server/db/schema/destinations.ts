import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, type DatafeedLinkingFields, localeEnum, updatedAt } from './common';
import { media } from './media';
import { categories } from './categories';
import { curatedIds, landingPageTranslationColumns } from './page-fields';

export const continents = pgTable('continents', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const continentTranslations = pgTable(
  'continent_translations',
  {
    id: serial('id').primaryKey(),
    continentId: integer('continent_id')
      .notNull()
      .references(() => continents.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [unique('continent_translations_uq').on(t.continentId, t.locale)],
);

/**
 * Destinations on three levels: level 1 is a country (`location`, under a continent),
 * level 2 a region and level 3 a place (`sublocation`, under their parent destination).
 */
export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => destinations.id, { onDelete: 'cascade' }),
    continentId: integer('continent_id').references(() => continents.id, { onDelete: 'set null' }),
    level: integer('level').notNull().default(1),
    /** ISO 3166 code of a country; empty below. */
    countryCode: varchar('country_code', { length: 2 }),
    bannerId: integer('banner_id').references(() => media.id, { onDelete: 'set null' }),
    inMenu: boolean('in_menu').notNull().default(false),
    isTop: boolean('is_top').notNull().default(false),
    inHomepageSlider: boolean('in_homepage_slider').notNull().default(false),
    position: integer('position').notNull().default(0),
    relatedCategoryId: integer('related_category_id').references(() => categories.id, { onDelete: 'set null' }),
    relatedPostIds: curatedIds('related_post_ids'),
    inSliderSublocationIds: curatedIds('in_slider_sublocation_ids'),
    bannerStoreIds: curatedIds('banner_store_ids'),
    bottomRelatedSublocationIds: curatedIds('bottom_related_sublocation_ids'),
    specificHotelIds: curatedIds('specific_hotel_ids'),
    datafeedLinkingFields: jsonb('datafeed_linking_fields').$type<DatafeedLinkingFields>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('destinations_parent_idx').on(t.parentId, t.position),
    index('destinations_level_menu_idx').on(t.level, t.inMenu, t.position),
    index('destinations_continent_idx').on(t.continentId, t.position),
    index('destinations_slider_idx').on(t.inHomepageSlider).where(sql`${t.inHomepageSlider}`),
  ],
);

export const destinationTranslations = pgTable(
  'destination_translations',
  {
    id: serial('id').primaryKey(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    ...landingPageTranslationColumns(),
  },
  (t) => [
    unique('destination_translations_uq').on(t.destinationId, t.locale),
    index('destination_translations_locale_slug_idx').on(t.locale, t.slug),
  ],
);
