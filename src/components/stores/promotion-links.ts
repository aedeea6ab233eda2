import type { PromotionType } from '@/lib/constants';

/** The anchor of the promotions section: links keep the visitor there (no scroll to the top). */
export const PROMOTIONS_ANCHOR = 'promotions';

/**
 * Address of a filtered page of a store's promotions: `?type=coupon&page=2` (SPEC §4 keeps
 * `page=2` in the canonical). The first page carries no `page`.
 */
export function promotionsHref(basePath: string, type: PromotionType | null, page: number): string {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${basePath}${search ? `?${search}` : ''}#${PROMOTIONS_ANCHOR}`;
}

/** The first, the last and the pages around the current one, with null where numbers are skipped. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? [null, n] : [n]));
}
