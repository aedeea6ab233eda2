import 'server-only';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '../db/client';
import { continents, continentTranslations, destinations, destinationTranslations } from '../db/schema';
import type { Locale } from '@/lib/locales';
import type { DatafeedFilters } from '@/lib/datafeed-filters';
import { entityPath } from '@/lib/entity-paths';
import { PAGE_SIZE } from '@/lib/constants';
import { type MediaRef, mediaByIds } from './lib/media';
import { inOrder, offsetOf, type Page, type Paging } from './lib/paging';
import { type LandingContent, landingContent, type RelatedPost, relatedPosts } from './landing-pages';
import { type PromotionCard, locationPromotions } from './location-promotions';
import { parseLinkingFields, propertiesByIds, type PropertySummary } from './properties';
import { categorySummariesByIds, type CategorySummary } from './categories';
import { type StoreSummary, storesByIds } from './stores';

export type DestinationEntityType = 'location' | 'sublocation';

export type DestinationSummary = {
  id: number;
  name: string;
  slug: string;
  entity_type: DestinationEntityType;
  level: number;
  parent_id: number | null;
  banner: MediaRef | null;
  /** Site path in the locale, e.g. /pays/espagne/andalousie. */
  path: string;
};

export type SliderDestination = DestinationSummary & { in_slider_sublocations: DestinationSummary[] };

export type Continent = { id: number; code: string; name: string };
export type ContinentWithLocations = Continent & { locations: DestinationSummary[] };

/** Minified nodes of the destinations menu and list (GET /destinations/). */
export type DestinationNode = Pick<DestinationSummary, 'id' | 'name' | 'slug' | 'entity_type' | 'path'>;
export type DestinationTree = (Continent & { countries: (DestinationNode & { regions: DestinationNode[] })[] })[];

export type DestinationPage = LandingContent & {
  id: number;
  entity_type: DestinationEntityType;
  level: number;
  path: string;
  banner: MediaRef | null;
  /** Sanitized HTML. */
  bottom_description: string;
  related_category: CategorySummary | null;
  related_posts: RelatedPost[];
  datafeed_linking_fields: DatafeedFilters;
  in_slider_sublocations: DestinationSummary[];
  /** Children, one level down. */
  sublocations: DestinationSummary[];
  banner_stores: StoreSummary[];
  /** Slugs from the country down to the parent; empty for a country. */
  parent_path: string[];
  /** The other countries of the same continent. */
  continent_locations: DestinationSummary[];
  bottom_related_sublocations: DestinationSummary[];
  specific_hotels: PropertySummary[];
  promotions: PromotionCard[];
};

export const entityTypeOfDestination = (level: number): DestinationEntityType => (level === 1 ? 'location' : 'sublocation');

// Levels stop at 3, so a destination's path needs the slugs of at most two ancestors.
const parent = alias(destinations, 'parent');
const parentT = alias(destinationTranslations, 'parent_t');
const grandT = alias(destinationTranslations, 'grand_t');

/** A destination whose ancestor has no content in the locale has no path there, so it does not exist there. */
const reachable = and(
  or(isNull(destinations.parentId), isNotNull(parentT.id)),
  or(isNull(parent.parentId), isNotNull(grandT.id)),
)!;

const summaryFields = {
  id: destinations.id,
  parentId: destinations.parentId,
  level: destinations.level,
  bannerId: destinations.bannerId,
  continentId: destinations.continentId,
  name: destinationTranslations.name,
  slug: destinationTranslations.slug,
  parentSlug: parentT.slug,
  grandSlug: grandT.slug,
  grandparentId: parent.parentId,
};

/** Destinations with content in the locale, joined to their ancestors' slugs there. */
function withAncestors(locale: Locale) {
  return db()
    .select(summaryFields)
    .from(destinations)
    .innerJoin(
      destinationTranslations,
      and(eq(destinationTranslations.destinationId, destinations.id), eq(destinationTranslations.locale, locale)),
    )
    .leftJoin(parent, eq(parent.id, destinations.parentId))
    .leftJoin(parentT, and(eq(parentT.destinationId, destinations.parentId), eq(parentT.locale, locale)))
    .leftJoin(grandT, and(eq(grandT.destinationId, parent.parentId), eq(grandT.locale, locale)))
    .$dynamic();
}

type SummaryRow = {
  id: number;
  parentId: number | null;
  level: number;
  bannerId: number | null;
  name: string;
  slug: string;
  parentSlug: string | null;
  grandSlug: string | null;
};

const byPosition = [asc(destinations.position), asc(destinations.id)];

function chainOf(row: Pick<SummaryRow, 'slug' | 'parentSlug' | 'grandSlug'>): string[] {
  return [row.grandSlug, row.parentSlug, row.slug].filter((slug): slug is string => slug !== null);
}

