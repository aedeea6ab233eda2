import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LocalizedName } from './common';
import { destinations } from './destinations';

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  website: text('website').notNull(),
  logo: text('logo').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/** Rental type of a property: hotel, apartment, villa, campsite... (filter key datafeed_category). */
export const propertyCategories = pgTable('property_categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  position: integer('position').notNull().default(0),
});

/** Board and services: all inclusive, half board, breakfast, self catering... */
export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  position: integer('position').notNull().default(0),
});

/** Vacation types of the comparator (filter key type_of_stay). */
export const TYPES_OF_STAY = ['beach', 'city', 'mountain', 'ski', 'countryside', 'wellness', 'adventure'] as const;

/** A holiday deal of the partners' datafeed. Prices in euro cents. */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    externalId: varchar('external_id', { length: 80 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    image: text('image').notNull(),
    deepLink: text('deep_link').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    regionId: integer('region_id').references(() => destinations.id, { onDelete: 'set null' }),
    cityId: integer('city_id').references(() => destinations.id, { onDelete: 'set null' }),
    propertyCategoryId: integer('property_category_id')
      .notNull()
      .references(() => propertyCategories.id),
    serviceTypeIds: integer('service_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    typeOfStay: varchar('type_of_stay', { length: 30 }).notNull(),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    hasDiscount: boolean('has_discount').notNull().default(false),
    /** Number of nights. */
    duration: integer('duration').notNull(),
    /** Stars, 1 to 5. */
    rating: integer('rating').notNull(),
    isLastMinute: boolean('is_last_minute').notNull().default(false),
    categoryBestOffer: boolean('category_best_offer').notNull().default(false),
    homepageBestOffer: boolean('homepage_best_offer').notNull().default(false),
    departureDate: text('departure_date'),
  },
  (t) => [
    index('properties_price_idx').on(t.price, t.id),
    index('properties_country_price_idx').on(t.countryId, t.price, t.id),
    index('properties_region_price_idx').on(t.regionId, t.price, t.id),
    index('properties_city_price_idx').on(t.cityId, t.price, t.id),
    // The comparator's total count for a country with its nights and stars filters, as an index-only scan.
    index('properties_country_duration_rating_idx').on(t.countryId, t.duration, t.rating),
    index('properties_duration_idx').on(t.duration),
    index('properties_rating_idx').on(t.rating),
    index('properties_partner_idx').on(t.partnerId),
    index('properties_category_idx').on(t.propertyCategoryId),
    index('properties_stay_idx').on(t.typeOfStay),
    index('properties_services_idx').using('gin', t.serviceTypeIds),
    index('properties_last_price_idx').on(t.price, t.id).where(sql`${t.isLastMinute}`),
    index('properties_discount_price_idx').on(t.price, t.id).where(sql`${t.hasDiscount}`),
    index('properties_category_best_idx').on(t.price, t.id).where(sql`${t.categoryBestOffer}`),
    index('properties_homepage_best_idx').on(t.price, t.id).where(sql`${t.homepageBestOffer}`),
  ],
);

/**
 * One row whose version goes up with every statement that changes `properties` (a trigger, see
 * migration 0003): a server's in-memory datafeed index compares it to the version it was built
 * at, so an import, an edit or a cascade from a deleted destination is seen on the next request.
 */
export const datafeedVersion = pgTable('datafeed_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
