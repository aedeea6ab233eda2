import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, type DatafeedLinkingFields, localeEnum, updatedAt } from './common';
import { media } from './media';
import { curatedIds, landingPageTranslationColumns } from './page-fields';

/**
 * Holiday categories on three levels: level 1 is a `category`, levels 2 and 3 are `subcategory`.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    level: integer('level').notNull().default(1),
    bannerId: integer('banner_id').references(() => media.id, { onDelete: 'set null' }),
    iconId: integer('icon_id').references(() => media.id, { onDelete: 'set null' }),
    inMenu: boolean('in_menu').notNull().default(false),
    /** A heading category of the header navigation. */
    isHeader: boolean('is_header').notNull().default(false),
    onHomepage: boolean('on_homepage').notNull().default(false),
    inHomepageSlider: boolean('in_homepage_slider').notNull().default(false),
    position: integer('position').notNull().default(0),
    relatedCategoryId: integer('related_category_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    storeIds: curatedIds('store_ids'),
    relatedPostIds: curatedIds('related_post_ids'),
    bottomRelatedStoreIds: curatedIds('bottom_related_store_ids'),
    inSliderSubcategoryIds: curatedIds('in_slider_subcategory_ids'),
    specificHotelIds: curatedIds('specific_hotel_ids'),
    datafeedLinkingFields: jsonb('datafeed_linking_fields').$type<DatafeedLinkingFields>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.position),
    index('categories_menu_idx').on(t.inMenu, t.position),
    index('categories_header_idx').on(t.isHeader).where(sql`${t.isHeader}`),
    index('categories_homepage_idx').on(t.onHomepage).where(sql`${t.onHomepage}`),
  ],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    ...landingPageTranslationColumns(),
  },
  (t) => [
    unique('category_translations_category_locale_uq').on(t.categoryId, t.locale),
    index('category_translations_locale_slug_idx').on(t.locale, t.slug),
  ],
);
