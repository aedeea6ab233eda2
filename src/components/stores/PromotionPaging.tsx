import { useTranslations } from 'next-intl';
import { SmartLink } from '@/components/navigation/SmartLink';
import { cx } from '@/components/ui';
import type { PromotionType } from '@/lib/constants';
import { pageWindow, promotionsHref } from './promotion-links';

const pill =
  'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors';

/** All / codes / offers, as links (SPEC §4 type filter), each with its count. */
export function PromotionTypeTabs({
  basePath,
  current,
  counts,
}: {
  basePath: string;
  current: PromotionType | null;
  counts: { coupon_counts: number; offer_counts: number };
}) {
  const t = useTranslations('Store');
  const tabs: { type: PromotionType | null; label: string; count: number }[] = [
    { type: null, label: t('filterAll'), count: counts.coupon_counts + counts.offer_counts },
    { type: 'coupon', label: t('filterCoupons'), count: counts.coupon_counts },
    { type: 'offer', label: t('filterOffers'), count: counts.offer_counts },
  ];
  return (
    <nav aria-label={t('filterLabel')} className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = tab.type === current;
          return (
            <li key={tab.type ?? 'all'}>
              <SmartLink
                href={promotionsHref(basePath, tab.type, 1)}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  pill,
                  active
                    ? 'border-primary-700 bg-primary-700 text-white'
                    : 'border-line bg-white text-primary-800 hover:border-primary-400 hover:bg-primary-50',
                )}
              >
                {tab.label}
                <span className={cx('rounded-full px-2 py-0.5 text-xs', active ? 'bg-white/20' : 'bg-slate-100 text-muted')}>
                  {tab.count}
                </span>
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Page links of the promotions list; nothing when everything fits on one page. */
export function PromotionPagination({
  basePath,
  type,
  page,
  pages,
}: {
  basePath: string;
  type: PromotionType | null;
  page: number;
  pages: number;
}) {
  const t = useTranslations('Store');
  if (pages <= 1) return null;
  const link = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm font-semibold';
  return (
    <nav aria-label={t('pagination')} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <SmartLink href={promotionsHref(basePath, type, page - 1)} rel="prev" className={cx(link, 'border-line bg-white text-primary-800 hover:bg-primary-50')}>
              {t('previousPage')}
            </SmartLink>
          </li>
        ) : null}
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
          <li key={number}>
            <SmartLink
              href={promotionsHref(basePath, type, number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pageNumber', { page: number })}
              className={cx(
                link,
                number === page
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-line bg-white text-primary-800 hover:bg-primary-50',
              )}
            >
              {number}
            </SmartLink>
          </li>
          ),
        )}
        {page < pages ? (
          <li>
            <SmartLink href={promotionsHref(basePath, type, page + 1)} rel="next" className={cx(link, 'border-line bg-white text-primary-800 hover:bg-primary-50')}>
              {t('nextPage')}
            </SmartLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
