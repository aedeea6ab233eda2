import 'server-only';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { CategoryForm, CategoryPatchForm } from '@/lib/editing/landing-pages';
import { cleanFilters, type DatafeedFilters } from '@/lib/datafeed-filters';
import { LOCALES, type Locale } from '@/lib/locales';
import { tags } from '../cache/invalidate';
import type { Db } from '../db/client';
import { blogPosts, categories, categoryTranslations, type FaqItem, promotionCategories, properties, stores } from '../db/schema';
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

/** Categories as editors write them (landing-pages-admin.ts holds the rules both families share). */

export type CategoryTranslationRecord = {
  name: string;
  slug: string;
  header_1: string;
  header_2: string;
  top_description: string;
  below_description: string;
  seo_title: string;
  meta_description: string;
  seo_image_id: number | null;
  faq_items: FaqItem[];
};

export type CategoryRecord = {
  id: number;
  parent_id: number | null;
  level: number;
  icon_id: number | null;
  banner_id: number | null;
  in_menu: boolean;
  is_header: boolean;
  on_homepage: boolean;
  in_homepage_slider: boolean;
  position: number;
  related_category_id: number | null;
  store_ids: number[];
  related_post_ids: number[];
  bottom_related_store_ids: number[];
  in_slider_subcategory_ids: number[];
  specific_hotel_ids: number[];
  datafeed_linking_fields: DatafeedFilters;
  translations: Partial<Record<Locale, CategoryTranslationRecord>>;
};

async function read(tx: Db, id: number): Promise<CategoryRecord | null> {
  const [c] = await tx.select().from(categories).where(eq(categories.id, id));
  if (!c) return null;
  const rows = await tx.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, id));
  return {
    id,
    parent_id: c.parentId,
    level: c.level,
    icon_id: c.iconId,
    banner_id: c.bannerId,
    in_menu: c.inMenu,
    is_header: c.isHeader,
    on_homepage: c.onHomepage,
    in_homepage_slider: c.inHomepageSlider,
    position: c.position,
    related_category_id: c.relatedCategoryId,
    store_ids: c.storeIds,
    related_post_ids: c.relatedPostIds,
    bottom_related_store_ids: c.bottomRelatedStoreIds,
    in_slider_subcategory_ids: c.inSliderSubcategoryIds,
    specific_hotel_ids: c.specificHotelIds,
    datafeed_linking_fields: parseLinkingFields(c.datafeedLinkingFields),
    translations: Object.fromEntries(rows.map((row) => [row.locale, { ...landingTextsRecord(row), below_description: row.bottomDescription }])),
  };
}

async function write(tx: Db, id: number | null, node: { parentId: number | null; level: number }, input: CategoryForm): Promise<number> {
  const values = {
    parentId: node.parentId,
    level: node.level,
    iconId: input.icon_id ?? null,
    bannerId: input.banner_id ?? null,
    inMenu: input.in_menu ?? false,
    isHeader: input.is_header ?? false,
    onHomepage: input.on_homepage ?? false,
    inHomepageSlider: input.in_homepage_slider ?? false,
    position: input.position ?? 0,
    relatedCategoryId: input.related_category_id ?? null,
    storeIds: uniqueIds(input.store_ids),
    relatedPostIds: uniqueIds(input.related_post_ids),
    bottomRelatedStoreIds: uniqueIds(input.bottom_related_store_ids),
    inSliderSubcategoryIds: uniqueIds(input.in_slider_subcategory_ids),
    specificHotelIds: uniqueIds(input.specific_hotel_ids),
    datafeedLinkingFields: cleanFilters(input.datafeed_linking_fields ?? {}),
    updatedAt: new Date(),
  };
  let categoryId: number;
  if (id === null) {
    const [created] = await tx.insert(categories).values(values).returning({ id: categories.id });
    categoryId = created!.id;
  } else {
    await tx.update(categories).set(values).where(eq(categories.id, id));
    categoryId = id;
  }
  const texts = LOCALES.flatMap((locale) => {
    const t = input.translations[locale];
    return t ? [{ categoryId, locale, ...landingTextsRow(t, t.below_description) }] : [];
  });
  await tx.delete(categoryTranslations).where(
    and(
      eq(categoryTranslations.categoryId, categoryId),
      notInArray(
        categoryTranslations.locale,
        texts.map((t) => t.locale),
      ),
    ),
  );
  await tx
    .insert(categoryTranslations)
    .values(texts)
    .onConflictDoUpdate({ target: [categoryTranslations.categoryId, categoryTranslations.locale], set: LANDING_TEXTS_UPSERT });
  return categoryId;
}

