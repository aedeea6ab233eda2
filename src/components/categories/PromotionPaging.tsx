import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui';
import type { PromotionType } from '@/lib/constants';

/** Which promotions a category page lists: one type, or both ("all"). */
export type PromotionFilter = PromotionType | 'all';

/** The section the links lead back to, so that a new page opens on the list, not the top. */
const ANCHOR = '#promotions';

/**
 * Address of one page of a type. The list changes only when both `type` and `page` are in the
 * query (SPEC §4), so every link but the first page of all types carries both.
 */
export function promotionPageHref(basePath: string, type: PromotionFilter, page: number): string {
  if (type === 'all' && page === 1) return `${basePath}${ANCHOR}`;
  return `${basePath}?type=${type}&page=${page}${ANCHOR}`;
}

/** The links to all promotions, codes only and offers only; the current one is marked. */
export function PromotionTypeFilter({ basePath, current }: { basePath: string; current: PromotionFilter }) {
  const t = useTranslations('Categories');
  const options: { type: PromotionFilter; label: string }[] = [
    { type: 'all', label: t('all') },
    { type: 'coupon', label: t('coupons') },
    { type: 'offer', label: t('offers') },
  ];
  return (
    <nav aria-label={t('typeFilter')}>
      <ul className="flex w-full gap-1 rounded-full border border-line bg-white p-1 shadow-sm sm:inline-flex sm:w-auto">
        {options.map((option) => {
          const active = option.type === current;
          return (
            <li key={option.type} className="flex-1 sm:flex-none">
              <Link
                href={promotionPageHref(basePath, option.type, 1)}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'flex min-h-10 items-center justify-center rounded-full px-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4',
                  active ? 'bg-primary-700 text-white' : 'text-primary-900 hover:bg-primary-50',
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Page numbers to show: the first, the last, and two around the current one; null marks a gap. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}

const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold';

/** Previous, numbered and next links between the pages of a promotion list (real links, no script). */
export function PromotionPagination({
  basePath,
  type,
  page,
  pages,
}: {
  basePath: string;
  type: PromotionFilter;
  page: number;
  pages: number;
}) {
  const t = useTranslations('Categories');
  if (pages <= 1) return null;
  const link = (target: number) => promotionPageHref(basePath, type, target);
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link href={link(Math.min(page - 1, pages))} rel="prev" className={cx(cell, 'text-primary-800 hover:bg-primary-50')}>
              <span aria-hidden="true">←</span>
              <span className="sr-only md:not-sr-only md:ml-1">{t('previousPage')}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(Math.min(page, pages), pages).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                href={link(target)}
                aria-label={t('page', { page: target })}
                aria-current={target === page ? 'page' : undefined}
                className={cx(
                  cell,
                  target === page ? 'bg-primary-700 text-white' : 'border border-line bg-white text-primary-900 hover:bg-primary-50',
                )}
              >
                {target}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={link(page + 1)} rel="next" className={cx(cell, 'text-primary-800 hover:bg-primary-50')}>
              <span className="sr-only md:not-sr-only md:mr-1">{t('nextPage')}</span>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
