import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PromotionGrid } from '@/components/deals/PromotionTeaser';
import type { PromotionTeaserData } from '@/components/deals/types';
import { promotionPageHref, PromotionPagination, PromotionTypeFilter, type PromotionFilter } from './PromotionPaging';

type CategoryPromotionsProps = {
  basePath: string;
  type: PromotionFilter;
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
        <PromotionTypeFilter basePath={basePath} current={type} />
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
            <Link href={promotionPageHref(basePath, type, 1)} className="mt-3 inline-block font-semibold text-primary-700 underline">
              {t('firstPage')}
            </Link>
          ) : null}
        </div>
      )}
      <PromotionPagination basePath={basePath} type={type} page={page} pages={pages} />
    </>
  );
}
