import 'server-only';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PromotionType } from '@/lib/constants';
import type { Promotion } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { db } from '../db/client';
import { coupons, promotions, promotionTranslations, stores, storeTranslations } from '../db/schema';
import { hasStarted, isActive, isExpired } from './lib/active';
import { mediaByIds } from './lib/media';
import { offsetOf, type Page, type Paging } from './lib/paging';

/** Promotions as the site reads them: the joins, the mapping to their shape, and one page of them under any filter. */

export type PromotionStatus = 'active' | 'expired' | 'all';

export type PromotionListOptions = Paging & { type?: PromotionType };

/** How a list is ordered: editors' order, newest first, or most recently ended first. */
export type Order = 'position' | 'latest' | 'recently_expired';

export const ORDER: Record<Order, SQL[]> = {
  position: [asc(promotions.position), asc(promotions.id)],
  latest: [desc(promotions.startsAt), desc(promotions.id)],
  recently_expired: [desc(promotions.endsAt), desc(promotions.id)],
};

const columns = {
  id: promotions.id,
  link: promotions.link,
  sliderImageId: promotions.sliderImageId,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  isExclusive: promotions.isExclusive,
  title: promotionTranslations.title,
  offer: promotionTranslations.offer,
  description: promotionTranslations.description,
  condition: promotionTranslations.condition,
  storeId: stores.id,
  storeName: storeTranslations.name,
  storeSlug: storeTranslations.slug,
  storeIconId: stores.iconId,
  couponId: coupons.id,
  couponCode: coupons.code,
  couponTimeOfUsing: coupons.timeOfUsing,
  couponType: coupons.type,
};

type Row = {
  id: number;
  link: string;
  sliderImageId: number | null;
  startsAt: Date;
  endsAt: Date | null;
  isExclusive: boolean;
  title: string;
  offer: string;
  description: string;
  condition: string;
  storeId: number;
  storeName: string;
  storeSlug: string;
  storeIconId: number | null;
  couponId: number | null;
  couponCode: string | null;
  couponTimeOfUsing: Date | null;
  couponType: PromotionType | null;
};

/** A promotion exists in a locale when it and its store are both translated there. */
function translatedIn(locale: Locale) {
  return {
    promotion: and(eq(promotionTranslations.promotionId, promotions.id), eq(promotionTranslations.locale, locale)),
    store: and(eq(storeTranslations.storeId, promotions.storeId), eq(storeTranslations.locale, locale)),
  };
}

export function selectRows(locale: Locale, where: SQL | undefined) {
  const joins = translatedIn(locale);
  return db()
    .select(columns)
    .from(promotions)
    .innerJoin(promotionTranslations, joins.promotion)
    .innerJoin(storeTranslations, joins.store)
    .innerJoin(stores, eq(stores.id, promotions.storeId))
    .leftJoin(coupons, eq(coupons.promotionId, promotions.id))
    .where(where)
    .$dynamic();
}

export async function toPromotions(locale: Locale, rows: Row[], now: Date): Promise<Promotion[]> {
  const media = await mediaByIds(rows.flatMap((row) => [row.sliderImageId, row.storeIconId]), locale);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    link: row.link,
    offer: row.offer,
    description: row.description,
    condition: row.condition,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    // Same rule as isExpired(): an end date at or before now.
    is_expired: row.endsAt !== null && row.endsAt.getTime() <= now.getTime(),
    is_exclusive: row.isExclusive,
    slider_image: row.sliderImageId ? (media.get(row.sliderImageId) ?? null) : null,
    stores: [
      {
        id: row.storeId,
        name: row.storeName,
        slug: row.storeSlug,
        icon: row.storeIconId ? (media.get(row.storeIconId) ?? null) : null,
      },
    ],
    coupon:
      row.couponId !== null && row.couponType !== null
        ? {
            id: row.couponId,
            code: row.couponCode,
            time_of_using: row.couponTimeOfUsing?.toISOString() ?? null,
            type: row.couponType,
          }
        : null,
  }));
}

/** `all` is every promotion that has started: a scheduled one is not shown before its start. */
export function statusFilter(status: PromotionStatus, now: Date): SQL {
  if (status === 'active') return isActive(now);
  if (status === 'expired') return isExpired(now);
  return hasStarted(now);
}

/** One page of promotions in a locale; the count and the rows come from the same filter. */
export async function promotionPage(
  locale: Locale,
  filters: (SQL | undefined)[],
  orderBy: SQL[],
  paging: Paging,
  now: Date,
): Promise<Page<Promotion>> {
  const where = and(...filters);
  const joins = translatedIn(locale);
  const [rows, [total]] = await Promise.all([
    selectRows(locale, where)
      .orderBy(...orderBy)
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db()
      .select({ n: count() })
      .from(promotions)
      .innerJoin(promotionTranslations, joins.promotion)
      .innerJoin(storeTranslations, joins.store)
      .where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: await toPromotions(locale, rows, now) };
}

export function typeFilter(type: PromotionType | undefined): SQL | undefined {
  return type ? eq(promotions.type, type) : undefined;
}

/** One page of the active promotions that pass `filter`, of the asked type, in the asked order (editors' by default). */
export function activePage(
  locale: Locale,
  filter: SQL,
  options: PromotionListOptions & { order?: 'position' | 'latest' },
  now: Date,
): Promise<Page<Promotion>> {
  return promotionPage(locale, [isActive(now), typeFilter(options.type), filter], ORDER[options.order ?? 'position'], options, now);
}
