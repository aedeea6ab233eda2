import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { LOCALES } from '@/lib/locales';
import { type Db, db } from '../db/client';
import { promotionCategories, promotions } from '../db/schema';
import { NotFoundError } from '../errors';
import { recordAudit } from './audit';
import { requireMedia } from './lib/require-media';
import {
  getPromotionRecord,
  invalidateFor,
  invalidatePromotionPages,
  type PromotionInput,
  type PromotionPatch,
  type PromotionRecord,
} from './promotions-admin-records';
import { validate, write } from './promotions-admin-write';

export {
  getPromotionRecord,
  type PromotionInput,
  type PromotionPatch,
  type PromotionRecord,
  type PromotionTranslationInput,
  type PromotionTranslationRecord,
} from './promotions-admin-records';

export async function createPromotion(input: PromotionInput): Promise<PromotionRecord> {
  await requireMedia({ slider_image_id: input.slider_image_id });
  const record = await db().transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await validate(tx, input);
    const created = (await getPromotionRecord(await write(tx, null, input), tx))!;
    await recordAudit(tx, { action: 'create', entityType: 'promotion', entityId: created.id, before: null, after: created });
    return created;
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
    return [current, await audited(tx, current)] as const;
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
    return [current, await audited(tx, current)] as const;
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

/** The promotion as an edit left it, the edit recorded in the audit log. */
async function audited(tx: Db, before: PromotionRecord): Promise<PromotionRecord> {
  const after = (await getPromotionRecord(before.id, tx))!;
  await recordAudit(tx, { action: 'update', entityType: 'promotion', entityId: after.id, before, after });
  return after;
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
    await recordAudit(
      tx as unknown as Db,
      rows.map((row) => ({ action: 'delete' as const, entityType: 'promotion', entityId: row.id, locale: null, before: { store_id: row.storeId }, after: null })),
    );
    return { rows, categoryIds: links.map((link) => link.categoryId) };
  });
  if (deleted.rows.length > 0) {
    await invalidatePromotionPages(deleted.rows.map((row) => row.storeId), deleted.categoryIds);
  }
  return deleted.rows.length;
}
