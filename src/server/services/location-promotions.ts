import 'server-only';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { coupons, promotions, promotionTranslations } from '../db/schema';
import type { Locale } from '@/lib/locales';
import type { PromotionCard } from '@/lib/contracts';
import { isActive } from './lib/active';
import { mediaByIds } from './lib/media';
import { storesByIds } from './stores';

export type { PromotionCard };

/**
 * Active promotions shown on a destination page (SPEC §4: they come with the location response):
 * those of its banner stores and those filed under its related category, by position then id.
 */
export async function locationPromotions(
  locale: Locale,
  source: { storeIds: number[]; categoryId: number | null },
  limit: number,
): Promise<PromotionCard[]> {
  // The candidates as a union of two index lookups: an OR of both conditions in one WHERE makes
  // PostgreSQL walk every promotion (seconds at 100,000 promotions, milliseconds this way).
  const sources: SQL[] = [];
  if (source.storeIds.length > 0) {
    sources.push(sql`select by_store.id from promotions by_store where by_store.store_id in ${source.storeIds}`);
  }
  if (source.categoryId !== null) {
    sources.push(sql`select pc.promotion_id from promotion_categories pc where pc.category_id = ${source.categoryId}`);
  }
  if (sources.length === 0) return [];
  const rows = await db()
    .select({ promotion: promotions, t: promotionTranslations, coupon: coupons })
    .from(promotions)
    .innerJoin(
      promotionTranslations,
      and(eq(promotionTranslations.promotionId, promotions.id), eq(promotionTranslations.locale, locale)),
    )
    .leftJoin(coupons, eq(coupons.promotionId, promotions.id))
    .where(
      and(
        isActive(),
        sql`${promotions.id} in (${sql.join(sources, sql` union `)})`,
        // A promotion whose store has no page in the locale would lead nowhere.
        sql`exists (select 1 from store_translations st where st.store_id = ${promotions.storeId} and st.locale = ${locale})`,
      ),
    )
    .orderBy(asc(promotions.position), asc(promotions.id))
    .limit(limit);
  const [stores, media] = await Promise.all([
    storesByIds(locale, [...new Set(rows.map((row) => row.promotion.storeId))]),
    mediaByIds(rows.map((row) => row.promotion.sliderImageId), locale),
  ]);
  const storeById = new Map(stores.map((store) => [store.id, store]));
  return rows
    .filter((row) => storeById.has(row.promotion.storeId))
    .map(({ promotion: p, t, coupon }) => ({
      id: p.id,
      type: p.type,
      title: t.title,
      offer: t.offer,
      description: t.description,
      condition: t.condition,
      link: p.link,
      is_exclusive: p.isExclusive,
      ends_at: p.endsAt?.toISOString() ?? null,
      slider_image: p.sliderImageId ? (media.get(p.sliderImageId) ?? null) : null,
      stores: [storeById.get(p.storeId)!],
      coupon: coupon
        ? { id: coupon.id, type: coupon.type, code: coupon.code, time_of_using: coupon.timeOfUsing?.toISOString() ?? null }
        : null,
    }));
}
