import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/app/_lib/locale';
import { SectionPage, sectionMetadata } from '@/app/_lib/section-page';
import { getPageContent } from '@/app/_data/pages';
import { getComparatorOptions, getComparison } from '@/app/_data/comparator';
import { ComparatorPage } from '@/components/comparator/ComparatorPage';
import { comparatorSearch, queryOfSegment, readComparatorQuery } from '@/lib/comparator-query';
import { localeHref } from '@/lib/localized-paths';
import type { Locale } from '@/lib/locales';

type Props = PageProps<'/[locale]/comparator/[[...query]]'>;

/** Each filtered view is rendered on its first request, then served from the page cache. */
export function generateStaticParams() {
  return [];
}

/**
 * The view's canonical query, carried in the path by the proxy (src/lib/comparator-query.ts);
 * the bare route is the unfiltered comparator. Any other segment is no page.
 */
async function canonicalQuery(params: Props['params']): Promise<string> {
  const { query } = await params;
  if (query === undefined) return '';
  const search = query.length === 1 ? queryOfSegment(query[0]) : null;
  if (!search) notFound();
  return comparatorSearch(readComparatorQuery(search)).toString();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const query = await canonicalQuery(params);
  const t = await getTranslations({ locale, namespace: 'Sections' });
  const metadata = await sectionMetadata(locale, '/comparator', t('comparator'), { pageKey: 'comparator_page' });
  // A filtered view is the comparator itself for search engines: followed, not indexed (its
  // canonical is the unfiltered page, which sectionMetadata gives every view).
  return query ? { ...metadata, robots: 'noindex,follow' } : metadata;
}

/** The comparator of holiday deals (SPEC §2.7). */
export default async function Comparator({ params }: Props) {
  const locale: Locale = await routeLocale(params);
  const query = await canonicalQuery(params);
  const [page, t, comparison, options] = await Promise.all([
    getPageContent(locale, 'comparator_page'),
    getTranslations({ locale, namespace: 'Sections' }),
    getComparison(locale, query),
    getComparatorOptions(locale),
  ]);
  const state = readComparatorQuery(new URLSearchParams(query));
  return (
    <SectionPage locale={locale} route="/comparator" title={page?.header_1 || t('comparator')} intro={page?.header_2}>
      <div className="mt-6">
        <ComparatorPage view={{ path: localeHref(locale, '/comparator'), state, options, ...comparison }} />
      </div>
      {page?.content && !query ? <div className="rich-text mt-10 max-w-3xl" dangerouslySetInnerHTML={{ __html: page.content }} /> : null}
    </SectionPage>
  );
}
