import { PROMOTION_TYPES, type PromotionType } from './constants';
import { firstParam } from './search-params';

/**
 * The query of a paged promotion list (`?type=&page=`, SPEC §4), for the store, category and
 * location pages: how a page reads it, and how its links write it.
 *
 * Two rules, both from SPEC §4, because the canonical keeps the part of the query from `page=` on:
 * - `'both'` (category pages): the list pages only when both `type` and `page` are present, so
 *   every link but the first page of all types carries both (`?type=all&page=2`);
 * - `'either'` (store pages): `type` alone filters, `page` alone pages, so the first page of a
 *   type is `?type=coupon`, whose canonical is the store's own address.
 */
export type ListRule = 'both' | 'either';
export type PromotionListQuery = { type: PromotionType | null; page: number };

/** The anchor of a list's section: its links keep the visitor there, not at the top. */
export const PROMOTIONS_ANCHOR = 'promotions';

const FIRST: PromotionListQuery = { type: null, page: 1 };

const isType = (value: string | undefined): value is PromotionType => (PROMOTION_TYPES as readonly string[]).includes(value ?? '');
const isPage = (value: string | undefined): value is string => value !== undefined && /^\d{1,6}$/.test(value) && Number(value) >= 1;

/**
 * The list a page shows for its query. A value not understood counts as not given; `type=all` is
 * both types. A page ≤ 0 never gets here: the proxy answers 301.
 */
export function readPromotionListQuery(params: Record<string, string | string[] | undefined>, rule: ListRule): PromotionListQuery {
  const type = firstParam(params.type);
  const page = firstParam(params.page);
  if (rule === 'both') {
    if (type === undefined || page === undefined || !(type === 'all' || isType(type)) || !isPage(page)) return FIRST;
    return { type: isType(type) ? type : null, page: Number(page) };
  }
  return { type: isType(type) ? type : null, page: isPage(page) ? Number(page) : 1 };
}

/** The address of one page of a list, by the page's rule. */
export function promotionListHref(basePath: string, { type, page }: PromotionListQuery, rule: ListRule): string {
  const query = new URLSearchParams();
  if (rule === 'both') {
    if (type !== null || page > 1) {
      query.set('type', type ?? 'all');
      query.set('page', String(page));
    }
  } else {
    if (type) query.set('type', type);
    if (page > 1) query.set('page', String(page));
  }
  const search = query.toString();
  return `${basePath}${search ? `?${search}` : ''}#${PROMOTIONS_ANCHOR}`;
}

// Pagination's window lives on its own: the comparator's script draws pages too, and needs nothing else of this file.
export { pageWindow } from './page-window';
