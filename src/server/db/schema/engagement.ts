import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, handledAt, localeEnum, updatedAt } from './common';
import { promotions } from './promotions';
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

/**
 * "Did this code work?": one answer per visitor and promotion, keyed so that a second answer can
 * only replace the first.
 */
export const promotionVotes = pgTable(
  'promotion_votes',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    voterHash: varchar('voter_hash', { length: 64 }).notNull(),
    worked: boolean('worked').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.voterHash] })],
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
    handledAt: handledAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Where a newsletter subscription stands: signed up, confirmed by its address, or ended. */
export const NEWSLETTER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export const newsletterStatusEnum = pgEnum('newsletter_status', NEWSLETTER_STATUSES);

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One subscription per address and locale, with double opt-in: a sign-up is `pending` until the
 * link mailed to the address is opened. Tokens are kept only as SHA-256 hashes, so a copy of the
 * database cannot confirm or end anyone's subscription. `forwarded_at` is when the newsletter
 * service of the locale was last told the subscription's state; null while it still must be
 * (src/server/services/newsletter-forwarding.ts).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    locale: localeEnum('locale').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    status: newsletterStatusEnum('status').notNull().default('pending'),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmExpiresAt: moment('confirm_expires_at'),
    unsubscribeTokenHash: varchar('unsubscribe_token_hash', { length: 64 }),
    createdAt: createdAt(),
    confirmedAt: moment('confirmed_at'),
    unsubscribedAt: moment('unsubscribed_at'),
    forwardedAt: moment('forwarded_at'),
  },
  (t) => [
    unique('newsletter_locale_email_uq').on(t.locale, t.email),
    uniqueIndex('newsletter_confirm_token_uq').on(t.confirmTokenHash),
    uniqueIndex('newsletter_unsubscribe_token_uq').on(t.unsubscribeTokenHash),
    // The forwarding retry reads only the confirmed subscriptions the service has not been told of.
    index('newsletter_unforwarded_idx').on(t.id).where(sql`${t.forwardedAt} is null and ${t.confirmedAt} is not null`),
  ],
);

/** A store a visitor asked us to add (stores/share, the search page's propose-a-store). */
export const proposedStores = pgTable('proposed_stores', {
  id: serial('id').primaryKey(),
  locale: localeEnum('locale').notNull(),
  store: varchar('store', { length: 200 }).notNull(),
  website: text('website').notNull().default(''),
  clientHash: varchar('client_hash', { length: 64 }).notNull().default(''),
  createdAt: createdAt(),
  handledAt: handledAt(),
});
