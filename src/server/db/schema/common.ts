import { sql } from 'drizzle-orm';
import { customType, pgEnum, timestamp } from 'drizzle-orm/pg-core';

// Relative paths: drizzle-kit reads the schema without the project's path aliases.
import { PROMOTION_TYPES } from '../../../lib/constants';
import type { FaqItem } from '../../../lib/contracts';
import { ENTITY_TYPES } from '../../../lib/entity-paths';
import { LOCALES } from '../../../lib/locales';

export { ENTITY_TYPES, LOCALES };
export type { FaqItem };
export const localeEnum = pgEnum('locale', LOCALES);
export const entityTypeEnum = pgEnum('entity_type', ENTITY_TYPES);
export const promotionTypeEnum = pgEnum('promotion_type', PROMOTION_TYPES);

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/**
 * When an editor marked something a visitor sent (a message, a proposal) as handled; null while it
 * waits for an answer.
 */
export const handledAt = () => timestamp('handled_at', { withTimezone: true, mode: 'date' });
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Filters that tie a category or a destination to the datafeed (SPEC §3 offer filter keys).
 * Ids point at destinations, property categories, service types and partners.
 */
export type DatafeedLinkingFields = {
  country?: number[];
  region?: number[];
  city?: number[];
  datafeed_category?: number[];
  service_types?: number[];
  partner?: number[];
  type_of_stay?: string[];
  rating?: number[];
  last?: boolean;
  has_discount?: boolean;
  duration__lte?: number;
  duration__gte?: number;
  category_best_offer?: boolean;
};

/** Localized label of a small dictionary row (service type, property category). */
export type LocalizedName = Record<(typeof LOCALES)[number], string>;

/** Tokens for full-text search in the locale's language, accent-insensitive. */
export const searchVector = (locale: string, ...columns: string[]) =>
  sql.raw(
    `case when ${locale} = 'nl-be' then to_tsvector('dutch', immutable_unaccent(${columns
      .map((c) => `coalesce(${c}, '')`)
      .join(` || ' ' || `)})) else to_tsvector('french', immutable_unaccent(${columns
      .map((c) => `coalesce(${c}, '')`)
      .join(` || ' ' || `)})) end`,
  );
