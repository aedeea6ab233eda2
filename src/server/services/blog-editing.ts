import 'server-only';
import { and, eq, isNull, or } from 'drizzle-orm';
import { type Db, db } from '../db/client';
import { blogCategories, blogCategoryTranslations, slugs } from '../db/schema';
import { invalidate, tags } from '../cache/invalidate';
import { ConflictError } from '../errors';
import type { Locale } from '@/lib/locales';
import { recordAudit } from './audit';
import { sanitizeCmsHtml } from './lib/html';
import { type ImageRef, mediaByIds } from './lib/media';
import { requireMedia } from './lib/require-media';
import { violatedUniqueConstraint } from './lib/unique-violation';
import type { BlogCategoryDetail } from './blog-categories';

/** Writing the blog: creating a blog category with its slugs in the registry. */

export type BlogCategoryTranslationInput = {
  name: string;
  slug: string;
  description?: string;
  seo_title?: string;
  meta_description?: string;
  seo_image_id?: number | null;
};

export type BlogCategoryInput = {
  is_featured?: boolean;
  position?: number;
  image_id?: number | null;
  translations: Partial<Record<Locale, BlogCategoryTranslationInput>>;
};

export type BlogCategoryCreated = {
  id: number;
  is_featured: boolean;
  position: number;
  image: ImageRef | null;
  translations: (Omit<BlogCategoryDetail, 'id' | 'is_featured' | 'image'> & { language: Locale })[];
};

/** Slugs of the input already taken in the registry (parent null) or by another blog category. */
async function takenSlugs(translations: [Locale, BlogCategoryTranslationInput][]): Promise<{ path: string; message: string }[]> {
  const wanted = or(
    ...translations.map(([locale, t]) =>
      and(eq(slugs.locale, locale), eq(slugs.slug, t.slug), isNull(slugs.parentId)),
    ),
  );
  const wantedCategories = or(
    ...translations.map(([locale, t]) =>
      and(eq(blogCategoryTranslations.locale, locale), eq(blogCategoryTranslations.slug, t.slug)),
    ),
  );
  const [inRegistry, inCategories] = await Promise.all([
    db().select({ locale: slugs.locale, slug: slugs.slug, type: slugs.entityType }).from(slugs).where(wanted),
    db()
      .select({ locale: blogCategoryTranslations.locale, slug: blogCategoryTranslations.slug })
      .from(blogCategoryTranslations)
      .where(wantedCategories),
  ]);
  return [
    ...inRegistry.map((row) => ({
      path: `translations.${row.locale}.slug`,
      message: `${row.slug} is taken by a ${row.type} in ${row.locale}`,
    })),
    ...inCategories.map((row) => ({
      path: `translations.${row.locale}.slug`,
      message: `${row.slug} is taken by a blog category in ${row.locale}`,
    })),
  ];
}

/** The unique constraints that keep blog category slugs free of clashes. */
const SLUG_CONSTRAINTS = new Set(['slugs_locale_parent_slug_uq', 'blog_category_translations_locale_slug_uq']);

/**
 * Creates a blog category with its content per locale and registers each slug in the slug
 * registry in the same transaction, so a slug never points at nothing or at two things.
 */
export async function createBlogCategory(input: BlogCategoryInput): Promise<BlogCategoryCreated> {
  const translations = Object.entries(input.translations).filter(
    (entry): entry is [Locale, BlogCategoryTranslationInput] => entry[1] !== undefined,
  );
  await requireMedia({
    image_id: input.image_id,
    ...Object.fromEntries(translations.map(([locale, t]) => [`translations.${locale}.seo_image_id`, t.seo_image_id])),
  });
  const clashes = await takenSlugs(translations);
  if (clashes.length > 0) throw new ConflictError('Slug already in use', clashes);

  const content = translations.map(([locale, t]) => ({
    locale,
    name: t.name,
    slug: t.slug,
    description: sanitizeCmsHtml(t.description ?? ''),
    seoTitle: t.seo_title ?? '',
    metaDescription: t.meta_description ?? '',
    seoImageId: t.seo_image_id ?? null,
  }));
  let id: number;
  try {
    id = await db().transaction(async (tx) => {
      const [category] = await tx
        .insert(blogCategories)
        .values({ isFeatured: input.is_featured ?? false, position: input.position ?? 0, imageId: input.image_id ?? null })
        .returning({ id: blogCategories.id });
      const categoryId = category!.id;
      await tx.insert(blogCategoryTranslations).values(content.map((row) => ({ ...row, blogCategoryId: categoryId })));
      await tx.insert(slugs).values(
        content.map(({ locale, slug }) => ({ locale, slug, parentId: null, entityType: 'blog_category' as const, entityId: categoryId })),
      );
      const after = {
        is_featured: input.is_featured ?? false,
        position: input.position ?? 0,
        image_id: input.image_id ?? null,
        translations: Object.fromEntries(
          content.map((row) => [
            row.locale,
            {
              name: row.name,
              slug: row.slug,
              description: row.description,
              seo_title: row.seoTitle,
              meta_description: row.metaDescription,
              seo_image_id: row.seoImageId,
            },
          ]),
        ),
      };
      await recordAudit(tx as unknown as Db, { action: 'create', entityType: 'blog_category', entityId: categoryId, before: null, after });
      return categoryId;
    });
  } catch (error) {
    // Another writer took a slug between the check and the insert.
    if (SLUG_CONSTRAINTS.has(violatedUniqueConstraint(error) ?? '')) throw new ConflictError('Slug already in use');
    throw error;
  }

  await invalidate(tags.blog, tags.layout, tags.slugs);
  const media = await mediaByIds([input.image_id, ...content.map((row) => row.seoImageId)]);
  const ref = (mediaId: number | null | undefined) => (mediaId ? (media.get(mediaId) ?? null) : null);
  return {
    id,
    is_featured: input.is_featured ?? false,
    position: input.position ?? 0,
    image: ref(input.image_id),
    translations: content.map((row) => ({
      language: row.locale,
      name: row.name,
      slug: row.slug,
      description: row.description,
      seo_title: row.seoTitle,
      meta_description: row.metaDescription,
      seo_image: ref(row.seoImageId),
    })),
  };
}
