import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { searchSite, SEARCH_PAGE_SIZE } from '@/app/_data/search';
import { getNavigation } from '@/app/_data/navigation';
import { getPageContent } from '@/app/_data/pages';
import { NoResults } from '@/components/search/NoResults';
import { SearchResults } from '@/components/search/SearchResults';
import type { Locale } from '@/lib/locales';
import { fixedPath } from '@/lib/localized-paths';
import { firstParam } from '@/lib/search-params';
import { pathPrefix } from '@/lib/site-domains';
import { captchaSlot } from '@/app/_lib/captcha';
import { routeLocale } from '@/app/_lib/locale';
import { SectionPage, sectionMetadata } from '@/app/_lib/section-page';

type Props = PageProps<'/[locale]/search'>;

/** Results depend on each visitor's query: rendered per request and never shared (`private`). */
export const dynamic = 'force-dynamic';

/** Popular stores and categories offered when a search finds nothing. */
const SUGGESTIONS = 8;

/** Highest page number read (the proxy carries no other); anything else is the first page. */
const MAX_PAGE = 9_999;

function queryOf(value: string | string[] | undefined): string {
  return firstParam(value)?.trim() ?? '';
}

function pageOf(value: string | string[] | undefined): number {
  const page = Number(firstParam(value));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

function textBlock(blocks: Record<string, unknown> | undefined, key: string): string | null {
  const value = blocks?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Sections' });
  return { ...(await sectionMetadata(locale, '/search', t('search'), { pageKey: 'search_page' })), robots: 'noindex,follow' };
}

/**
 * The search page (SPEC §2.7): results of `str`, each labelled with its kind, best first, paged
 * with real links (`?str=…&page=N`); when nothing matches, the no-result message, popular stores
 * and categories, and the propose-a-store form. A search runs only with text (SPEC §5).
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale: Locale = await routeLocale(params);
  const query = await searchParams;
  const str = queryOf(query.str);
  const page = pageOf(query.page);
  const t = await getTranslations({ locale, namespace: 'Sections' });
  const ts = await getTranslations({ locale, namespace: 'Search' });
  const results = str ? await searchSite(locale, str, page) : null;
  const base = `${pathPrefix(locale)}${fixedPath(locale, '/search')}`;
  const hrefOf = (number: number) => `${base}?${new URLSearchParams(number > 1 ? { str, page: String(number) } : { str })}`;

  let noResults = null;
  if (results && results.count === 0) {
    const [content, navigation] = await Promise.all([getPageContent(locale, 'search_page'), getNavigation(locale)]);
    noResults = (
      <NoResults
        locale={locale}
        query={str}
        message={textBlock(content?.blocks, 'noResults') ?? ts('noResults')}
        proposeIntro={textBlock(content?.blocks, 'proposeStore') ?? ts('propose.intro')}
        stores={navigation.topStores.slice(0, SUGGESTIONS)}
        categories={navigation.categories.slice(0, SUGGESTIONS)}
        captcha={captchaSlot()}
      />
    );
  }

  return (
    <SectionPage
      locale={locale}
      route="/search"
      title={str ? t('searchResultsFor', { query: str }) : t('search')}
      intro={str ? undefined : t('searchEmpty')}
      breadcrumbs={false}
    >
      {results && results.count > 0 ? (
        <SearchResults
          hits={results.results}
          count={results.count}
          page={page}
          pages={Math.ceil(results.count / SEARCH_PAGE_SIZE)}
          query={str}
          locale={locale}
          hrefOf={hrefOf}
        />
      ) : null}
      {noResults}
    </SectionPage>
  );
}
