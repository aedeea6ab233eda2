import 'server-only';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '../db/client';
import { categories, categoryTranslations } from '../db/schema';
import type { Locale } from '@/lib/locales';
import type { DatafeedFilters } from '@/lib/datafeed-filters';
import { entityPath } from '@/lib/entity-paths';
import { inCategoryTree } from './lib/active';
import { type MediaRef, mediaByIds } from './lib/media';
import { inOrder, offsetOf, type Page, type Paging } from './lib/paging';
import { countActivePromotions } from './lib/promotion-counts';
import { type LandingContent, landingContent, type RelatedPost, relatedPosts } from './landing-pages';
import { parseLinkingFields, propertiesByIds, type PropertySummary } from './properties';
import { type PromotionCounts, type StoreSummary, storesByIds } from './stores';

export type CategoryEntityType = 'category' | 'subcategory';

export type CategorySummary = {
  id: number;
  name: string;
  slug: string;
  entity_type: CategoryEntityType;
  level: number;
  parent_id: number | null;
  icon: MediaRef | null;
  banner: MediaRef | null;
  /** Site path in the locale, e.g. /categories/plage/mediterranee. */
  path: string;
};

/** The menu form (SPEC §7 `minified=true`). */
export type CategoryMinified = Pick<CategorySummary, 'id' | 'name' | 'slug' | 'entity_type' | 'parent_id'>;

export type HeaderCategory = CategorySummary & { children: CategorySummary[] };

export type CategoryPage = LandingContent & {
  id: number;
  entity_type: CategoryEntityType;
  level: number;
  path: string;
  icon: MediaRef | null;
  banner: MediaRef | null;
  /** Sanitized HTML, shown below the listings. */
  below_description: string;
  stores: StoreSummary[];
  related_category: CategorySummary | null;
  related_posts: RelatedPost[];
  children_categories: CategorySummary[];
  bottom_related_stores: StoreSummary[];
  datafeed_linking_fields: DatafeedFilters;
  in_slider_subcategories: CategorySummary[];
  /** The parent with its own parent, so the page can build the whole trail. */
  parent_category: (CategorySummary & { parent_category: CategorySummary | null }) | null;
  specific_hotels: PropertySummary[];
  counts: PromotionCounts;
};

export const entityTypeOfCategory = (level: number): CategoryEntityType => (level === 1 ? 'category' : 'subcategory');

// Levels stop at 3, so a category's path needs the slugs of at most two ancestors.
const parent = alias(categories, 'parent');
const parentT = alias(categoryTranslations, 'parent_t');
const grandT = alias(categoryTranslations, 'grand_t');

/** A category whose ancestor has no content in the locale has no path there, so it does not exist there. */
const reachable = and(
  or(isNull(categories.parentId), isNotNull(parentT.id)),
  or(isNull(parent.parentId), isNotNull(grandT.id)),
)!;

const summaryFields = {
  id: categories.id,
  parentId: categories.parentId,
  level: categories.level,
  iconId: categories.iconId,
  bannerId: categories.bannerId,
  name: categoryTranslations.name,
  slug: categoryTranslations.slug,
  parentSlug: parentT.slug,
  grandSlug: grandT.slug,
  grandparentId: parent.parentId,
};

/** Categories with content in the locale, joined to their ancestors' slugs there. */
function withAncestors(locale: Locale) {
  return db()
    .select(summaryFields)
    .from(categories)
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(parentT, and(eq(parentT.categoryId, categories.parentId), eq(parentT.locale, locale)))
    .leftJoin(grandT, and(eq(grandT.categoryId, parent.parentId), eq(grandT.locale, locale)))
    .$dynamic();
}

type SummaryRow = {
  id: number;
  parentId: number | null;
  level: number;
  iconId: number | null;
  bannerId: number | null;
  name: string;
  slug: string;
  parentSlug: string | null;
  grandSlug: string | null;
};

const byPosition = [asc(categories.position), asc(categories.id)];

