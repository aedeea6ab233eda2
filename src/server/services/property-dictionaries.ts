import 'server-only';
import { asc, count } from 'drizzle-orm';
import { db } from '../db/client';
import { destinations, partners, propertyCategories, serviceTypes } from '../db/schema';
import type { PlaceRow } from '@/lib/comparator-places';
import type { Locale } from '@/lib/locales';
import { allDestinations } from './destinations';
import { destinationHierarchy } from './lib/hierarchies';
import { offsetOf, type Page, type Paging } from './lib/paging';

/** The comparator's option lists (SPEC §7 /service_types/, /property_categories/, /partners/). */

export type DictionaryEntry = { id: number; slug: string; name: string };
export type Partner = DictionaryEntry & { website: string; logo: string };

async function localizedDictionary(
  table: typeof serviceTypes | typeof propertyCategories,
  locale: Locale,
  paging: Paging,
): Promise<Page<DictionaryEntry>> {
  const [rows, [total]] = await Promise.all([
    db().select().from(table).orderBy(asc(table.position), asc(table.id)).limit(paging.size).offset(offsetOf(paging)),
    db().select({ n: count() }).from(table),
  ]);
  return {
    count: Number(total?.n ?? 0),
    results: rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name[locale] ?? row.slug })),
  };
}

export function listServiceTypes(locale: Locale, paging: Paging): Promise<Page<DictionaryEntry>> {
  return localizedDictionary(serviceTypes, locale, paging);
}

export function listPropertyCategories(locale: Locale, paging: Paging): Promise<Page<DictionaryEntry>> {
  return localizedDictionary(propertyCategories, locale, paging);
}

/** Partner names are brands, the same in every locale. */
export async function listPartners(paging: Paging): Promise<Page<Partner>> {
  const [rows, [total]] = await Promise.all([
    db()
      .select({ id: partners.id, slug: partners.slug, name: partners.name, website: partners.website, logo: partners.logo })
      .from(partners)
      .orderBy(asc(partners.position), asc(partners.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db().select({ n: count() }).from(partners),
  ]);
  return { count: Number(total?.n ?? 0), results: rows };
}

/** A destination as the comparator's destination filter lists it (countries, their regions, their places). */
export type ComparatorPlace = { id: number; name: string; slug: string; parent_id: number | null; level: number };

export type ComparatorOptions = {
  places: ComparatorPlace[];
  rentalTypes: DictionaryEntry[];
  serviceTypes: DictionaryEntry[];
  partners: DictionaryEntry[];
};

const EVERY = { page: 1, size: 1000 };

/** The names of every option of the comparator's filters, in the locale; counts come with each view. */
export async function comparatorOptions(locale: Locale): Promise<ComparatorOptions> {
  const [places, rentalTypes, services, partnerPage] = await Promise.all([
    allDestinations(locale),
    listPropertyCategories(locale, EVERY),
    listServiceTypes(locale, EVERY),
    listPartners(EVERY),
  ]);
  return {
    places: places
      .map((p) => ({ id: p.id, name: p.name, slug: p.slug, parent_id: p.parent_id, level: p.level }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    rentalTypes: rentalTypes.results,
    serviceTypes: services.results,
    partners: partnerPage.results.map(({ id, slug, name }) => ({ id, slug, name })),
  };
}

/**
 * Every destination of the locale as the comparator's address names it (GET /properties/places/):
 * its slug there, under its parent. Parents first, then the oldest first: a slug shared by two
 * places of a level reads as the first (src/lib/comparator-places.ts), as the slug registry reads it.
 */
export async function comparatorPlaceSlugs(locale: Locale): Promise<PlaceRow[]> {
  const rows = await destinationHierarchy.rows(locale, undefined, { orderBy: [asc(destinations.level), asc(destinations.id)] });
  return rows.map((row) => ({ id: row.id, slug: row.slug, parent_id: row.parentId, level: row.level }));
}
