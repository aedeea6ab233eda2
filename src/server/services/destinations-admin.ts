import 'server-only';
import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DestinationForm, DestinationPatchForm } from '@/lib/editing/landing-pages';
import { cleanFilters, type DatafeedFilters } from '@/lib/datafeed-filters';
import { LOCALES, type Locale } from '@/lib/locales';
import { tags } from '../cache/invalidate';
import { type Db, db } from '../db/client';
import {
  blogPosts,
  categories,
  continents,
  continentTranslations,
  destinations,
  destinationTranslations,
  type FaqItem,
  properties,
  stores,
} from '../db/schema';
import { unknownIds } from './lib/known-ids';
import { referencesIn, removeFromCuratedLists } from './lib/references';
import {
  addFaqItem,
  createLanding,
  deleteLanding,
  LANDING_TEXTS_UPSERT,
  type LandingFamily,
  landingMedia,
  landingTextsRecord,
  landingTextsRow,
  patchLanding,
  removeFaqItem,
  replaceFaqItem,
  uniqueIds,
} from './landing-pages-admin';
import { parseLinkingFields } from './properties';

/** Destinations as editors write them (landing-pages-admin.ts holds the rules both families share). */

export type DestinationTranslationRecord = {
  name: string;
  slug: string;
  header_1: string;
  header_2: string;
  top_description: string;
  bottom_description: string;
  seo_title: string;
  meta_description: string;
  seo_image_id: number | null;
  faq_items: FaqItem[];
};

export type DestinationRecord = {
  id: number;
  parent_id: number | null;
  level: number;
  continent_id: number | null;
  country_code: string | null;
  banner_id: number | null;
  in_menu: boolean;
  is_top: boolean;
  in_homepage_slider: boolean;
  position: number;
  related_category_id: number | null;
  related_post_ids: number[];
  in_slider_sublocation_ids: number[];
  banner_store_ids: number[];
  bottom_related_sublocation_ids: number[];
  specific_hotel_ids: number[];
  datafeed_linking_fields: DatafeedFilters;
  translations: Partial<Record<Locale, DestinationTranslationRecord>>;
};

async function read(tx: Db, id: number): Promise<DestinationRecord | null> {
  const [d] = await tx.select().from(destinations).where(eq(destinations.id, id));
  if (!d) return null;
  const rows = await tx.select().from(destinationTranslations).where(eq(destinationTranslations.destinationId, id));
  return {
    id,
    parent_id: d.parentId,
    level: d.level,
    continent_id: d.continentId,
    country_code: d.countryCode,
    banner_id: d.bannerId,
    in_menu: d.inMenu,
    is_top: d.isTop,
    in_homepage_slider: d.inHomepageSlider,
    position: d.position,
    related_category_id: d.relatedCategoryId,
    related_post_ids: d.relatedPostIds,
    in_slider_sublocation_ids: d.inSliderSublocationIds,
    banner_store_ids: d.bannerStoreIds,
    bottom_related_sublocation_ids: d.bottomRelatedSublocationIds,
    specific_hotel_ids: d.specificHotelIds,
    datafeed_linking_fields: parseLinkingFields(d.datafeedLinkingFields),
    translations: Object.fromEntries(rows.map((row) => [row.locale, { ...landingTextsRecord(row), bottom_description: row.bottomDescription }])),
  };
}

async function write(tx: Db, id: number | null, node: { parentId: number | null; level: number }, input: DestinationForm): Promise<number> {
  const values = {
    parentId: node.parentId,
    level: node.level,
    continentId: input.continent_id ?? null,
    countryCode: input.country_code ?? null,
    bannerId: input.banner_id ?? null,
    inMenu: input.in_menu ?? false,
    isTop: input.is_top ?? false,
    inHomepageSlider: input.in_homepage_slider ?? false,
    position: input.position ?? 0,
    relatedCategoryId: input.related_category_id ?? null,
    relatedPostIds: uniqueIds(input.related_post_ids),
    inSliderSublocationIds: uniqueIds(input.in_slider_sublocation_ids),
    bannerStoreIds: uniqueIds(input.banner_store_ids),
    bottomRelatedSublocationIds: uniqueIds(input.bottom_related_sublocation_ids),
    specificHotelIds: uniqueIds(input.specific_hotel_ids),
    datafeedLinkingFields: cleanFilters(input.datafeed_linking_fields ?? {}),
    updatedAt: new Date(),
  };
  let destinationId: number;
  if (id === null) {
    const [created] = await tx.insert(destinations).values(values).returning({ id: destinations.id });
    destinationId = created!.id;
  } else {
    await tx.update(destinations).set(values).where(eq(destinations.id, id));
    destinationId = id;
  }
  const texts = LOCALES.flatMap((locale) => {
    const t = input.translations[locale];
    return t ? [{ destinationId, locale, ...landingTextsRow(t, t.bottom_description) }] : [];
  });
  await tx.delete(destinationTranslations).where(
    and(
      eq(destinationTranslations.destinationId, destinationId),
      notInArray(
        destinationTranslations.locale,
        texts.map((t) => t.locale),
      ),
    ),
  );
  await tx
    .insert(destinationTranslations)
    .values(texts)
    .onConflictDoUpdate({ target: [destinationTranslations.destinationId, destinationTranslations.locale], set: LANDING_TEXTS_UPSERT });
  return destinationId;
}

