import 'server-only';
import { and, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AuditChange } from '@/lib/audit-log';
import type { BlogPostForm, BlogPostPatchForm } from '@/lib/editing/blog-posts';
import { LOCALES, type Locale } from '@/lib/locales';
import { invalidate, tags } from '../cache/invalidate';
import { type Db, db } from '../db/client';
import { blogCategories, blogPosts, blogPostTranslations, categories, destinations, slugs, stores } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import { changedFields, recordAudit } from './audit';
import { sanitizeCmsHtml } from './lib/html';
import { unknownIds } from './lib/known-ids';
import { removeFromCuratedLists } from './lib/references';
import { requireMedia } from './lib/require-media';
import { asSlugConflict, assertSlugsFree, slugConflict, slugRowsOf, type SlugWish, syncSlugs } from './lib/slug-claims';
import { assertNewLocalesComplete, definedFields, mergeTranslations } from './lib/translation-merge';

/** Blog posts as editors write them: create, change (PATCH) and delete. */

export type BlogPostTranslationRecord = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  seo_title: string;
  meta_description: string;
  seo_image_id: number | null;
};

export type BlogPostRecord = {
  id: number;
  blog_category_id: number;
  image_id: number | null;
  author: string;
  published_at: string;
  similar_store_ids: number[];
  translations: Partial<Record<Locale, BlogPostTranslationRecord>>;
};

async function read(tx: Db, id: number): Promise<BlogPostRecord | null> {
  const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) return null;
  const rows = await tx.select().from(blogPostTranslations).where(eq(blogPostTranslations.blogPostId, id));
  return {
    id,
    blog_category_id: post.blogCategoryId,
    image_id: post.imageId,
    author: post.author,
    published_at: post.publishedAt.toISOString(),
    similar_store_ids: post.similarStoreIds,
    translations: Object.fromEntries(
      rows.map((t) => [
        t.locale,
        {
          title: t.title,
          slug: t.slug,
          excerpt: t.excerpt,
          content: t.content,
          seo_title: t.seoTitle,
          meta_description: t.metaDescription,
          seo_image_id: t.seoImageId,
        },
      ]),
    ),
  };
}

const localesOf = (input: BlogPostForm) => LOCALES.filter((locale) => input.translations[locale] !== undefined);

const mediaOf = (input: BlogPostForm | BlogPostPatchForm) => ({
  image_id: input.image_id,
  ...Object.fromEntries(LOCALES.map((locale) => [`translations.${locale}.seo_image_id`, input.translations?.[locale]?.seo_image_id])),
});

/**
 * The checks that need the database: the category and its content in each locale (a post's address
 * is under its category's), the stores it names, and its slugs, which are unique per locale among
 * posts as well as under the category in the registry (409 naming the holder). Answers the slugs.
 */
async function check(tx: Db, id: number | null, input: BlogPostForm): Promise<SlugWish[]> {
  const [category] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, input.blog_category_id));
  const issues = category ? [] : [{ path: 'blog_category_id', message: `No blog category ${input.blog_category_id}` }];
  issues.push(...(await unknownIds(tx, 'store', stores, stores.id, input.similar_store_ids ?? [], 'similar_store_ids')));
  const locales = localesOf(input);
  if (locales.length === 0) issues.push({ path: 'translations', message: 'Give at least one locale' });
  const categoryRows = category ? await slugRowsOf(tx, ['blog_category'], category.id) : new Map<Locale, number>();
  for (const locale of locales.filter((l) => category && !categoryRows.has(l))) {
    issues.push({ path: `translations.${locale}`, message: `The blog category has no content in ${locale}` });
  }
  if (issues.length > 0) throw new ValidationError('Invalid blog post', issues);
  const wishes = locales.map((locale) => ({ locale, slug: input.translations[locale]!.slug, parentRowId: categoryRows.get(locale)! }));
  const otherPosts = await tx
    .select({ locale: blogPostTranslations.locale, slug: blogPostTranslations.slug, entityId: blogPostTranslations.blogPostId })
    .from(blogPostTranslations)
    .where(
      and(
        or(...wishes.map((wish) => and(eq(blogPostTranslations.locale, wish.locale), eq(blogPostTranslations.slug, wish.slug)))),
        id === null ? undefined : ne(blogPostTranslations.blogPostId, id),
      ),
    );
  if (otherPosts.length > 0) throw slugConflict(otherPosts.map((row) => ({ ...row, entityType: 'blog_post' })));
  await assertSlugsFree(tx, { entityType: 'blog_post', entityId: id }, wishes);
  return wishes;
}

async function write(tx: Db, id: number | null, input: BlogPostForm): Promise<number> {
  const values = {
    blogCategoryId: input.blog_category_id,
    imageId: input.image_id ?? null,
    author: input.author ?? '',
    publishedAt: input.published_at ? new Date(input.published_at) : new Date(),
    // The editors' order is kept; a repeated id would show the same store twice.
    similarStoreIds: [...new Set(input.similar_store_ids ?? [])],
    updatedAt: new Date(),
  };
  let postId: number;
  if (id === null) {
    const [created] = await tx.insert(blogPosts).values(values).returning({ id: blogPosts.id });
    postId = created!.id;
  } else {
    await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id));
    postId = id;
  }
  const texts = localesOf(input).map((locale) => {
    const t = input.translations[locale]!;
    return {
      blogPostId: postId,
      locale,
      title: t.title,
      slug: t.slug,
      excerpt: t.excerpt ?? '',
      content: sanitizeCmsHtml(t.content ?? ''),
      seoTitle: t.seo_title ?? '',
      metaDescription: t.meta_description ?? '',
      seoImageId: t.seo_image_id ?? null,
    };
  });
  await tx.delete(blogPostTranslations).where(
    and(
      eq(blogPostTranslations.blogPostId, postId),
      notInArray(
        blogPostTranslations.locale,
        texts.map((t) => t.locale),
      ),
    ),
  );
  await tx
    .insert(blogPostTranslations)
    .values(texts)
    .onConflictDoUpdate({
      target: [blogPostTranslations.blogPostId, blogPostTranslations.locale],
      set: {
        title: sql`excluded.title`,
        slug: sql`excluded.slug`,
        excerpt: sql`excluded.excerpt`,
        content: sql`excluded.content`,
        seoTitle: sql`excluded.seo_title`,
        metaDescription: sql`excluded.meta_description`,
        seoImageId: sql`excluded.seo_image_id`,
      },
    });
  return postId;
}

