import { useTranslations } from 'next-intl';
import { SmartLink } from '@/components/navigation/SmartLink';
import { cx } from '@/components/ui';
import type { PromotionType } from '@/lib/constants';
import { type ListRule, promotionListHref } from '@/lib/promotion-list-query';
import { Pagination } from '@/components/navigation/Pagination';

/**
 * The navigation of a paged promotion list, the same on store, category and location pages:
 * tabs for all promotions, codes only and offers only, and links between pages. Real links (no
 * script); `rule` says how the page reads its query (src/lib/promotion-list-query.ts).
 */
type ListProps = { basePath: string; rule: ListRule };

const pill = 'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors';
const idle = 'border-line bg-white text-primary-800 hover:border-primary-400 hover:bg-primary-50';
const current = 'border-primary-700 bg-primary-700 text-white';

/** All / codes / offers, the current one marked; with counts when the page knows them. */
export function PromotionTypeTabs({
  basePath,
  rule,
  type,
  counts,
}: ListProps & { type: PromotionType | null; counts?: { coupon_counts: number; offer_counts: number } }) {
  const t = useTranslations('PromotionList');
  const tabs: { type: PromotionType | null; label: string; count?: number }[] = [
    { type: null, label: t('all'), count: counts && counts.coupon_counts + counts.offer_counts },
    { type: 'coupon', label: t('coupons'), count: counts?.coupon_counts },
    { type: 'offer', label: t('offers'), count: counts?.offer_counts },
  ];
  return (
    <nav aria-label={t('typeFilter')}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = tab.type === type;
          return (
            <li key={tab.type ?? 'all'}>
              <SmartLink
                href={promotionListHref(basePath, { type: tab.type, page: 1 }, rule)}
                aria-current={active ? 'page' : undefined}
                className={cx(pill, active ? current : idle)}
              >
                {tab.label}
                {tab.count === undefined ? null : (
                  <span className={cx('rounded-full px-2 py-0.5 text-xs', active ? 'bg-white/20' : 'bg-slate-100 text-muted')}>
                    {tab.count}
                  </span>
                )}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Links between the pages of the list (type kept); nothing when it fits on one page. */
export function PromotionPagination({ basePath, rule, type, page, pages }: ListProps & { type: PromotionType | null; page: number; pages: number }) {
  const t = useTranslations('PromotionList');
  return (
    <Pagination
      page={page}
      pages={pages}
      hrefOf={(target) => promotionListHref(basePath, { type, page: target }, rule)}
      label={t('pagination')}
    />
  );
}
