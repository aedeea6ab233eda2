import 'server-only';
import { and, arrayOverlaps, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { db } from '../db/client';
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
  type DatafeedCondition,
  datafeedConditions,
  type DatafeedFilters,
  type DatafeedOrdering,
  datafeedLinkingFieldsSchema,
  isEmptyFilters,
} from '@/lib/datafeed-filters';
import { inOrder, offsetOf, type Page, type Paging } from './lib/paging';

/**
 * Counting every match of a broad filter over a million properties is the slow part of a page;
 * counting stops here. Below the cap the count is exact, at the cap it is a lower bound
 * (`count_is_estimate`), and the listing itself stops at the cap too, so count and pages agree.
 */
export const DATAFEED_COUNT_CAP = 10_000;

export type { PropertySummary };

export type PropertyPage = Page<PropertySummary> & { count_is_estimate: boolean };

export type PropertyQuery = Paging & {
  filters: DatafeedFilters;
  ordering?: DatafeedOrdering;
  /** Apply the datafeed linking fields of this category or destination; explicit filters win per key. */
  category?: number;
  location?: number;
};

const columns = {
  country_id: properties.countryId,
  region_id: properties.regionId,
  city_id: properties.cityId,
  property_category_id: properties.propertyCategoryId,
  partner_id: properties.partnerId,
  rating: properties.rating,
  type_of_stay: properties.typeOfStay,
  service_type_ids: properties.serviceTypeIds,
  price: properties.price,
  duration: properties.duration,
  is_last_minute: properties.isLastMinute,
  has_discount: properties.hasDiscount,
  category_best_offer: properties.categoryBestOffer,
  homepage_best_offer: properties.homepageBestOffer,
} as const;

function toSql(condition: DatafeedCondition): SQL {
  switch (condition.op) {
    case 'in':
    case 'in_text':
      return inArray(columns[condition.column], condition.values);
    case 'overlaps':
      // Matches any of the ids and uses the GIN index on service_type_ids.
      return arrayOverlaps(columns[condition.column], condition.values);
    case 'eq':
      return eq(columns[condition.column], condition.value);
    case 'lte':
      return lte(columns[condition.column], condition.value);
    case 'gte':
      return gte(columns[condition.column], condition.value);
    case 'is_true':
      // A bare boolean column, so that the partial (price, id) indexes on these flags apply.
      return sql`${columns[condition.column]}`;
  }
}

function whereOf(filters: DatafeedFilters): SQL | undefined {
  const conditions = datafeedConditions(filters).map(toSql);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

// Every ordering ends on id, so pages never overlap or skip a row.
const orderings: Record<DatafeedOrdering, SQL[]> = {
  price: [asc(properties.price), asc(properties.id)],
  '-price': [desc(properties.price), desc(properties.id)],
  duration: [asc(properties.duration), asc(properties.price), asc(properties.id)],
  '-rating': [desc(properties.rating), asc(properties.price), asc(properties.id)],
};

type PropertyRow = typeof properties.$inferSelect;

/** Localized names of everything the rows point at: one query per dictionary, whatever the row count. */
async function toSummaries(locale: Locale, rows: PropertyRow[]): Promise<PropertySummary[]> {
  if (rows.length === 0) return [];
  const destinationIds = [
    ...new Set(rows.flatMap((r) => [r.countryId, r.regionId, r.cityId]).filter((id): id is number => id !== null)),
  ];
  const serviceIds = [...new Set(rows.flatMap((r) => r.serviceTypeIds))];
  const [places, partnerRows, categoryRows, serviceRows] = await Promise.all([
    db()
      .select({ id: destinationTranslations.destinationId, name: destinationTranslations.name, slug: destinationTranslations.slug })
      .from(destinationTranslations)
      .where(and(inArray(destinationTranslations.destinationId, destinationIds), eq(destinationTranslations.locale, locale))),
    db()
      .select({ id: partners.id, name: partners.name, slug: partners.slug })
      .from(partners)
      .where(inArray(partners.id, [...new Set(rows.map((r) => r.partnerId))])),
    db()
      .select()
      .from(propertyCategories)
      .where(inArray(propertyCategories.id, [...new Set(rows.map((r) => r.propertyCategoryId))])),
    serviceIds.length > 0
      ? db().select().from(serviceTypes).where(inArray(serviceTypes.id, serviceIds))
      : Promise.resolve([]),
  ]);
  const place = new Map(places.map((p) => [p.id, p]));
  const partner = new Map(partnerRows.map((p) => [p.id, p]));
  const category = new Map(categoryRows.map((c) => [c.id, { id: c.id, slug: c.slug, name: c.name[locale] ?? c.slug }]));
  const service = new Map(serviceRows.map((s) => [s.id, { id: s.id, slug: s.slug, name: s.name[locale] ?? s.slug }]));
  const placeOf = (id: number | null) => (id === null ? null : (place.get(id) ?? null));

  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    image: r.image,
    deep_link: r.deepLink,
    partner: partner.get(r.partnerId)!,
    country: placeOf(r.countryId),
    region: placeOf(r.regionId),
    city: placeOf(r.cityId),
    property_category: category.get(r.propertyCategoryId)!,
    service_types: r.serviceTypeIds.map((id) => service.get(id)).filter((s): s is NamedRef => s !== undefined),
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

export async function listProperties(locale: Locale, query: PropertyQuery): Promise<PropertyPage> {
  const filters = { ...(await linkingFieldsOf(locale, query)), ...cleanFilters(query.filters) };
  const where = whereOf(filters);
  const offset = offsetOf(query);
  // Past the cap there is nothing to list (see DATAFEED_COUNT_CAP), so the deep offsets are never scanned.
  const size = Math.max(0, Math.min(query.size, DATAFEED_COUNT_CAP - offset));
  const capped = db()
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(DATAFEED_COUNT_CAP + 1)
    .as('capped');
  const [[total], rows] = await Promise.all([
    db().select({ n: sql<number>`count(*)::int` }).from(capped),
    size === 0
      ? Promise.resolve([])
      : db()
          .select()
          .from(properties)
          .where(where)
          .orderBy(...orderings[query.ordering ?? 'price'])
          .limit(size)
          .offset(offset),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    count: Math.min(n, DATAFEED_COUNT_CAP),
    count_is_estimate: n > DATAFEED_COUNT_CAP,
    results: await toSummaries(locale, rows),
  };
}

/** Properties by id in the given order (an entity's specific hotels). */
export async function propertiesByIds(locale: Locale, ids: number[]): Promise<PropertySummary[]> {
  if (ids.length === 0) return [];
  const rows = await db().select().from(properties).where(inArray(properties.id, ids));
  return toSummaries(locale, inOrder(ids, rows));
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