function chainOf(row: Pick<SummaryRow, 'slug' | 'parentSlug' | 'grandSlug'>): string[] {
  return [row.grandSlug, row.parentSlug, row.slug].filter((slug): slug is string => slug !== null);
}

async function toSummaries(locale: Locale, rows: SummaryRow[]): Promise<CategorySummary[]> {
  const media = await mediaByIds(rows.flatMap((row) => [row.iconId, row.bannerId]));
  return rows.map((row) => {
    const entityType = entityTypeOfCategory(row.level);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      entity_type: entityType,
      level: row.level,
      parent_id: row.parentId,
      icon: row.iconId ? (media.get(row.iconId) ?? null) : null,
      banner: row.bannerId ? (media.get(row.bannerId) ?? null) : null,
      path: entityPath(locale, entityType, chainOf(row)),
    };
  });
}

export function toMinified(summary: CategorySummary): CategoryMinified {
  return {
    id: summary.id,
    name: summary.name,
    slug: summary.slug,
    entity_type: summary.entity_type,
    parent_id: summary.parent_id,
  };
}

async function summariesWhere(locale: Locale, where: SQL): Promise<CategorySummary[]> {
  return toSummaries(locale, await withAncestors(locale).where(and(reachable, where)).orderBy(...byPosition));
}

/** Every category of the locale, parents before children (the HTML sitemap's tree). */
export async function allCategories(locale: Locale): Promise<CategorySummary[]> {
  return toSummaries(locale, await withAncestors(locale).where(reachable).orderBy(asc(categories.level), ...byPosition));
}

/** Categories by id in the given order, leaving out those absent in the locale. */
export async function categorySummariesByIds(locale: Locale, ids: number[]): Promise<CategorySummary[]> {
  if (ids.length === 0) return [];
  const rows = await withAncestors(locale).where(and(reachable, inArray(categories.id, ids)));
  return toSummaries(locale, inOrder(ids, rows));
}

export async function listCategories(
  locale: Locale,
  options: Paging & { inMenu?: boolean; level?: number; parentId?: number },
): Promise<Page<CategorySummary>> {
  const where = and(
    reachable,
    options.inMenu === undefined ? undefined : eq(categories.inMenu, options.inMenu),
    options.level === undefined ? undefined : eq(categories.level, options.level),
    options.parentId === undefined ? undefined : eq(categories.parentId, options.parentId),
  );
  const [rows, [total]] = await Promise.all([
    withAncestors(locale).where(where).orderBy(...byPosition).limit(options.size).offset(offsetOf(options)),
    db().select({ n: count() }).from(withAncestors(locale).where(where).as('matching')),
  ]);
  return { count: Number(total?.n ?? 0), results: await toSummaries(locale, rows) };
}

/** Categories of the home page, with their icon and banner. */
export function homepageCategories(locale: Locale): Promise<CategorySummary[]> {
  return summariesWhere(locale, eq(categories.onHomepage, true));
}

export function homepageSliderCategories(locale: Locale): Promise<CategorySummary[]> {
  return summariesWhere(locale, eq(categories.inHomepageSlider, true));
}

/** Heading categories of the header, each with its first children (SPEC §2.4). */
export async function headerCategories(locale: Locale, childLimit: number): Promise<HeaderCategory[]> {
  const headings = await summariesWhere(locale, eq(categories.isHeader, true));
  if (headings.length === 0) return [];
  // Children of every heading in one query, then cut per heading.
  const children = await summariesWhere(
    locale,
    inArray(
      categories.parentId,
      headings.map((heading) => heading.id),
    ),
  );
  return headings.map((heading) => ({
    ...heading,
    children: children.filter((child) => child.parent_id === heading.id).slice(0, childLimit),
  }));
}

/**
 * The given categories and every category above them: a category's page lists the promotions of
 * its whole tree, so whatever changes in a category shows on its ancestors' pages too. Unknown
 * ids are left out.
 */
