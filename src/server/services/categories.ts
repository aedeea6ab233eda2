import 'server-only';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { categories } from '../db/schema';
import type { CategoryEntityType, CategoryPage, CategorySummary } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { inCategoryTree } from './lib/active';
import { categoryHierarchy } from './lib/hierarchies';
import { type NodeLookup, present, type RowOf } from './lib/hierarchy';
import { mediaByIds } from './lib/media';
import { inOrder, type Page, type Paging } from './lib/paging';
import { countActivePromotions } from './lib/promotion-counts';
import { landingContent, relatedPosts } from './landing-pages';
import { parseLinkingFields, propertiesByIds } from './properties';
import { type PromotionCounts, storesByIds } from './stores';

export type { CategoryEntityType, CategoryPage, CategorySummary };

/** The menu form (SPEC §7 `minified=true`). */
export type CategoryMinified = Pick<CategorySummary, 'id' | 'name' | 'slug' | 'entity_type' | 'parent_id'>;

export type HeaderCategory = CategorySummary & { children: CategorySummary[] };

const family = categoryHierarchy;
type CategoryRow = RowOf<typeof family>;

export const entityTypeOfCategory = family.entityTypeOf;

async function toSummaries(locale: Locale, rows: CategoryRow[]): Promise<CategorySummary[]> {
  const media = await mediaByIds(rows.flatMap((row) => [row.iconId, row.bannerId]), locale);
  return rows.map((row) =>
    family.summary(locale, row, {
      icon: row.iconId ? (media.get(row.iconId) ?? null) : null,
      banner: row.bannerId ? (media.get(row.bannerId) ?? null) : null,
    }),
  );
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
  return toSummaries(locale, await family.rows(locale, where));
}

/** Every category of the locale, parents before children (the HTML sitemap's tree). */
export async function allCategories(locale: Locale): Promise<CategorySummary[]> {
  return toSummaries(locale, await family.rows(locale, undefined, { orderBy: family.byDepth }));
}

/** Categories by id in the given order, leaving out those absent in the locale. */
export async function categorySummariesByIds(locale: Locale, ids: number[]): Promise<CategorySummary[]> {
  if (ids.length === 0) return [];
  return toSummaries(locale, inOrder(ids, await family.rows(locale, inArray(categories.id, ids))));
}

export async function listCategories(
  locale: Locale,
  options: Paging & { inMenu?: boolean; level?: number; parentId?: number },
): Promise<Page<CategorySummary>> {
  const where = and(
    options.inMenu === undefined ? undefined : eq(categories.inMenu, options.inMenu),
    options.level === undefined ? undefined : eq(categories.level, options.level),
    options.parentId === undefined ? undefined : eq(categories.parentId, options.parentId),
  );
  const { count, rows } = await family.page(locale, where, options);
  return { count, results: await toSummaries(locale, rows) };
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
export function categoryIdsWithAncestors(ids: Iterable<number>): Promise<number[]> {
  return family.idsWithAncestors(ids);
}

/** Active codes and offers that the category's page lists (its own and its subcategories'), in the locale. */
export function categoryPromotionCounts(locale: Locale, categoryId: number): Promise<PromotionCounts> {
  return countActivePromotions(locale, inCategoryTree(categoryId));
}

export type CategoryLookup = NodeLookup;

/** The id of a category that exists in the locale; by slug, the parent's slug tells apart equal child slugs. */
export async function findCategoryId(locale: Locale, lookup: CategoryLookup): Promise<number | null> {
  return (await family.find(locale, lookup))?.id ?? null;
}

export async function getCategoryPage(locale: Locale, lookup: CategoryLookup): Promise<CategoryPage | null> {
  const row = await family.find(locale, lookup);
  if (!row) return null;
  const full = await family.content(locale, row.id);
  if (!full) return null;
  const { node: c, t } = full;
  const entityType = entityTypeOfCategory(c.level);
  const ancestorIds = present(c.parentId, row.grandparentId);
  const relatedIds = [...ancestorIds, ...(c.relatedCategoryId ? [c.relatedCategoryId] : []), ...c.inSliderSubcategoryIds];

  const [media, stores, bottomStores, related, children, posts, hotels, counts] = await Promise.all([
    mediaByIds([c.iconId, c.bannerId, t.seoImageId], locale),
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
    path: family.pathOf(locale, row),
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
