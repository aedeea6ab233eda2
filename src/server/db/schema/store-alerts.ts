import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, serial, smallint, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localeEnum } from './common';
import { promotions } from './promotions';
import { stores } from './stores';

/** Where a store alert stands: signed up, confirmed by its address, or ended (as the newsletter's). */
export const STORE_ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export const storeAlertStatusEnum = pgEnum('store_alert_status', STORE_ALERT_STATUSES);

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * "Tell me about new codes of this store": one subscription per store and address, with double
 * opt-in like the newsletter (src/server/services/store-alerts.ts). Tokens are kept only as
 * SHA-256 hashes. The address is stored in lower case (the check), so the unique key on
 * (store_id, email) is one on (store_id, lower(email)) and a plain column target for the upsert.
 * `confirmed_at` is the subscription's start: promotions that went live before it are never mailed.
 */
export const storeAlerts = pgTable(
  'store_alerts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    /** The site it was asked on: the language of its mails and of the store page they link to. */
    locale: localeEnum('locale').notNull(),
    status: storeAlertStatusEnum('status').notNull().default('pending'),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmExpiresAt: moment('confirm_expires_at'),
    unsubscribeTokenHash: varchar('unsubscribe_token_hash', { length: 64 }).notNull(),
    /**
     * What the unsubscribe token is made from with a key derived from the server's secret
     * (services/store-alerts.ts): every alert mail carries that link again, while only its hash
     * is kept, so a copy of the database alone can still end no one's subscription.
     */
    unsubscribeNonce: varchar('unsubscribe_nonce', { length: 64 }).notNull(),
    createdAt: createdAt(),
    confirmedAt: moment('confirmed_at'),
    unsubscribedAt: moment('unsubscribed_at'),
  },
  (t) => [
    unique('store_alerts_store_email_uq').on(t.storeId, t.email),
    check('store_alerts_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('store_alerts_confirm_token_uq').on(t.confirmTokenHash),
    uniqueIndex('store_alerts_unsubscribe_token_uq').on(t.unsubscribeTokenHash),
    // The sweep starts from the confirmed subscriptions of each store.
    index('store_alerts_active_idx').on(t.storeId).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * Which promotion was announced to which subscription: one row per pair, so each is mailed once.
 * A row per pair rather than an `announced_at` on promotions: subscribers confirm at different
 * times and a sweep can stop between two of a promotion's mails, so "announced" is a fact about a
 * pair, not about a promotion; a flag on the promotion would either lose the mails not yet sent or
 * send the others again.
 *
 * A sweep claims a pair by inserting its row (`claimed_at`, `attempts`) before it sends, and sets
 * `sent_at` once the mail server took the mail. Two sweeps at once (several servers) cannot both
 * claim a pair (the primary key). A claim without `sent_at` (the server stopped mid-send, or the
 * mail server refused) is claimed again once older than the sweep's lease, up to a few attempts.
 */
export const storeAlertDeliveries = pgTable(
  'store_alert_deliveries',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => storeAlerts.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    claimedAt: moment('claimed_at').notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(1),
    sentAt: moment('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.promotionId] }), index('store_alert_deliveries_promotion_idx').on(t.promotionId)],
);
