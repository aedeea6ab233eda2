import 'server-only';
import { type AnyColumn, and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { blogCategoryTranslations, blogPostTranslations, categoryTranslations, storeTranslations } from '../db/schema';
import { invalidate, tags } from '../cache/invalidate';
import { NotFoundError } from '../errors';
import type { EntityType } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { alternatePathsOf, alternatesIn } from './alternates';
import { type ImageRef, mediaByIds } from './lib/media';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { recordAudit } from './audit';
import { likePattern } from './lib/like';
import { requireMedia } from './lib/require-media';

/** The entities whose search-engine fields editors manage (SPEC §7 "SEO"). */
export const SEO_KINDS = ['store', 'promotion_category', 'blog_post_category', 'blog_post'] as const;
export type SeoKind = (typeof SEO_KINDS)[number];

export type SeoRecord = {
  id: number;
  name: string;
  slug: string;
  seo_title: string;
  meta_description: string;
  seo_image: ImageRef | null;
  /** Its public path in the locale, without locale prefix; null when the slug registry has none. */
  path: string | null;
};

/** Which of the two texts a listed record lacks (empty or blank); `any`: either. */
export const SEO_MISSING = ['any', 'seo_title', 'meta_description'] as const;
export type SeoMissing = (typeof SEO_MISSING)[number];

export type SeoListFilters = {
  missing?: SeoMissing;
  /** Text the name (a post's title) or the slug holds in the locale, case ignored. */
  q?: string;
};

/** Absent fields keep their value; a null image clears it. */
export type SeoUpdate = { seo_title?: string; meta_description?: string; seo_image_id?: number | null };

/** Where each kind keeps its per-locale SEO fields, and the cache tag of one of its entities. */
const SOURCES = {
  store: {
    table: storeTranslations,
    entityId: storeTranslations.storeId,
    locale: storeTranslations.locale,
    name: storeTranslations.name,
    slug: storeTranslations.slug,
    seoTitle: storeTranslations.seoTitle,
    metaDescription: storeTranslations.metaDescription,
    seoImageId: storeTranslations.seoImageId,
    tag: tags.store,
  },
  promotion_category: {
    table: categoryTranslations,
    entityId: categoryTranslations.categoryId,
    locale: categoryTranslations.locale,
    name: categoryTranslations.name,
    slug: categoryTranslations.slug,
    seoTitle: categoryTranslations.seoTitle,
    metaDescription: categoryTranslations.metaDescription,
    seoImageId: categoryTranslations.seoImageId,
    tag: tags.category,
  },
  blog_post_category: {
    table: blogCategoryTranslations,
    entityId: blogCategoryTranslations.blogCategoryId,
    locale: blogCategoryTranslations.locale,
    name: blogCategoryTranslations.name,
    slug: blogCategoryTranslations.slug,
    seoTitle: blogCategoryTranslations.seoTitle,
    metaDescription: blogCategoryTranslations.metaDescription,
    seoImageId: blogCategoryTranslations.seoImageId,
    tag: tags.blogCategory,
  },
  blog_post: {
    table: blogPostTranslations,
    entityId: blogPostTranslations.blogPostId,
    locale: blogPostTranslations.locale,
    name: blogPostTranslations.title,
    slug: blogPostTranslations.slug,
    seoTitle: blogPostTranslations.seoTitle,
    metaDescription: blogPostTranslations.metaDescription,
    seoImageId: blogPostTranslations.seoImageId,
    tag: tags.blogPost,
  },
} as const;

/** The slug registry's entity types of a kind: a category is `category` at the top, `subcategory` below. */
const ENTITY_TYPES: Record<SeoKind, readonly EntityType[]> = {
  store: ['store'],
  promotion_category: ['category', 'subcategory'],
  blog_post_category: ['blog_category'],
  blog_post: ['blog_post'],
};

/** The entity whose fields a kind's records are, as the audit log names it. */
const AUDITED_AS: Record<SeoKind, string> = {
  store: 'store',
  promotion_category: 'category',
  blog_post_category: 'blog_category',
  blog_post: 'blog_post',
};

/** A record's SEO fields as the entity's content in the locale, so the log reads like the entity's other writes. */
const audited = (locale: Locale, record: SeoRecord) => ({
  translations: {
    [locale]: { seo_title: record.seo_title, meta_description: record.meta_description, seo_image_id: record.seo_image?.id ?? null },
  },
});

type SeoRow = {
  id: number;
  name: string;
  slug: string;
  seoTitle: string;
  metaDescription: string;
  seoImageId: number | null;
};

function columnsOf(kind: SeoKind) {
  const source = SOURCES[kind];
  return {
    id: source.entityId,
    name: source.name,
    slug: source.slug,
    seoTitle: source.seoTitle,
    metaDescription: source.metaDescription,
    seoImageId: source.seoImageId,
  };
}

async function toRecords(kind: SeoKind, locale: Locale, rows: SeoRow[]): Promise<SeoRecord[]> {
  const refs = rows.flatMap((row) => ENTITY_TYPES[kind].map((entityType) => ({ entityType, id: row.id })));
  const [media, paths] = await Promise.all([mediaByIds(rows.map((row) => row.seoImageId), locale), alternatePathsOf(refs)]);
  const pathOf = (id: number) => ENTITY_TYPES[kind].map((entityType) => alternatesIn(paths, entityType, id)[locale]).find(Boolean) ?? null;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    seo_title: row.seoTitle,
    meta_description: row.metaDescription,
    seo_image: row.seoImageId ? (media.get(row.seoImageId) ?? null) : null,
    path: pathOf(row.id),
  }));
}

