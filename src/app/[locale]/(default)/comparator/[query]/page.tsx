import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { compareView, readComparatorView } from '@/app/_data/comparator';
import { ComparatorView, comparatorMetadata } from '@/app/_lib/comparator';
import { routeLocale } from '@/app/_lib/locale';
import { queryOfSegment } from '@/lib/comparator-query';
import type { Locale } from '@/lib/locales';

type Props = PageProps<'/[locale]/comparator/[query]'>;

/**
 * A filtered view loaded by its address (a shared link, a reload, a visitor without script, a
 * crawler): rendered for its request and never stored, like the search page. Visitors make up
 * views without end; stored, they pushed the site's pages out of the page cache. With script the
 * comparator loads each next view through the API, without this page.
 */
export const dynamic = 'force-dynamic';

/**
 * The view's query, carried in the path by the proxy (src/lib/comparator-query.ts), its places
 * resolved in the locale: the state to read and the canonical query to show. Any other segment is
 * no page.
 */
async function readView(params: Props['params'], locale: Locale) {
  const search = queryOfSegment((await params).query);
  if (!search) notFound();
  return readComparatorView(locale, search);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return comparatorMetadata(locale, (await readView(params, locale)).query);
}

export default async function FilteredComparator({ params }: Props) {
  const locale = await routeLocale(params);
  const { state, query } = await readView(params, locale);
  return <ComparatorView locale={locale} query={query} view={compareView(locale, state)} />;
}
