import { boolean, index, integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localeEnum, searchVector, tsvector, updatedAt } from './common';
import { media } from './media';
import { curatedIds } from './page-fields';

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    isFeatured: boolean('is_featured').notNull().default(false),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_categories_featured_idx').on(t.isFeatured, t.position)],
);

export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  {
    id: serial('id').primaryKey(),
    blogCategoryId: integer('blog_category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    seoTitle: varchar('seo_title', { length: 300 }).notNull().default(''),
    metaDescription: varchar('meta_description', { length: 500 }).notNull().default(''),
    seoImageId: integer('seo_image_id').references(() => media.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('blog_category_translations_uq').on(t.blogCategoryId, t.locale),
    unique('blog_category_translations_locale_slug_uq').on(t.locale, t.slug),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    blogCategoryId: integer('blog_category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    author: varchar('author', { length: 120 }).notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Stores shown beside the post ("similar stores"). */
    similarStoreIds: curatedIds('similar_store_ids'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_category_idx').on(t.blogCategoryId, t.publishedAt)],
);

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    id: serial('id').primaryKey(),
    blogPostId: integer('blog_post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    seoTitle: varchar('seo_title', { length: 300 }).notNull().default(''),
    metaDescription: varchar('meta_description', { length: 500 }).notNull().default(''),
    seoImageId: integer('seo_image_id').references(() => media.id, { onDelete: 'set null' }),
    search: tsvector('search').generatedAlwaysAs(searchVector('locale', 'title', 'excerpt')),
  },
  (t) => [
    unique('blog_post_translations_uq').on(t.blogPostId, t.locale),
    unique('blog_post_translations_locale_slug_uq').on(t.locale, t.slug),
    index('blog_post_translations_locale_idx').on(t.locale, t.blogPostId),
    index('blog_post_translations_search_idx').using('gin', t.search),
  ],
);

