import { getLocale } from 'next-intl/server';
import { isLocale } from '@/lib/locales';
import { NotFoundContent } from '@/app/_lib/not-found-content';
import { SiteFrame } from '@/app/_lib/site-frame';

/** Every 404 of a page that calls notFound(): the not-found page inside the layout without breadcrumbs. */
export default async function NotFound() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : 'fr-be';
  return (
    <SiteFrame locale={locale} variant="bare">
      <NotFoundContent locale={locale} />
    </SiteFrame>
  );
}
