import 'server-only';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PromotionType } from '@/lib/constants';
import { LOCALES, type Locale } from '@/lib/locales';
import { invalidate, tags } from '../cache/invalidate';
import { type Db, db } from '../db/client';
import { categories, coupons, promotionCategories, promotions, promotionTranslations, stores } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import { categoryIdsWithAncestors } from './categories';
import { sanitizeCmsHtml } from './lib/html';
import { requireMedia } from './lib/require-media';

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

type Issue = { path: string; message: string };

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
 * The business rules the body schema cannot see: they span fields or need the database.
 * Media are checked by the callers before their transaction: requireMedia reads outside it,
 * which PGlite's single connection would only serve after the transaction (a deadlock).
 */
async function validate(executor: Db, input: PromotionInput): Promise<void> {
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
async function write(tx: Db, id: number | null, input: PromotionInput): Promise<number> {
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

/**
 * The pages a change of promotions shows on: the lists drawn from many stores, the pages of their
 * stores, and the pages of their categories and of every category above them (a category lists
 * the promotions of its whole tree).
 */
async function invalidatePromotionPages(storeIds: number[], categoryIds: number[]): Promise<void> {
  const listing = await categoryIdsWithAncestors(categoryIds);
  await invalidate(tags.promotions, ...new Set(storeIds.map(tags.store)), ...listing.map(tags.category));
}

/** Before and after an edit: a promotion that moves leaves its old store and categories too. */
function invalidateFor(...records: (PromotionRecord | null)[]): Promise<void> {
  const present = records.filter((record): record is PromotionRecord => record !== null);
  return invalidatePromotionPages(
    present.map((record) => record.store_id),
    present.flatMap((record) => record.category_ids),
  );
}

export async function createPromotion(input: PromotionInput): Promise<PromotionRecord> {
  await requireMedia({ slider_image_id: input.slider_image_id });
  const record = await db().transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await validate(tx, input);
    return (await getPromotionRecord(await write(tx, null, input), tx))!;
  });
  await invalidateFor(record);
  return record;
}

/** PUT: the promotion becomes exactly `input`. */
export async function replacePromotion(id: number, input: PromotionInput): Promise<PromotionRecord> {
  await requireMedia({ slider_image_id: input.slider_image_id });
  const [before, after] = await db().transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const current = await lockRecord(tx, id);
    await validate(tx, input);
    await write(tx, id, input);
    return [current, (await getPromotionRecord(id, tx))!] as const;
  });
  await invalidateFor(before, after);
  return after;
}

/** PATCH: the given fields change, the others stay. */
export async function patchPromotion(id: number, patch: PromotionPatch): Promise<PromotionRecord> {
  await requireMedia({ slider_image_id: patch.slider_image_id });
  const [before, after] = await db().transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const current = await lockRecord(tx, id);
    const input = merge(current, patch);
    await validate(tx, input);
    await write(tx, id, input);
    return [current, (await getPromotionRecord(id, tx))!] as const;
  });
  await invalidateFor(before, after);
  return after;
}

/** Reads the current promotion and holds its row until the transaction ends, so two edits never interleave. */
async function lockRecord(tx: Db, id: number): Promise<PromotionRecord> {
  const [locked] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id)).for('update');
  if (!locked) throw new NotFoundError(`No promotion ${id}`);
  return (await getPromotionRecord(id, tx))!;
}

function merge(current: PromotionRecord, patch: PromotionPatch): PromotionInput {
  const translations: PromotionInput['translations'] = {};
  for (const locale of LOCALES) {
    const change = patch.translations?.[locale];
    const existing = current.translations[locale];
    if (change === null) continue;
    if (change === undefined) {
      if (existing) translations[locale] = existing;
      continue;
    }
    // A new locale without a title is caught by validate().
    translations[locale] = { ...existing, ...change, title: change.title ?? existing?.title ?? '' };
  }
  const { translations: _translations, ...fields } = patch;
  // Left out means unchanged; null is a value (no end date, no image, no code).
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Omit<
    PromotionPatch,
    'translations'
  >;
  const { id: _id, translations: _current, ...currentFields } = current;
  return { ...currentFields, ...given, translations };
}

/** Deletes the promotions among `ids` that exist (their coupons and uses go with them); answers how many. */
export async function deletePromotions(ids: number[]): Promise<number> {
  const wanted = [...new Set(ids)];
  const deleted = await db().transaction(async (tx) => {
    const links = await tx
      .select({ categoryId: promotionCategories.categoryId })
      .from(promotionCategories)
      .where(inArray(promotionCategories.promotionId, wanted));
    const rows = await tx
      .delete(promotions)
      .where(inArray(promotions.id, wanted))
      .returning({ id: promotions.id, storeId: promotions.storeId });
    return { rows, categoryIds: links.map((link) => link.categoryId) };
  });
  if (deleted.rows.length > 0) {
    await invalidatePromotionPages(deleted.rows.map((row) => row.storeId), deleted.categoryIds);
  }
  return deleted.rows.length;
}
