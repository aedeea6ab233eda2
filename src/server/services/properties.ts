import 'server-only';
import { type AnyColumn, and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db, type Db } from '../db/client';
import {
  categories,
  categoryTranslations,
  destinations,
  destinationTranslations,
  partners,
  properties,
  propertyCategories,
  serviceTypes,
} from '../db/schema';
import { NotFoundError } from '../errors';
import { logger } from '../logger';
import type { NamedRef, PropertySummary } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import {
  cleanFilters,
  datafeedConditions,
  type DatafeedFilters,
  type DatafeedOrdering,
  datafeedLinkingFieldsSchema,
  isEmptyFilters,
} from '@/lib/datafeed-filters';
import { inOrder, offsetOf, type Page, type Paging } from './lib/paging';
import { datafeedIndex, IndexQuery } from './datafeed-index';
import { type DatafeedFacets, facetsOf, type PriceDistribution, priceDistribution } from './datafeed-facets';

export type { PropertySummary };

export type PropertyPage = Page<PropertySummary>;

export type PropertyQuery = Paging & {
  filters: DatafeedFilters;
  ordering?: DatafeedOrdering;
  /** Apply the datafeed linking fields of this category or destination; explicit filters win per key. */
  category?: number;
  location?: number;
};

const country = alias(destinationTranslations, 'country_t');
const region = alias(destinationTranslations, 'region_t');
const city = alias(destinationTranslations, 'city_t');
type Place = typeof country | typeof region | typeof city;
const placeJoin = <T extends Place>(t: T, id: AnyColumn) =>
  and(eq(t.destinationId, id), sql`${t.locale} = ${sql.placeholder('locale')}::locale`);
const place = <T extends Place>(t: T) => ({ id: t.destinationId, name: t.name, slug: t.slug });

/**
 * Listed properties by id with the localized names of everything they point at, in one query (a
 * listing is a page of ids from the index: one round trip turns it into cards). Prepared, and given
 * the ids as one array, so PostgreSQL plans it once per connection: planning these joins cost more
 * than running them. A deal that ended since the index last followed the feed is left out.
 */
function summariesQuery(database: Db) {
  return database
    .select({
      property: {
        id: properties.id,
        name: properties.name,
        image: properties.image,
        deepLink: properties.deepLink,
        typeOfStay: properties.typeOfStay,
        price: properties.price,
        oldPrice: properties.oldPrice,
        hasDiscount: properties.hasDiscount,
        duration: properties.duration,
        rating: properties.rating,
        isLastMinute: properties.isLastMinute,
        departureDate: properties.departureDate,
      },
      country: place(country),
      region: place(region),
      city: place(city),
      partner: { id: partners.id, name: partners.name, slug: partners.slug },
      category: { id: propertyCategories.id, slug: propertyCategories.slug, name: propertyCategories.name },
      services: sql<{ id: number; slug: string; name: string | null }[]>`(
        select coalesce(json_agg(json_build_object('id', s.id, 'slug', s.slug, 'name', s.name ->> ${sql.placeholder('locale')}::text)
          order by array_position(${properties.serviceTypeIds}, s.id)), '[]')
        from ${serviceTypes} s where s.id = any(${properties.serviceTypeIds}))`,
    })
    .from(properties)
    .innerJoin(partners, eq(partners.id, properties.partnerId))
    .innerJoin(propertyCategories, eq(propertyCategories.id, properties.propertyCategoryId))
    .leftJoin(country, placeJoin(country, properties.countryId))
    .leftJoin(region, placeJoin(region, properties.regionId))
    .leftJoin(city, placeJoin(city, properties.cityId))
    .where(and(sql`${properties.id} = any(${sql.placeholder('ids')}::int[])`, isNull(properties.endedAt)))
    .prepare('property_summaries');
}

const prepared = new WeakMap<Db, ReturnType<typeof summariesQuery>>();

/** Cards of the listed properties with these ids, in the order of the ids. */
async function summariesByIds(locale: Locale, ids: number[]): Promise<PropertySummary[]> {
  if (ids.length === 0) return [];
  const database = db();
  let query = prepared.get(database);
  if (!query) prepared.set(database, (query = summariesQuery(database)));
  const rows = await query.execute({ locale, ids });
  const placeOf = (p: { id: number | null; name: string | null; slug: string | null } | null) =>
    p?.id != null ? { id: p.id, name: p.name!, slug: p.slug! } : null;
  const summaries = rows.map(({ property: r, ...names }): PropertySummary => ({
    id: r.id,
    name: r.name,
    image: r.image,
    deep_link: r.deepLink,
    partner: names.partner,
    country: placeOf(names.country),
    region: placeOf(names.region),
    city: placeOf(names.city),
    property_category: { id: names.category.id, slug: names.category.slug, name: names.category.name[locale] ?? names.category.slug },
    service_types: names.services.map((s): NamedRef => ({ id: s.id, slug: s.slug, name: s.name ?? s.slug })),
    type_of_stay: r.typeOfStay,
    price: r.price / 100,
    old_price: r.oldPrice === null ? null : r.oldPrice / 100,
    discount_percent:
      r.oldPrice !== null && r.oldPrice > r.price ? Math.round(((r.oldPrice - r.price) / r.oldPrice) * 100) : null,
    has_discount: r.hasDiscount,
    duration: r.duration,
    rating: r.rating,
    is_last_minute: r.isLastMinute,
    departure_date: r.departureDate,
  }));
  return inOrder(ids, summaries);
}

