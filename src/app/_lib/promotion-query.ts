import { PROMOTION_TYPES, type PromotionType } from '@/lib/constants';

export type PromotionQuery = { type: PromotionType | 'all'; page: number };

const FIRST: PromotionQuery = { type: 'all', page: 1 };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Which promotions a category page lists (SPEC §4): the paging update runs only when the query
 * has both `type` and `page`; otherwise, or when either is not understood, it is the first page of
 * all types. `type=all` pages through both types. A page ≤ 0 never gets here: the proxy answers 301.
 */
export function promotionQuery(params: Record<string, string | string[] | undefined>): PromotionQuery {
  const type = first(params.type);
  const page = first(params.page);
  if (type === undefined || page === undefined) return FIRST;
  if (type !== 'all' && !(PROMOTION_TYPES as readonly string[]).includes(type)) return FIRST;
  if (!/^\d{1,6}$/.test(page) || Number(page) < 1) return FIRST;
  return { type: type as PromotionQuery['type'], page: Number(page) };
}