/** Spaces only count as nothing: the page would show them as an empty title or description. */
const blank = (column: AnyColumn) => sql`btrim(${column}) = ''`;

function conditionsOf(kind: SeoKind, locale: Locale, filters: SeoListFilters): SQL | undefined {
  const source = SOURCES[kind];
  const missing = {
    any: or(blank(source.seoTitle), blank(source.metaDescription)),
    seo_title: blank(source.seoTitle),
    meta_description: blank(source.metaDescription),
  };
  const like = filters.q ? likePattern(filters.q) : undefined;
  return and(
    eq(source.locale, locale),
    filters.missing ? missing[filters.missing] : undefined,
    like ? or(ilike(source.name, like), ilike(source.slug, like)) : undefined,
  );
}

/**
 * The SEO fields of every entity of a kind that has content in the locale, by id; `filters` keeps
 * those that lack a text, or whose name or slug holds a text.
 */
export async function listSeoRecords(kind: SeoKind, locale: Locale, paging: Paging, filters: SeoListFilters = {}): Promise<Page<SeoRecord>> {
  const source = SOURCES[kind];
  const where = conditionsOf(kind, locale, filters);
  const [rows, [total]] = await Promise.all([
    db().select(columnsOf(kind)).from(source.table).where(where).orderBy(asc(source.entityId)).limit(paging.size).offset(offsetOf(paging)),
    db().select({ n: count() }).from(source.table).where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: await toRecords(kind, locale, rows) };
}

async function getSeoRecord(kind: SeoKind, locale: Locale, id: number): Promise<SeoRecord | null> {
  const source = SOURCES[kind];
  const rows = await db()
    .select(columnsOf(kind))
    .from(source.table)
    .where(and(eq(source.entityId, id), eq(source.locale, locale)));
  const [record] = await toRecords(kind, locale, rows);
  return record ?? null;
}

type TranslationChanges = { seoTitle?: string; metaDescription?: string; seoImageId?: number | null };

/** Writes the fields on the locale's translation; false when the entity has none there. */
async function writeTranslation(kind: SeoKind, locale: Locale, id: number, changes: TranslationChanges): Promise<boolean> {
  // One typed statement per table: Drizzle's update cannot take a union of tables.
  switch (kind) {
    case 'store': {
      const t = storeTranslations;
      const rows = await db().update(t).set(changes).where(and(eq(t.storeId, id), eq(t.locale, locale))).returning({ id: t.id });
      return rows.length > 0;
    }
    case 'promotion_category': {
      const t = categoryTranslations;
      const rows = await db().update(t).set(changes).where(and(eq(t.categoryId, id), eq(t.locale, locale))).returning({ id: t.id });
      return rows.length > 0;
    }
    case 'blog_post_category': {
      const t = blogCategoryTranslations;
      const rows = await db()
        .update(t)
        .set(changes)
        .where(and(eq(t.blogCategoryId, id), eq(t.locale, locale)))
        .returning({ id: t.id });
      return rows.length > 0;
    }
    case 'blog_post': {
      const t = blogPostTranslations;
      const rows = await db().update(t).set(changes).where(and(eq(t.blogPostId, id), eq(t.locale, locale))).returning({ id: t.id });
      return rows.length > 0;
    }
  }
}

/** Changes an entity's SEO fields in one locale; 404 when it has no content there. */
export async function updateSeoRecord(kind: SeoKind, locale: Locale, id: number, input: SeoUpdate): Promise<SeoRecord> {
  await requireMedia({ seo_image_id: input.seo_image_id });
  const changes: TranslationChanges = Object.fromEntries(
    Object.entries({
      seoTitle: input.seo_title,
      metaDescription: input.meta_description,
      seoImageId: input.seo_image_id,
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) {
    const record = await getSeoRecord(kind, locale, id);
    if (!record) throw new NotFoundError(`No ${kind} ${id} in ${locale}`);
    return record;
  }
  const before = await getSeoRecord(kind, locale, id);
  if (!before || !(await writeTranslation(kind, locale, id, changes))) throw new NotFoundError(`No ${kind} ${id} in ${locale}`);
  const after = (await getSeoRecord(kind, locale, id))!;
  await recordAudit(db(), { action: 'update', entityType: AUDITED_AS[kind], entityId: id, locale, before: audited(locale, before), after: audited(locale, after) });
  await invalidate(SOURCES[kind].tag(id));
  return after;
}
