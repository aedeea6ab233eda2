import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, handledAt, localeEnum, promotionTypeEnum, searchVector, tsvector, updatedAt } from './common';
import { media } from './media';
import { stores } from './stores';
import { categories } from './categories';

/**
 * A promo code or an offer of a store. It is active between starts_at and ends_at;
 * expiry is read from ends_at at query time, so nothing has to run when a promotion ends.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Mirrors the coupon's type so that listings filter on one index. */
    type: promotionTypeEnum('type').notNull(),
    link: text('link').notNull(),
    sliderImageId: integer('slider_image_id').references(() => media.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Null: no end date. */
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    inSlider: boolean('in_slider').notNull().default(false),
    onHomepage: boolean('on_homepage').notNull().default(false),
    isDealOfMonth: boolean('is_deal_of_month').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promotions_store_idx').on(t.storeId, t.type, t.endsAt),
    index('promotions_ends_idx').on(t.endsAt),
    index('promotions_slider_idx').on(t.inSlider).where(sql`${t.inSlider}`),
    index('promotions_homepage_idx').on(t.onHomepage).where(sql`${t.onHomepage}`),
    index('promotions_deal_idx').on(t.isDealOfMonth).where(sql`${t.isDealOfMonth}`),
    // The back-office's default order, newest change first: a page of 100,000 reads 25 index entries.
    index('promotions_updated_idx').on(t.updatedAt.desc().nullsLast(), t.id.desc().nullsFirst()),
  ],
);

export const promotionTranslations = pgTable(
  'promotion_translations',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    /** The headline figure: "-20%", "5 € offerts", "Livraison gratuite". */
    offer: varchar('offer', { length: 100 }).notNull().default(''),
    description: text('description').notNull().default(''),
    condition: text('condition').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(searchVector('locale', 'title', 'offer', 'description')),
  },
  (t) => [
    unique('promotion_translations_promotion_locale_uq').on(t.promotionId, t.locale),
    index('promotion_translations_locale_idx').on(t.locale, t.promotionId),
    index('promotion_translations_search_idx').using('gin', t.search),
    index('promotion_translations_title_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${t.title})) gin_trgm_ops`,
    ),
  ],
);

/** The code (or the offer marker) a visitor uses; time_of_using is its last use. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    type: promotionTypeEnum('type').notNull(),
    code: varchar('code', { length: 100 }),
    timeOfUsing: timestamp('time_of_using', { withTimezone: true, mode: 'date' }),
    useCount: integer('use_count').notNull().default(0),
  },
  (t) => [
    unique('coupons_promotion_uq').on(t.promotionId),
    // The back-office finds promotions by any part of their code (services/promotions-admin-list.ts).
    index('coupons_code_trgm_idx').using('gin', sql`lower(${t.code}) gin_trgm_ops`),
  ],
);

/** Every recorded use, so that no use is lost even when time_of_using is overwritten. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    clientHash: varchar('client_hash', { length: 64 }).notNull().default(''),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_idx').on(t.couponId, t.usedAt)],
);

export const promotionCategories = pgTable(
  'promotion_categories',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.categoryId] }),
    index('promotion_categories_category_idx').on(t.categoryId, t.promotionId),
  ],
);

/** Visitor-proposed promotions (share_promotion), kept for moderation. */
export const sharedPromotions = pgTable('shared_promotions', {
  id: serial('id').primaryKey(),
  locale: localeEnum('locale').notNull(),
  storeName: varchar('store_name', { length: 200 }).notNull(),
  codeOrTitle: varchar('code_or_title', { length: 200 }).notNull(),
  details: text('details').notNull().default(''),
  endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
  clientHash: varchar('client_hash', { length: 64 }).notNull().default(''),
  createdAt: createdAt(),
  handledAt: handledAt(),
});
