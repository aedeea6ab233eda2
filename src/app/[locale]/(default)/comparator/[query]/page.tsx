import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { compareView } from '@/app/_data/comparator';
import { ComparatorView, comparatorMetadata } from '@/app/_lib/comparator';
import { routeLocale } from '@/app/_lib/locale';
import { comparatorSearch, queryOfSegment, readComparatorQuery } from '@/lib/comparator-query';

type Props = PageProps<'/[locale]/comparator/[query]'>;

/**
 * A filtered view loaded by its address (a shared link, a reload, a visitor without script, a
 * crawler): rendered for its request and never stored, like the search page. Visitors make up
 * views without end; stored, they pushed the site's pages out of the page cache. With script the
 * comparator loads each next view through the API, without this page.
 */
export const dynamic = 'force-dynamic';

/**
 * The view's canonical query, carried in the path by the proxy (src/lib/comparator-query.ts). Any
 * other segment is no page.
 */
async function canonicalQuery(params: Props['params']): Promise<string> {
  const search = queryOfSegment((await params).query);
  if (!search) notFound();
  return comparatorSearch(readComparatorQuery(search)).toString();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return comparatorMetadata(await routeLocale(params), await canonicalQuery(params));
}

export default async function FilteredComparator({ params }: Props) {
  const locale = await routeLocale(params);
  const query = await canonicalQuery(params);
  return <ComparatorView locale={locale} query={query} view={compareView(locale, query)} />;
}