async function checkReferences(tx: Db, id: number | null, input: DestinationForm, level: number) {
  const own = [
    ...(level > 1 && input.country_code ? [{ path: 'country_code', message: 'Only a country (no parent) has a country code' }] : []),
    ...(level > 1 && input.continent_id ? [{ path: 'continent_id', message: 'Only a country (no parent) belongs to a continent' }] : []),
    ...(id !== null && input.in_slider_sublocation_ids?.includes(id) ? [{ path: 'in_slider_sublocation_ids', message: 'A destination is not in its own slider' }] : []),
    ...(id !== null && input.bottom_related_sublocation_ids?.includes(id)
      ? [{ path: 'bottom_related_sublocation_ids', message: 'A destination is not related to itself' }]
      : []),
  ];
  const found = await Promise.all([
    unknownIds(tx, 'continent', continents, continents.id, [input.continent_id], 'continent_id'),
    unknownIds(tx, 'category', categories, categories.id, [input.related_category_id], 'related_category_id'),
    unknownIds(tx, 'destination', destinations, destinations.id, input.in_slider_sublocation_ids ?? [], 'in_slider_sublocation_ids'),
    unknownIds(tx, 'destination', destinations, destinations.id, input.bottom_related_sublocation_ids ?? [], 'bottom_related_sublocation_ids'),
    unknownIds(tx, 'store', stores, stores.id, input.banner_store_ids ?? [], 'banner_store_ids'),
    unknownIds(tx, 'blog post', blogPosts, blogPosts.id, input.related_post_ids ?? [], 'related_post_ids'),
    unknownIds(tx, 'deal', properties, properties.id, input.specific_hotel_ids ?? [], 'specific_hotel_ids'),
  ]);
  return [...own, ...found.flat()];
}

/**
 * Destinations: a country (`location`) at level 1, regions and places (`sublocation`) below. The
 * destination tree and lists (every page's menus, the home sliders, the comparator's places) carry
 * `destinations`; a page carries its own tag.
 */
export const destinationFamily: LandingFamily<DestinationForm, DestinationPatchForm, DestinationRecord> = {
  kind: 'destination',
  entityTypes: ['location', 'sublocation'],
  listTag: tags.destinations,
  pageTag: tags.destination,
  ownPageFields:
    /^(translations\.[^.]+\.(header_1|header_2|top_description|bottom_description|seo_title|meta_description|seo_image_id|faq_items)|related_category_id|related_post_ids|banner_store_ids|bottom_related_sublocation_ids|specific_hotel_ids|datafeed_linking_fields(\..+)?)$/,
  media: (input) => landingMedia({ banner_id: input.banner_id }, input.translations),
  lock: async (tx, id) => {
    const [node] = await tx
      .select({ id: destinations.id, parentId: destinations.parentId, level: destinations.level })
      .from(destinations)
      .where(eq(destinations.id, id))
      .for('update');
    return node ?? null;
  },
  read,
  checkReferences,
  write,
  childrenIn: (tx, id, locales) =>
    referencesIn(
      tx,
      'destination',
      destinationTranslations,
      destinationTranslations.destinationId,
      and(
        inArray(destinationTranslations.locale, locales),
        inArray(destinationTranslations.destinationId, tx.select({ id: destinations.id }).from(destinations).where(eq(destinations.parentId, id))),
      )!,
    ),
  blockers: (tx, id) =>
    Promise.all([
      referencesIn(tx, 'destination', destinations, destinations.id, eq(destinations.parentId, id)),
      // A country's deals would go with it (on delete cascade), a region's or place's lose their place.
      referencesIn(tx, 'deal', properties, properties.id, or(eq(properties.countryId, id), eq(properties.regionId, id), eq(properties.cityId, id))!),
    ]),
  remove: async (tx, id) => {
    await removeFromCuratedLists(
      tx,
      [
        { table: destinations, column: destinations.inSliderSublocationIds },
        { table: destinations, column: destinations.bottomRelatedSublocationIds },
      ],
      id,
    );
    await tx.delete(destinations).where(eq(destinations.id, id));
  },
};

export const createDestination = (input: DestinationForm) => createLanding(destinationFamily, input);
export const patchDestination = (id: number, patch: DestinationPatchForm) => patchLanding(destinationFamily, id, patch);
export const deleteDestination = (id: number) => deleteLanding(destinationFamily, id);

/** A destination page's FAQ in one locale, question by question. */
export const destinationFaq = {
  add: (id: number, locale: Locale, item: FaqItem, position?: number) => addFaqItem(destinationFamily, id, locale, item, position),
  replace: (id: number, locale: Locale, position: number, item: FaqItem) => replaceFaqItem(destinationFamily, id, locale, position, item),
  remove: (id: number, locale: Locale, position: number) => removeFaqItem(destinationFamily, id, locale, position),
};

export type ContinentChoice = { id: number; code: string; name: string };

/** The continents a country may belong to, by position, named in `locale` (else by their code). */
export async function listContinentChoices(locale: Locale): Promise<ContinentChoice[]> {
  return db()
    .select({ id: continents.id, code: continents.code, name: sql<string>`coalesce(${continentTranslations.name}, ${continents.code})` })
    .from(continents)
    .leftJoin(continentTranslations, and(eq(continentTranslations.continentId, continents.id), eq(continentTranslations.locale, locale)))
    .orderBy(asc(continents.position), asc(continents.id));
}
