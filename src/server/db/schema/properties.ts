import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
// Relative: drizzle-kit reads the schema without the project's path aliases.
import type { FeedFormat, FeedMappingInput, FeedMode, FeedRunRejection, FeedRunStatus, FeedRunTrigger } from '../../../lib/feed-mapping';
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

/**
 * A holiday deal of the partners' datafeed. Prices in euro cents. A deal a partner's full feed no
 * longer lists is ended, not deleted (kept for history and click counts); the comparator lists the
 * deals that have not ended. The comparator reads the datafeed from each server's in-memory index
 * (src/server/services/datafeed-index), so the table needs no index but by id and feed identity.
 */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    externalId: varchar('external_id', { length: 80 }).notNull(),
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
    /** Editors' picks: kept when a feed updates the deal. */
    categoryBestOffer: boolean('category_best_offer').notNull().default(false),
    homepageBestOffer: boolean('homepage_best_offer').notNull().default(false),
    departureDate: text('departure_date'),
    /** When the partner's full feed stopped listing it; null while it is listed. */
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('properties_partner_external_idx').on(t.partnerId, t.externalId),
    // The index's full build reads the listed deals in price order.
    index('properties_listed_price_idx').on(t.price, t.id).where(sql`${t.endedAt} IS NULL`),
  ],
);

/**
 * One row whose version goes up with every statement that changes `properties` (triggers, see
 * migration 0007), each change logged in `datafeed_changes` under that version: a server's
 * in-memory index applies the changes past the version it holds. `rebuild_from` is the version of
 * the last change the log cannot describe (a TRUNCATE): a server below it reads everything again.
 * The trigger's update of this row also orders the writers: versions commit in order.
 */
export const datafeedVersion = pgTable('datafeed_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  rebuildFrom: bigint('rebuild_from', { mode: 'number' }).notNull().default(0),
});

/** The properties each version of the datafeed changed (inserted, updated or deleted). Pruned after a while. */
export const datafeedChanges = pgTable(
  'datafeed_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    propertyId: integer('property_id').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('datafeed_changes_version_idx').on(t.version)],
);

/**
 * A partner's feed: where it is published, how its columns map to a deal, and when to import it.
 * `schedule` is a cron expression (UTC); `next_run_at` is claimed by one server at a time.
 */
export const partnerFeeds = pgTable('partner_feeds', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  url: text('url'),
  format: varchar('format', { length: 8 }).$type<FeedFormat>(),
  mode: varchar('mode', { length: 8 }).$type<FeedMode>().notNull().default('full'),
  mapping: jsonb('mapping').$type<FeedMappingInput>().notNull().default({}),
  schedule: varchar('schedule', { length: 120 }),
  enabled: boolean('enabled').notNull().default(true),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type { FeedRunRejection, FeedRunStatus, FeedRunTrigger };

/**
 * One import of a partner's feed and its figures. At most one runs per partner (a partial unique
 * index); a run whose heartbeat stopped (its server died) is failed by the next one.
 */
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    mode: varchar('mode', { length: 8 }).$type<FeedMode>().notNull(),
    trigger: varchar('trigger', { length: 12 }).$type<FeedRunTrigger>().notNull(),
    status: varchar('status', { length: 12 }).$type<FeedRunStatus>().notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    rowsRead: integer('rows_read').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    ended: integer('ended').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** The first rejections (FEED_RUN_REJECTIONS_KEPT), in feed order. */
    rejections: jsonb('rejections').$type<FeedRunRejection[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [
    index('feed_runs_partner_idx').on(t.partnerId, t.startedAt),
    uniqueIndex('feed_runs_one_running_idx').on(t.partnerId).where(sql`${t.status} = 'running'`),
  ],
);
