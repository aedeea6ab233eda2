import { index, integer, pgTable, serial, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localeEnum, updatedAt } from './common';
import { stores } from './stores';

/** One vote per visitor and store; a second vote replaces the first. */
export const storeRatings = pgTable(
  'store_ratings',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    voterHash: varchar('voter_hash', { length: 64 }).notNull(),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('store_ratings_store_voter_uq').on(t.storeId, t.voterHash)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    locale: localeEnum('locale').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    message: text('message').notNull(),
    clientHash: varchar('client_hash', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    locale: localeEnum('locale').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('newsletter_locale_email_uq').on(t.locale, t.email)],
);

/** A store a visitor asked us to add (stores/share, the search page's propose-a-store). */
export const proposedStores = pgTable('proposed_stores', {
  id: serial('id').primaryKey(),
  locale: localeEnum('locale').notNull(),
  store: varchar('store', { length: 200 }).notNull(),
  website: text('website').notNull().default(''),
  clientHash: varchar('client_hash', { length: 64 }).notNull().default(''),
  createdAt: createdAt(),
});