/**
 * Linking fields stored on a category or destination, read with the same schema as query filters.
 * They are edited in the CMS: a malformed value must not take the page down, so it counts as none.
 */
export function parseLinkingFields(raw: unknown): DatafeedFilters {
  const parsed = datafeedLinkingFieldsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    logger.warn({ issues: parsed.error.issues }, 'ignoring malformed datafeed linking fields');
    return {};
  }
  return cleanFilters(parsed.data);
}

async function linkingFieldsOf(locale: Locale, query: PropertyQuery): Promise<DatafeedFilters> {
  let merged: DatafeedFilters = {};
  if (query.category !== undefined) {
    const [row] = await db()
      .select({ fields: categories.datafeedLinkingFields })
      .from(categories)
      .innerJoin(
        categoryTranslations,
        and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
      )
      .where(eq(categories.id, query.category));
    if (!row) throw new NotFoundError(`No category ${query.category} in ${locale}`);
    merged = { ...merged, ...parseLinkingFields(row.fields) };
  }
  if (query.location !== undefined) {
    const [row] = await db()
      .select({ fields: destinations.datafeedLinkingFields })
      .from(destinations)
      .innerJoin(
        destinationTranslations,
        and(eq(destinationTranslations.destinationId, destinations.id), eq(destinationTranslations.locale, locale)),
      )
      .where(eq(destinations.id, query.location));
    if (!row) throw new NotFoundError(`No destination ${query.location} in ${locale}`);
    merged = { ...merged, ...parseLinkingFields(row.fields) };
  }
  return merged;
}

/** The filters a query stands for: the linking fields of its entity, then its own filters. */
async function filtersOf(locale: Locale, query: PropertyQuery): Promise<DatafeedFilters> {
  return { ...(await linkingFieldsOf(locale, query)), ...cleanFilters(query.filters) };
}

/**
 * A filtered view of the index: one page of its property ids and its count, taken at once (the
 * index may follow the feed while the cards are read). The index is at most a few seconds behind
 * the database (datafeed-index/index.ts); the cards are read as the rows are now.
 */
async function viewOf(filters: DatafeedFilters) {
  return new IndexQuery(await datafeedIndex(), datafeedConditions(filters));
}

/** Properties matching the filters, with their exact count (the datafeed index: datafeed-index/). */
export async function listProperties(locale: Locale, query: PropertyQuery): Promise<PropertyPage> {
  const view = await viewOf(await filtersOf(locale, query));
  const [ids, count] = [view.ids(query.ordering ?? 'price', offsetOf(query), query.size), view.count()];
  return { count, results: await summariesByIds(locale, ids) };
}

/**
 * A page of properties, how many each filter option would leave, and when nothing matches, how
 * many each chosen filter would give back if it were removed (the comparator's empty state).
 */
export async function compareProperties(
  locale: Locale,
  query: PropertyQuery,
): Promise<
  PropertyPage & {
    facets: DatafeedFacets;
    prices: PriceDistribution;
    without: Partial<Record<keyof DatafeedFilters, number>>;
    version: number;
  }
> {
  const filters = await filtersOf(locale, query);
  const view = await viewOf(filters);
  const ids = view.ids(query.ordering ?? 'price', offsetOf(query), query.size);
  const count = view.count();
  const without: Partial<Record<keyof DatafeedFilters, number>> = {};
  if (count === 0) {
    for (const key of Object.keys(filters) as (keyof DatafeedFilters)[]) {
      const { [key]: _dropped, ...rest } = filters;
      without[key] = new IndexQuery(view.index, datafeedConditions(rest)).count();
    }
  }
  // The cards' query runs while the facets are counted.
  const cards = summariesByIds(locale, ids);
  const [facets, prices, version] = [facetsOf(view), priceDistribution(view), view.index.version];
  return { count, results: await cards, facets, prices, without, version };
}

/** The exact count of the filters and every option's facet count, without listing. */
export async function propertyFacets(locale: Locale, query: Omit<PropertyQuery, 'page' | 'size' | 'ordering'>) {
  const view = await viewOf(await filtersOf(locale, { ...query, page: 1, size: 0 }));
  return { count: view.count(), facets: facetsOf(view) };
}

/** Properties by id in the given order (an entity's specific hotels). */
export async function propertiesByIds(locale: Locale, ids: number[]): Promise<PropertySummary[]> {
  return summariesByIds(locale, ids);
}

/**
 * The datafeed block of a category or destination page (SPEC §5): skipped (null) when the entity
 * has no linking fields, or when its only one is the category best-offer flag.
 */
export async function datafeedForEntity(
  locale: Locale,
  linkingFields: unknown,
  size: number,
): Promise<PropertyPage | null> {
  const filters = parseLinkingFields(linkingFields);
  if (isEmptyFilters(filters)) return null;
  const keys = Object.keys(filters);
  if (keys.length === 1 && keys[0] === 'category_best_offer') return null;
  return listProperties(locale, { filters, page: 1, size });
}
