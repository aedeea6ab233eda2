import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { PromotionType } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { invalidate, tags } from '../cache/invalidate';
import { type Db, db } from '../db/client';
import { coupons, promotionCategories, promotions, promotionTranslations } from '../db/schema';
import { categoryIdsWithAncestors } from './categories';

export type PromotionTranslationInput = { title: string; offer?: string; description?: string; condition?: string };

/** Everything an editor sets on a promotion; what is left out takes its default. */
export type PromotionInput = {
  store_id: number;
  type: PromotionType;
  /** Required for coupons; offers may carry none. */
  code?: string | null;
  link: string;
  /** ISO 8601; now when left out on create. */
  starts_at?: string;
  ends_at?: string | null;
  is_exclusive?: boolean;
  in_slider?: boolean;
  on_homepage?: boolean;
  is_deal_of_month?: boolean;
  position?: number;
  slider_image_id?: number | null;
  category_ids?: number[];
  translations: Partial<Record<Locale, PromotionTranslationInput>>;
};

/**
 * A partial update: fields left out keep their value. Per locale, an object updates the given
 * fields (title required for a new locale) and null removes the locale.
 */
export type PromotionPatch = Partial<Omit<PromotionInput, 'translations'>> & {
  translations?: Partial<Record<Locale, Partial<PromotionTranslationInput> | null>>;
};

export type PromotionTranslationRecord = { title: string; offer: string; description: string; condition: string };

/** A promotion as editors write it: every locale, ids instead of nested objects. */
export type PromotionRecord = {
  id: number;
  store_id: number;
  type: PromotionType;
  code: string | null;
  link: string;
  starts_at: string;
  ends_at: string | null;
  is_exclusive: boolean;
  in_slider: boolean;
  on_homepage: boolean;
  is_deal_of_month: boolean;
  position: number;
  slider_image_id: number | null;
  category_ids: number[];
  translations: Partial<Record<Locale, PromotionTranslationRecord>>;
};

export async function getPromotionRecord(id: number, executor: Db = db()): Promise<PromotionRecord | null> {
  const [row] = await executor
    .select({ promotion: promotions, code: coupons.code })
    .from(promotions)
    .leftJoin(coupons, eq(coupons.promotionId, promotions.id))
    .where(eq(promotions.id, id));
  if (!row) return null;
  const [translations, links] = await Promise.all([
    executor.select().from(promotionTranslations).where(eq(promotionTranslations.promotionId, id)),
    executor
      .select({ categoryId: promotionCategories.categoryId })
      .from(promotionCategories)
      .where(eq(promotionCategories.promotionId, id))
      .orderBy(asc(promotionCategories.categoryId)),
  ]);
  const { promotion } = row;
  return {
    id: promotion.id,
    store_id: promotion.storeId,
    type: promotion.type,
    code: row.code,
    link: promotion.link,
    starts_at: promotion.startsAt.toISOString(),
    ends_at: promotion.endsAt?.toISOString() ?? null,
    is_exclusive: promotion.isExclusive,
    in_slider: promotion.inSlider,
    on_homepage: promotion.onHomepage,
    is_deal_of_month: promotion.isDealOfMonth,
    position: promotion.position,
    slider_image_id: promotion.sliderImageId,
    category_ids: links.map((link) => link.categoryId),
    translations: Object.fromEntries(
      translations.map((t) => [
        t.locale,
        { title: t.title, offer: t.offer, description: t.description, condition: t.condition },
      ]),
    ),
  };
}

/**
 * The pages a change of promotions shows on: the lists drawn from many stores, the pages of their
 * stores, and the pages of their categories and of every category above them (a category lists
 * the promotions of its whole tree).
 */
export async function invalidatePromotionPages(storeIds: number[], categoryIds: number[]): Promise<void> {
  const listing = await categoryIdsWithAncestors(categoryIds);
  await invalidate(tags.promotions, ...new Set(storeIds.map(tags.store)), ...listing.map(tags.category));
}

/** Before and after an edit: a promotion that moves leaves its old store and categories too. */
export function invalidateFor(...records: (PromotionRecord | null)[]): Promise<void> {
  const present = records.filter((record): record is PromotionRecord => record !== null);
  return invalidatePromotionPages(
    present.map((record) => record.store_id),
    present.flatMap((record) => record.category_ids),
  );
}
