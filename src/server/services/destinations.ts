import 'server-only';
import { and, asc, eq, gte, inArray, ne, type SQL } from 'drizzle-orm';
import { db } from '../db/client';
import { continents, continentTranslations, destinations } from '../db/schema';
import type { DestinationEntityType, DestinationPage, DestinationSummary, SliderDestination } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { PAGE_SIZE } from '@/lib/constants';
import { destinationHierarchy } from './lib/hierarchies';
import type { NodeLookup, RowOf } from './lib/hierarchy';
import { mediaByIds } from './lib/media';
import { inOrder, type Page, type Paging } from './lib/paging';
import { landingContent, relatedPosts } from './landing-pages';
import { locationPromotions } from './location-promotions';
import { parseLinkingFields, propertiesByIds } from './properties';
import { categorySummariesByIds } from './categories';
import { storesByIds } from './stores';

export type { DestinationEntityType, DestinationPage, DestinationSummary, SliderDestination };

export type Continent = { id: number; code: string; name: string };
export type ContinentWithLocations = Continent & { locations: DestinationSummary[] };

/** Minified nodes of the destinations menu and list (GET /destinations/). */
export type DestinationNode = Pick<DestinationSummary, 'id' | 'name' | 'slug' | 'entity_type' | 'path'>;
export type DestinationTree = (Continent & { countries: (DestinationNode & { regions: DestinationNode[] })[] })[];

const family = destinationHierarchy;
type DestinationRow = RowOf<typeof family>;

export const entityTypeOfDestination = family.entityTypeOf;

async function toSummaries(locale: Locale, rows: DestinationRow[]): Promise<DestinationSummary[]> {
  const media = await mediaByIds(rows.map((row) => row.bannerId), locale);
  return rows.map((row) => family.summary(locale, row, { banner: row.bannerId ? (media.get(row.bannerId) ?? null) : null }));
}

async function summariesWhere(locale: Locale, where: SQL): Promise<DestinationSummary[]> {
  return toSummaries(locale, await family.rows(locale, where));
}

/** Every destination of the locale, parents before children (the HTML sitemap's tree). */
export async function allDestinations(locale: Locale): Promise<DestinationSummary[]> {
  return toSummaries(locale, await family.rows(locale, undefined, { orderBy: family.byDepth }));
}

/** Destinations by id in the given order, leaving out those absent in the locale. */
export async function destinationSummariesByIds(locale: Locale, ids: number[]): Promise<DestinationSummary[]> {
  if (ids.length === 0) return [];
  return toSummaries(locale, inOrder(ids, await family.rows(locale, inArray(destinations.id, ids))));
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
  const where = and(levelsOf[entityType], options.inMenu === undefined ? undefined : eq(destinations.inMenu, options.inMenu));
  const { count, rows } = await family.page(locale, where, options);
  return { count, results: await toSummaries(locale, rows) };
}

/** Top destinations of any level, countries first. */
export async function topDestinations(locale: Locale, limit: number): Promise<DestinationSummary[]> {
  return toSummaries(locale, await family.rows(locale, eq(destinations.isTop, true), { orderBy: family.byDepth, limit }));
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
    family.rows(locale, levelsOf.location),
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
    family.rows(locale, inArray(destinations.level, [1, 2])),
  ]);
  const node = (row: DestinationRow): DestinationNode => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    entity_type: entityTypeOfDestination(row.level),
    path: family.pathOf(locale, row),
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

export type DestinationLookup = NodeLookup;

/**
 * A location (country) or sublocation page. By slug, `parent` (the parent's slug) tells apart
 * equal slugs under different parents; without it the shallowest, oldest match answers.
 */
export async function getDestinationPage(
  locale: Locale,
  entityType: DestinationEntityType,
  lookup: DestinationLookup,
): Promise<DestinationPage | null> {
  const row = await family.find(locale, lookup, levelsOf[entityType]);
  if (!row) return null;
  const full = await family.content(locale, row.id);
  if (!full) return null;
  const { node: d, t } = full;
  const countryId = d.level === 1 ? d.id : d.level === 2 ? d.parentId : row.grandparentId;
  const [country] = countryId
    ? await db().select({ continentId: destinations.continentId }).from(destinations).where(eq(destinations.id, countryId))
    : [];
  const continentId = country?.continentId ?? null;
  const curatedIds = [...d.inSliderSublocationIds, ...d.bottomRelatedSublocationIds];

  const [media, related, children, curated, neighbours, bannerStores, posts, hotels, promotions] = await Promise.all([
    mediaByIds([d.bannerId, t.seoImageId], locale),
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
  const chain = family.chainOf(row);

  return {
    id: d.id,
    entity_type: entityTypeOfDestination(d.level),
    level: d.level,
    path: family.pathOf(locale, row),
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
