import 'server-only';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { LOCALES } from '@/lib/locales';
import type { Db } from '../db/client';
import { categories, coupons, promotionCategories, promotions, promotionTranslations, stores } from '../db/schema';
import { ValidationError } from '../errors';
import { sanitizeCmsHtml } from './lib/html';
import type { PromotionInput } from './promotions-admin-records';

type Issue = { path: string; message: string };

/**
 * The business rules the body schema cannot see: they span fields or need the database.
 * Media are checked by the callers before their transaction: requireMedia reads outside it,
 * which PGlite's single connection would only serve after the transaction (a deadlock).
 */
export async function validate(executor: Db, input: PromotionInput): Promise<void> {
  const issues: Issue[] = [];
  if (input.type === 'coupon' && !input.code?.trim()) {
    issues.push({ path: 'code', message: 'A coupon needs a code' });
  }
  const locales = LOCALES.filter((locale) => input.translations[locale] !== undefined);
  if (locales.length === 0) issues.push({ path: 'translations', message: 'Give at least one locale' });
  for (const locale of locales) {
    if (!input.translations[locale]?.title?.trim()) {
      issues.push({ path: `translations.${locale}.title`, message: 'A title is required' });
    }
  }
  const startsAt = input.starts_at ? new Date(input.starts_at) : new Date();
  if (input.ends_at && new Date(input.ends_at).getTime() <= startsAt.getTime()) {
    issues.push({ path: 'ends_at', message: 'The end must come after the start' });
  }
  const categoryIds = [...new Set(input.category_ids ?? [])];
  const [store, knownCategories] = await Promise.all([
    executor.select({ id: stores.id }).from(stores).where(eq(stores.id, input.store_id)),
    categoryIds.length === 0
      ? Promise.resolve([])
      : executor.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds)),
  ]);
  if (store.length === 0) issues.push({ path: 'store_id', message: `No store ${input.store_id}` });
  const known = new Set(knownCategories.map((row) => row.id));
  for (const id of categoryIds.filter((categoryId) => !known.has(categoryId))) {
    issues.push({ path: 'category_ids', message: `No category ${id}` });
  }
  if (issues.length > 0) throw new ValidationError('Invalid promotion', issues);
}

/** Writes the whole promotion (row, translations, coupon, categories) as `input` describes it. */
export async function write(tx: Db, id: number | null, input: PromotionInput): Promise<number> {
  const values = {
    storeId: input.store_id,
    type: input.type,
    link: input.link.trim(),
    sliderImageId: input.slider_image_id ?? null,
    startsAt: input.starts_at ? new Date(input.starts_at) : new Date(),
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    isExclusive: input.is_exclusive ?? false,
    inSlider: input.in_slider ?? false,
    onHomepage: input.on_homepage ?? false,
    isDealOfMonth: input.is_deal_of_month ?? false,
    position: input.position ?? 0,
  };
  let promotionId: number;
  if (id === null) {
    const [created] = await tx.insert(promotions).values(values).returning({ id: promotions.id });
    promotionId = created!.id;
  } else {
    await tx.update(promotions).set(values).where(eq(promotions.id, id));
    promotionId = id;
  }

  const translations = LOCALES.flatMap((locale) => {
    const t = input.translations[locale];
    if (!t) return [];
    return [
      {
        promotionId,
        locale,
        title: t.title.trim(),
        offer: t.offer?.trim() ?? '',
        description: sanitizeCmsHtml(t.description ?? ''),
        condition: sanitizeCmsHtml(t.condition ?? ''),
      },
    ];
  });
  await tx.delete(promotionTranslations).where(
    and(
      eq(promotionTranslations.promotionId, promotionId),
      notInArray(
        promotionTranslations.locale,
        translations.map((t) => t.locale),
      ),
    ),
  );
  await tx
    .insert(promotionTranslations)
    .values(translations)
    .onConflictDoUpdate({
      target: [promotionTranslations.promotionId, promotionTranslations.locale],
      set: {
        title: sql`excluded.title`,
        offer: sql`excluded.offer`,
        description: sql`excluded.description`,
        condition: sql`excluded.condition`,
      },
    });

  // The coupon's use history (time_of_using, use_count) survives edits.
  const code = input.code?.trim() || null;
  await tx
    .insert(coupons)
    .values({ promotionId, type: input.type, code })
    .onConflictDoUpdate({ target: coupons.promotionId, set: { type: input.type, code } });

  await tx.delete(promotionCategories).where(eq(promotionCategories.promotionId, promotionId));
  const categoryIds = [...new Set(input.category_ids ?? [])];
  if (categoryIds.length > 0) {
    await tx.insert(promotionCategories).values(categoryIds.map((categoryId) => ({ promotionId, categoryId })));
  }
  return promotionId;
}
