import type { Metadata } from 'next';
import { getComparison } from '@/app/_data/comparator';
import { ComparatorView, comparatorMetadata } from '@/app/_lib/comparator';
import { routeLocale } from '@/app/_lib/locale';

type Props = PageProps<'/[locale]/comparator'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return comparatorMetadata(await routeLocale(params), '');
}

/**
 * The comparator of holiday deals without filters (SPEC §2.7): a cached page, refreshed at most a
 * minute after the datafeed changes; the browser checks it is current once it has settled.
 */
export default async function Comparator({ params }: Props) {
  const locale = await routeLocale(params);
  return <ComparatorView locale={locale} query="" view={getComparison(locale)} />;
}