function pathOf(locale: Locale, row: SummaryRow): string {
  return entityPath(locale, entityTypeOfDestination(row.level), chainOf(row));
}

async function toSummaries(locale: Locale, rows: SummaryRow[]): Promise<DestinationSummary[]> {
  const media = await mediaByIds(rows.map((row) => row.bannerId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    entity_type: entityTypeOfDestination(row.level),
    level: row.level,
    parent_id: row.parentId,
    banner: row.bannerId ? (media.get(row.bannerId) ?? null) : null,
    path: pathOf(locale, row),
  }));
}

async function summariesWhere(locale: Locale, where: SQL): Promise<DestinationSummary[]> {
  return toSummaries(locale, await withAncestors(locale).where(and(reachable, where)).orderBy(...byPosition));
}

/** Every destination of the locale, parents before children (the HTML sitemap's tree). */
export async function allDestinations(locale: Locale): Promise<DestinationSummary[]> {
  return toSummaries(locale, await withAncestors(locale).where(reachable).orderBy(asc(destinations.level), ...byPosition));
}

/** Destinations by id in the given order, leaving out those absent in the locale. */
export async function destinationSummariesByIds(locale: Locale, ids: number[]): Promise<DestinationSummary[]> {
  if (ids.length === 0) return [];
  const rows = await withAncestors(locale).where(and(reachable, inArray(destinations.id, ids)));
  return toSummaries(locale, inOrder(ids, rows));
}

const levelsOf: Record<DestinationEntityType, SQL> = {
  location: eq(destinations.level, 1),
  sublocation: gte(destinations.level, 2),
};

/** Countries (`location`) or regions and places (`sublocation`), by position. */
export async function listDestinations(
  locale: Locale,
  entityType: DestinationEntityType,
  options: Paging & { inMenu?: boolean },
): Promise<Page<DestinationSummary>> {
  const where = and(
    reachable,
    levelsOf[entityType],
    options.inMenu === undefined ? undefined : eq(destinations.inMenu, options.inMenu),
  );
  const [rows, [total]] = await Promise.all([
    withAncestors(locale).where(where).orderBy(...byPosition).limit(options.size).offset(offsetOf(options)),
    db().select({ n: count() }).from(withAncestors(locale).where(where).as('matching')),
  ]);
  return { count: Number(total?.n ?? 0), results: await toSummaries(locale, rows) };
}

/** Top destinations of any level, countries first. */
export async function topDestinations(locale: Locale, limit: number): Promise<DestinationSummary[]> {
  const rows = await withAncestors(locale)
    .where(and(reachable, eq(destinations.isTop, true)))
    .orderBy(asc(destinations.level), ...byPosition)
    .limit(limit);
  return toSummaries(locale, rows);
}

/** Destinations of the home sliders, each with its curated in-slider sublocations. */
export async function homepageSliders(locale: Locale): Promise<SliderDestination[]> {
  const [sliders, curated] = await Promise.all([
    summariesWhere(locale, eq(destinations.inHomepageSlider, true)),
    db()
      .select({ id: destinations.id, ids: destinations.inSliderSublocationIds })
      .from(destinations)
      .where(eq(destinations.inHomepageSlider, true)),
  ]);
  const idsOf = new Map(curated.map((row) => [row.id, row.ids]));
  const children = await destinationSummariesByIds(locale, [...new Set(curated.flatMap((row) => row.ids))]);
  const byId = new Map(children.map((child) => [child.id, child]));
  return sliders.map((slider) => ({
    ...slider,
    in_slider_sublocations: (idsOf.get(slider.id) ?? [])
      .map((id) => byId.get(id))
      .filter((child): child is DestinationSummary => child !== undefined),
  }));
}

async function continentsIn(locale: Locale): Promise<Continent[]> {
  return db()
    .select({ id: continents.id, code: continents.code, name: continentTranslations.name })
    .from(continents)
    .innerJoin(continentTranslations, and(eq(continentTranslations.continentId, continents.id), eq(continentTranslations.locale, locale)))
    .orderBy(asc(continents.position), asc(continents.id));
}

/** Continents with their countries, for the destinations list page; continents without one are left out. */
export async function locationsByContinent(locale: Locale): Promise<ContinentWithLocations[]> {
  const [all, countries] = await Promise.all([
    continentsIn(locale),
    withAncestors(locale).where(and(reachable, levelsOf.location)).orderBy(...byPosition),
  ]);
  const summaries = await toSummaries(locale, countries);
  return all
    .map((continent) => ({
      ...continent,
      locations: summaries.filter((_, i) => countries[i]!.continentId === continent.id),
    }))
    .filter((continent) => continent.locations.length > 0);
}

