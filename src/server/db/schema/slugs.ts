import { type AnyPgColumn, index, integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { entityTypeEnum, localeEnum } from './common';

/**
 * The slug registry (DESIGN §3): one row per routable entity and locale.
 * A slug is unique per locale and parent across every kind, so a path never resolves to two things.
 */
export const slugs = pgTable(
  'slugs',
  {
    id: serial('id').primaryKey(),
    locale: localeEnum('locale').notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => slugs.id, { onDelete: 'cascade' }),
    entityType: entityTypeEnum('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
  },
  (t) => [
    unique('slugs_locale_parent_slug_uq').on(t.locale, t.parentId, t.slug).nullsNotDistinct(),
    unique('slugs_locale_entity_uq').on(t.locale, t.entityType, t.entityId),
    index('slugs_slug_idx').on(t.slug, t.locale),
    index('slugs_entity_idx').on(t.entityType, t.entityId),
  ],
);
