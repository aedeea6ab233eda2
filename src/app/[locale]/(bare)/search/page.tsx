import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { searchSite } from '@/app/_data/search';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { firstParam } from '@/lib/search-params';
import { routeLocale } from '@/app/_lib/locale';
import { SectionPage, sectionMetadata } from '@/app/_lib/section-page';

type Props = PageProps<'/[locale]/search'>;

/** Results depend on each visitor's query: rendered per request and never shared (`private`). */
export const dynamic = 'force-dynamic';

function queryOf(value: string | string[] | undefined): string {
  return firstParam(value)?.trim() ?? '';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Sections' });
  return { ...(await sectionMetadata(locale, '/search', t('search'), { pageKey: 'search_page' })), robots: 'noindex,follow' };
}

/** The search page (SPEC §2.7): results of `str`; a search runs only with text (SPEC §5). */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale: Locale = await routeLocale(params);
  const str = queryOf((await searchParams).str);
  const t = await getTranslations({ locale, namespace: 'Sections' });
  const results = str ? await searchSite(locale, str) : null;
  return (
    <SectionPage
      locale={locale}
      route="/search"
      title={str ? t('searchResultsFor', { query: str }) : t('search')}
      intro={str ? undefined : t('searchEmpty')}
      breadcrumbs={false}
    >
      {results ? (
        <ul className="mt-8 grid gap-3">
          {results.results.map((hit) => {
            const href =
              hit.entity_type === 'promotion'
                ? entityPath(locale, 'store', hit.slugs)
                : entityPath(locale, hit.entity_type, hit.slugs);
            return (
              <li key={`${hit.entity_type}:${hit.id}`} className="rounded-xl border border-line bg-white p-4 shadow-card">
                <Link href={href} className="font-semibold text-primary-700 hover:underline">
                  {hit.title}
                </Link>
                {hit.store ? <span className="ml-2 text-sm text-muted">{hit.store.name}</span> : null}
                {hit.excerpt ? <p className="mt-1 text-sm text-muted">{hit.excerpt}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </SectionPage>
  );
}