/** The whole destinations menu: continents → countries → regions, minified. */
export async function destinationTree(locale: Locale): Promise<DestinationTree> {
  const [all, rows] = await Promise.all([
    continentsIn(locale),
    withAncestors(locale).where(and(reachable, inArray(destinations.level, [1, 2]))).orderBy(...byPosition),
  ]);
  const node = (row: SummaryRow): DestinationNode => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    entity_type: entityTypeOfDestination(row.level),
    path: pathOf(locale, row),
  });
  const regionsOf = new Map<number, DestinationNode[]>();
  for (const row of rows) {
    if (row.level !== 2 || row.parentId === null) continue;
    regionsOf.set(row.parentId, [...(regionsOf.get(row.parentId) ?? []), node(row)]);
  }
  return all
    .map((continent) => ({
      ...continent,
      countries: rows
        .filter((row) => row.level === 1 && row.continentId === continent.id)
        .map((row) => ({ ...node(row), regions: regionsOf.get(row.id) ?? [] })),
    }))
    .filter((continent) => continent.countries.length > 0);
}

export type DestinationLookup = { id: number } | { slug: string; parent?: string };

function lookupCondition(lookup: DestinationLookup): SQL {
  if ('id' in lookup) return eq(destinations.id, lookup.id);
  return and(
    eq(destinationTranslations.slug, lookup.slug),
    lookup.parent === undefined ? undefined : eq(parentT.slug, lookup.parent),
  )!;
}

/**
 * A location (country) or sublocation page. By slug, `parent` (the parent's slug) tells apart
 * equal slugs under different parents; without it the shallowest, oldest match answers.
 */
export async function getDestinationPage(
  locale: Locale,
  entityType: DestinationEntityType,
  lookup: DestinationLookup,
): Promise<DestinationPage | null> {
  const [row] = await withAncestors(locale)
    .where(and(reachable, levelsOf[entityType], lookupCondition(lookup)))
    .orderBy(asc(destinations.level), asc(destinations.id))
    .limit(1);
  if (!row) return null;
  const [full] = await db()
    .select({ destination: destinations, t: destinationTranslations })
    .from(destinations)
    .innerJoin(
      destinationTranslations,
      and(eq(destinationTranslations.destinationId, destinations.id), eq(destinationTranslations.locale, locale)),
    )
    .where(eq(destinations.id, row.id));
  if (!full) return null;
  const { destination: d, t } = full;
  const countryId = d.level === 1 ? d.id : d.level === 2 ? d.parentId : row.grandparentId;
  const [country] = countryId
    ? await db().select({ continentId: destinations.continentId }).from(destinations).where(eq(destinations.id, countryId))
    : [];
  const continentId = country?.continentId ?? null;
  const curatedIds = [...d.inSliderSublocationIds, ...d.bottomRelatedSublocationIds];

  const [media, related, children, curated, neighbours, bannerStores, posts, hotels, promotions] = await Promise.all([
    mediaByIds([d.bannerId, t.seoImageId]),
    d.relatedCategoryId ? categorySummariesByIds(locale, [d.relatedCategoryId]) : Promise.resolve([]),
    summariesWhere(locale, eq(destinations.parentId, d.id)),
    destinationSummariesByIds(locale, curatedIds),
    continentId === null || countryId === null
      ? Promise.resolve([])
      : summariesWhere(locale, and(levelsOf.location, eq(destinations.continentId, continentId), ne(destinations.id, countryId))!),
    storesByIds(locale, d.bannerStoreIds),
    relatedPosts(locale, d.relatedPostIds),
    propertiesByIds(locale, d.specificHotelIds),
    locationPromotions(locale, { storeIds: d.bannerStoreIds, categoryId: d.relatedCategoryId }, PAGE_SIZE.general),
  ]);
  const curatedById = new Map(curated.map((s) => [s.id, s]));
  const pick = (ids: number[]) =>
    ids.map((id) => curatedById.get(id)).filter((s): s is DestinationSummary => s !== undefined);
  const chain = chainOf(row);

  return {
    id: d.id,
    entity_type: entityTypeOfDestination(d.level),
    level: d.level,
    path: pathOf(locale, row),
    banner: d.bannerId ? (media.get(d.bannerId) ?? null) : null,
    ...landingContent(t, media),
    bottom_description: t.bottomDescription,
    related_category: related[0] ?? null,
    related_posts: posts,
    datafeed_linking_fields: parseLinkingFields(d.datafeedLinkingFields),
    in_slider_sublocations: pick(d.inSliderSublocationIds),
    sublocations: children,
    banner_stores: bannerStores,
    parent_path: chain.slice(0, -1),
    continent_locations: neighbours,
    bottom_related_sublocations: pick(d.bottomRelatedSublocationIds),
    specific_hotels: hotels,
    promotions,
  };
}
