import { useTranslations } from 'next-intl';
import { SmartLink } from '@/components/navigation/SmartLink';
import { PaginationView } from './PaginationView';

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
  return (
    <PaginationView
      page={page}
      pages={pages}
      hrefOf={hrefOf}
      label={label}
      words={{ previousPage: t('previousPage'), nextPage: t('nextPage'), page: (number) => t('page', { page: number }) }}
      link={SmartLink}
    />
  );
}