async function checkReferences(tx: Db, id: number | null, input: CategoryForm) {
  const selfPicks = [
    ...(id !== null && input.related_category_id === id ? [{ path: 'related_category_id', message: 'A category is not related to itself' }] : []),
    ...(id !== null && input.in_slider_subcategory_ids?.includes(id) ? [{ path: 'in_slider_subcategory_ids', message: 'A category is not in its own slider' }] : []),
  ];
  const found = await Promise.all([
    unknownIds(tx, 'category', categories, categories.id, [input.related_category_id], 'related_category_id'),
    unknownIds(tx, 'category', categories, categories.id, input.in_slider_subcategory_ids ?? [], 'in_slider_subcategory_ids'),
    unknownIds(tx, 'store', stores, stores.id, input.store_ids ?? [], 'store_ids'),
    unknownIds(tx, 'store', stores, stores.id, input.bottom_related_store_ids ?? [], 'bottom_related_store_ids'),
    unknownIds(tx, 'blog post', blogPosts, blogPosts.id, input.related_post_ids ?? [], 'related_post_ids'),
    unknownIds(tx, 'deal', properties, properties.id, input.specific_hotel_ids ?? [], 'specific_hotel_ids'),
  ]);
  return [...selfPicks, ...found.flat()];
}

/**
 * Categories: `category` at level 1, `subcategory` below. The category tree and lists (with every
 * page's menus and the home page's categories) carry `categories`; a page carries its own tag.
 */
export const categoryFamily: LandingFamily<CategoryForm, CategoryPatchForm, CategoryRecord> = {
  kind: 'category',
  entityTypes: ['category', 'subcategory'],
  listTag: tags.categories,
  pageTag: tags.category,
  ownPageFields:
    /^(translations\.[^.]+\.(header_1|header_2|top_description|below_description|seo_title|meta_description|seo_image_id|faq_items)|related_category_id|store_ids|related_post_ids|bottom_related_store_ids|in_slider_subcategory_ids|specific_hotel_ids|datafeed_linking_fields(\..+)?)$/,
  media: (input) => landingMedia({ icon_id: input.icon_id, banner_id: input.banner_id }, input.translations),
  lock: async (tx, id) => {
    const [node] = await tx
      .select({ id: categories.id, parentId: categories.parentId, level: categories.level })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    return node ?? null;
  },
  read,
  checkReferences,
  write,
  childrenIn: (tx, id, locales) =>
    referencesIn(
      tx,
      'category',
      categoryTranslations,
      categoryTranslations.categoryId,
      and(
        inArray(categoryTranslations.locale, locales),
        inArray(categoryTranslations.categoryId, tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id))),
      )!,
    ),
  blockers: (tx, id) =>
    Promise.all([
      referencesIn(tx, 'category', categories, categories.id, eq(categories.parentId, id)),
      referencesIn(tx, 'promotion', promotionCategories, promotionCategories.promotionId, eq(promotionCategories.categoryId, id)),
    ]),
  remove: async (tx, id) => {
    await removeFromCuratedLists(tx, [{ table: categories, column: categories.inSliderSubcategoryIds }], id);
    // Related categories of other pages and of destinations are cleared by their foreign keys (on delete set null).
    await tx.delete(categories).where(eq(categories.id, id));
  },
};

export const createCategory = (input: CategoryForm) => createLanding(categoryFamily, input);
export const patchCategory = (id: number, patch: CategoryPatchForm) => patchLanding(categoryFamily, id, patch);
export const deleteCategory = (id: number) => deleteLanding(categoryFamily, id);

/** A category page's FAQ in one locale, question by question. */
export const categoryFaq = {
  add: (id: number, locale: Locale, item: FaqItem, position?: number) => addFaqItem(categoryFamily, id, locale, item, position),
  replace: (id: number, locale: Locale, position: number, item: FaqItem) => replaceFaqItem(categoryFamily, id, locale, position, item),
  remove: (id: number, locale: Locale, position: number) => removeFaqItem(categoryFamily, id, locale, position),
};
