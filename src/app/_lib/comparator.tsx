import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getComparatorOptions } from '@/app/_data/comparator';
import { getPageContent } from '@/app/_data/pages';
import { ComparatorPage } from '@/components/comparator/ComparatorPage';
import type { ComparatorPlace } from '@/components/comparator/types';
import type { ComparatorViewData } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { localeHref } from '@/lib/localized-paths';
import { SectionPage, sectionMetadata } from './section-page';

/**
 * The comparator's two routes (SPEC §2.7): the unfiltered comparator, a cached page, and a filtered
 * view, rendered for its request (its address is a visitor's choice: a shared link, a reload, a
 * crawler following a chip). Both show the same components, which the browser then draws itself
 * for each view it loads (src/components/comparator/Comparator.tsx).
 */

export async function comparatorMetadata(locale: Locale, query: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Sections' });
  const metadata = await sectionMetadata(locale, '/comparator', t('comparator'), { pageKey: 'comparator_page' });
  // A filtered view is the comparator itself for search engines: followed, not indexed (its
  // canonical is the unfiltered page, which sectionMetadata gives every view).
  return query ? { ...metadata, robots: 'noindex,follow' } : metadata;
}

export async function ComparatorView({ locale, query, view }: { locale: Locale; query: string; view: Promise<Omit<ComparatorViewData, 'query'>> }) {
  const [page, t, comparison, options] = await Promise.all([
    getPageContent(locale, 'comparator_page'),
    getTranslations({ locale, namespace: 'Sections' }),
    view,
    getComparatorOptions(locale),
  ]);
  return (
    <SectionPage locale={locale} route="/comparator" title={page?.header_1 || t('comparator')} intro={page?.header_2}>
      <div className="mt-6">
        <ComparatorPage
          locale={locale}
          path={localeHref(locale, '/comparator')}
          view={{ ...comparison, query }}
          options={{ ...options, places: options.places.map((p): ComparatorPlace => [p.id, p.name, p.parent_id, p.slug, p.level]) }}
        />
      </div>
      {page?.content && !query ? <div className="rich-text mt-10 max-w-3xl" dangerouslySetInnerHTML={{ __html: page.content }} /> : null}
    </SectionPage>
  );
}
