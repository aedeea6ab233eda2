import { useTranslations } from 'next-intl';
import { SmartLink } from '@/components/navigation/SmartLink';
import { cx } from '@/components/ui';
import { pageWindow } from '@/lib/promotion-list-query';

const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm font-semibold';
const idle = 'border-line bg-white text-primary-800 hover:border-primary-400 hover:bg-primary-50';
const current = 'border-primary-700 bg-primary-700 text-white';

/**
 * Previous, numbered and next links between the pages of a list: real links, so that every page
 * can be reached without script and by crawlers. Nothing when the list fits on one page.
 */
export function Pagination({
  page,
  pages,
  hrefOf,
  label,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  /** What the navigation is called for assistive technologies ("Pages of the promotions"). */
  label: string;
}) {
  const t = useTranslations('UI');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <SmartLink href={hrefOf(Math.min(page - 1, pages))} rel="prev" className={cx(cell, idle)}>
              <span aria-hidden="true">←</span>
              <span className="sr-only md:not-sr-only">{t('previousPage')}</span>
            </SmartLink>
          </li>
        ) : null}
        {pageWindow(Math.min(page, pages), pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <SmartLink
                href={hrefOf(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('page', { page: number })}
                className={cx(cell, number === page ? current : idle)}
              >
                {number}
              </SmartLink>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <SmartLink href={hrefOf(page + 1)} rel="next" className={cx(cell, idle)}>
              <span className="sr-only md:not-sr-only">{t('nextPage')}</span>
              <span aria-hidden="true">→</span>
            </SmartLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
