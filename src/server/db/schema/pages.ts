import { boolean, index, integer, jsonb, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localeEnum, updatedAt } from './common';
import { media } from './media';
import { curatedIds } from './page-fields';

/**
 * Pages by key: home_page, blog_page and the static pages of SPEC §2.1
 * (about_us_page, conditions_page, contact_us_page, cookie_policy_page, faq_page,
 * html_sitemap_page, mentions_legales_page, privacy_policy_page, not_found_page, search_page, comparator_page).
 */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 60 }).notNull().unique(),
  bannerId: integer('banner_id').references(() => media.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const pageTranslations = pgTable(
  'page_translations',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    header1: varchar('header_1', { length: 300 }).notNull().default(''),
    header2: varchar('header_2', { length: 300 }).notNull().default(''),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    /** Structured blocks some pages need (FAQ questions, home texts). */
    blocks: jsonb('blocks').$type<Record<string, unknown>>().notNull().default({}),
    seoTitle: varchar('seo_title', { length: 300 }).notNull().default(''),
    metaDescription: varchar('meta_description', { length: 500 }).notNull().default(''),
    seoImageId: integer('seo_image_id').references(() => media.id, { onDelete: 'set null' }),
  },
  (t) => [unique('page_translations_uq').on(t.pageId, t.locale)],
);

/** Settings of one site variant: copyright line, home banner, stores shown on the home page. */
export const siteSettings = pgTable('site_settings', {
  locale: localeEnum('locale').primaryKey(),
  brandName: varchar('brand_name', { length: 100 }).notNull(),
  copyright: varchar('copyright', { length: 300 }).notNull(),
  homepageBannerId: integer('homepage_banner_id').references(() => media.id, { onDelete: 'set null' }),
  homepageBannerTitle: varchar('homepage_banner_title', { length: 300 }).notNull().default(''),
  homepageBannerLink: text('homepage_banner_link').notNull().default(''),
  homePageStoreIds: curatedIds('home_page_store_ids'),
  updatedAt: updatedAt(),
});

export const footerLinks = pgTable(
  'footer_links',
  {
    id: serial('id').primaryKey(),
    locale: localeEnum('locale').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    link: text('link').notNull(),
    isCopyright: boolean('is_copyright').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('footer_links_locale_idx').on(t.locale, t.isCopyright, t.position)],
);
