import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/app/_lib/locale';
import { SectionPage, sectionMetadata } from '@/app/_lib/section-page';
import { getPageContent } from '@/app/_data/pages';

export async function generateMetadata({ params }: PageProps<'/[locale]/comparator'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Sections' });
  return sectionMetadata(locale, '/comparator', t('comparator'), { pageKey: 'comparator_page' });
}

/** The comparator of holiday deals (SPEC §2.7); its filters come with the comparator's own work. */
export default async function ComparatorPage({ params }: PageProps<'/[locale]/comparator'>) {
  const locale = await routeLocale(params);
  const [page, t] = await Promise.all([getPageContent(locale, 'comparator_page'), getTranslations({ locale, namespace: 'Sections' })]);
  return (
    <SectionPage locale={locale} route="/comparator" title={page?.header_1 || t('comparator')} intro={page?.header_2}>
      {page?.content ? <div className="rich-text mt-6 max-w-3xl" dangerouslySetInnerHTML={{ __html: page.content }} /> : null}
    </SectionPage>
  );
}
