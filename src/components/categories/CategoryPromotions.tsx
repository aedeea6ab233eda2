import { useTranslations } from 'next-intl';
import { PromotionGrid } from '@/components/deals/PromotionTeaser';
import type { PromotionTeaserData } from '@/components/deals/types';
import { SmartLink } from '@/components/navigation/SmartLink';
import { PromotionPagination, PromotionTypeTabs } from '@/components/promotions/PromotionListNavigation';
import type { PromotionType } from '@/lib/constants';
import { promotionListHref } from '@/lib/promotion-list-query';

type CategoryPromotionsProps = {
  basePath: string;
  type: PromotionType | null;
  page: number;
  pageSize: number;
  /** Matching promotions over all pages. */
  count: number;
  promotions: PromotionTeaserData[];
};

/** One page of a category's promotions, with the type filter, a status line and the page links. */
export function CategoryPromotions({ basePath, type, page, pageSize, count, promotions }: CategoryPromotionsProps) {
  const t = useTranslations('Categories');
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PromotionTypeTabs basePath={basePath} rule="both" type={type} />
        <p className="text-sm text-muted" aria-live="polite">
          {t('results', { count })}
          {count > 0 ? <> · {t('pageStatus', { page, pages })}</> : null}
        </p>
      </div>
      {promotions.length > 0 ? (
        <PromotionGrid promotions={promotions} />
      ) : (
        <div className="rounded-2xl border border-dashed border-line bg-white p-8 text-center text-muted">
          <p>{count > 0 ? t('emptyPage') : t('noPromotions')}</p>
          {count > 0 ? (
            <SmartLink href={promotionListHref(basePath, { type, page: 1 }, 'both')} className="mt-3 inline-block font-semibold text-primary-700 underline">
              {t('firstPage')}
            </SmartLink>
          ) : null}
        </div>
      )}
      <PromotionPagination basePath={basePath} rule="both" type={type} page={page} pages={pages} />
    </>
  );
}