/** The unique constraint of post slugs besides the registry's. */
const SLUG_CONSTRAINTS = ['blog_post_translations_locale_slug_uq'];

function transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  return db()
    .transaction((tx) => work(tx as unknown as Db))
    .catch((error: unknown) => {
      throw asSlugConflict(error, SLUG_CONSTRAINTS);
    });
}

async function lock(tx: Db, id: number): Promise<BlogPostRecord> {
  const [locked] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  if (!locked) throw new NotFoundError(`No blog post ${id}`);
  return (await read(tx, id))!;
}

export async function createBlogPost(input: BlogPostForm): Promise<BlogPostRecord> {
  // Before the transaction: requireMedia reads outside it, which PGlite's single connection
  // would only serve after the transaction (a deadlock).
  await requireMedia(mediaOf(input));
  const record = await transaction(async (tx) => {
    const wishes = await check(tx, null, input);
    const id = await write(tx, null, input);
    await syncSlugs(tx, { entityType: 'blog_post', entityId: id }, wishes);
    const created = (await read(tx, id))!;
    await recordAudit(tx, { action: 'create', entityType: 'blog_post', entityId: id, before: null, after: created });
    return created;
  });
  await invalidate(tags.blog, tags.blogCategory(record.blog_category_id), tags.slugs);
  return record;
}

/** Fields only the post's own page shows. */
const OWN_PAGE_FIELDS = /^(translations\.[^.]+\.(content|seo_title|meta_description|seo_image_id)|similar_store_ids)$/;

/** A slug, a locale or the category moves the post's address. */
const ADDRESS_FIELDS = /^(translations\.[^.]+\.slug|blog_category_id)$/;

/**
 * The pages an edit shows on: the post's page alone for its body, SEO fields and stores; the blog's
 * lists (the blog home, its category's pages before and after, the pages that list it as related)
 * for its title, excerpt, image, date or author; what resolves addresses for a move.
 */
function changeTags(before: BlogPostRecord, after: BlogPostRecord, changes: AuditChange[]): string[] {
  if (changes.length === 0) return [];
  const listed = changes.some((change) => !OWN_PAGE_FIELDS.test(change.field));
  const moved = changes.some((change) => ADDRESS_FIELDS.test(change.field));
  const categoryTags = [...new Set([before.blog_category_id, after.blog_category_id])].map(tags.blogCategory);
  return [tags.blogPost(after.id), ...(listed ? [tags.blog, ...categoryTags] : []), ...(moved ? [tags.slugs] : [])];
}

/** PATCH: the given fields change, the others stay; a locale set to null is removed. */
export async function patchBlogPost(id: number, patch: BlogPostPatchForm): Promise<BlogPostRecord> {
  await requireMedia(mediaOf(patch));
  const [before, after] = await transaction(async (tx) => {
    const current = await lock(tx, id);
    const { id: _id, translations, ...fields } = current;
    const { translations: changes, ...given } = patch;
    // A merged locale is whole once assertNewLocalesComplete has passed: a new one needs title and slug.
    const input: BlogPostForm = { ...fields, ...definedFields(given), translations: mergeTranslations(translations, changes) as BlogPostForm['translations'] };
    assertNewLocalesComplete('blog post', translations, input.translations, ['title', 'slug']);
    const wishes = await check(tx, id, input);
    await write(tx, id, input);
    await syncSlugs(tx, { entityType: 'blog_post', entityId: id }, wishes);
    const written = (await read(tx, id))!;
    await recordAudit(tx, { action: 'update', entityType: 'blog_post', entityId: id, before: current, after: written });
    return [current, written] as const;
  });
  await invalidate(...changeTags(before, after, changedFields(before, after)));
  return after;
}

/**
 * Deletes a post: its addresses leave the registry, and the category and destination pages that
 * listed it as related lose it in the same transaction, so none links to nothing (those pages read
 * the blog's lists, whose tag the delete expires).
 */
export async function deleteBlogPost(id: number): Promise<void> {
  const before = await transaction(async (tx) => {
    const current = await lock(tx, id);
    await removeFromCuratedLists(
      tx,
      [
        { table: categories, column: categories.relatedPostIds },
        { table: destinations, column: destinations.relatedPostIds },
      ],
      id,
    );
    await tx.delete(slugs).where(and(eq(slugs.entityType, 'blog_post'), eq(slugs.entityId, id)));
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await recordAudit(tx, { action: 'delete', entityType: 'blog_post', entityId: id, locale: null, before: current, after: null });
    return current;
  });
  await invalidate(tags.blogPost(id), tags.blog, tags.blogCategory(before.blog_category_id), tags.slugs);
}

/** A post as editors write it (the record PATCH answers), or null. */
export function getBlogPostRecord(id: number): Promise<BlogPostRecord | null> {
  return read(db(), id);
}