export async function categoryIdsWithAncestors(ids: Iterable<number>): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db()
    .select({ id: categories.id, parentId: categories.parentId, grandparentId: parent.parentId })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(inArray(categories.id, wanted));
  const found = rows.flatMap((row) => [row.id, row.parentId, row.grandparentId]);
  return [...new Set(found.filter((id): id is number => id !== null))];
}

/** Active codes and offers that the category's page lists (its own and its subcategories'), in the locale. */
export function categoryPromotionCounts(locale: Locale, categoryId: number): Promise<PromotionCounts> {
  return countActivePromotions(locale, inCategoryTree(categoryId));
}

export type CategoryLookup = { id: number } | { slug: string; parent?: string };

/** The id of a category that exists in the locale; by slug, the parent's slug tells apart equal child slugs. */
export async function findCategoryId(locale: Locale, lookup: CategoryLookup): Promise<number | null> {
  const [row] = await withAncestors(locale)
    .where(and(reachable, lookupCondition(lookup)))
    .orderBy(asc(categories.level), asc(categories.id))
    .limit(1);
  return row?.id ?? null;
}

function lookupCondition(lookup: CategoryLookup): SQL {
  if ('id' in lookup) return eq(categories.id, lookup.id);
  return and(
    eq(categoryTranslations.slug, lookup.slug),
    lookup.parent === undefined ? undefined : eq(parentT.slug, lookup.parent),
  )!;
}

export async function getCategoryPage(locale: Locale, lookup: CategoryLookup): Promise<CategoryPage | null> {
  const [row] = await withAncestors(locale)
    .where(and(reachable, lookupCondition(lookup)))
    .orderBy(asc(categories.level), asc(categories.id))
    .limit(1);
  if (!row) return null;
  const [full] = await db()
    .select({ category: categories, t: categoryTranslations })
    .from(categories)
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)))
    .where(eq(categories.id, row.id));
  if (!full) return null;
  const { category: c, t } = full;
  const entityType = entityTypeOfCategory(c.level);
  const ancestorIds = [c.parentId, row.grandparentId].filter((id): id is number => id !== null);
  const relatedIds = [...ancestorIds, ...(c.relatedCategoryId ? [c.relatedCategoryId] : []), ...c.inSliderSubcategoryIds];

  const [media, stores, bottomStores, related, children, posts, hotels, counts] = await Promise.all([
    mediaByIds([c.iconId, c.bannerId, t.seoImageId]),
    storesByIds(locale, c.storeIds),
    storesByIds(locale, c.bottomRelatedStoreIds),
    categorySummariesByIds(locale, relatedIds),
    summariesWhere(locale, eq(categories.parentId, c.id)),
    relatedPosts(locale, c.relatedPostIds),
    propertiesByIds(locale, c.specificHotelIds),
    categoryPromotionCounts(locale, c.id),
  ]);
  const summary = new Map(related.map((s) => [s.id, s]));
  const parentSummary = c.parentId ? summary.get(c.parentId) : undefined;
  const grandSummary = row.grandparentId ? summary.get(row.grandparentId) : undefined;

  return {
    id: c.id,
    entity_type: entityType,
    level: c.level,
    path: entityPath(locale, entityType, chainOf(row)),
    icon: c.iconId ? (media.get(c.iconId) ?? null) : null,
    banner: c.bannerId ? (media.get(c.bannerId) ?? null) : null,
    ...landingContent(t, media),
    below_description: t.bottomDescription,
    stores,
    related_category: c.relatedCategoryId ? (summary.get(c.relatedCategoryId) ?? null) : null,
    related_posts: posts,
    children_categories: children,
    bottom_related_stores: bottomStores,
    datafeed_linking_fields: parseLinkingFields(c.datafeedLinkingFields),
    in_slider_subcategories: c.inSliderSubcategoryIds
      .map((id) => summary.get(id))
      .filter((s): s is CategorySummary => s !== undefined),
    parent_category: parentSummary ? { ...parentSummary, parent_category: grandSummary ?? null } : null,
    specific_hotels: hotels,
    counts,
  };
}
