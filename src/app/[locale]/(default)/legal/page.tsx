import type { Metadata } from 'next';
import { routeLocale } from '@/app/_lib/locale';
import { StaticPage, staticPageMetadata } from '@/app/_lib/static-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/legal'>): Promise<Metadata> {
  return staticPageMetadata(await routeLocale(params), 'mentions_legales_page', '/legal');
}

export default async function Page({ params }: PageProps<'/[locale]/legal'>) {
  return <StaticPage locale={await routeLocale(params)} pageKey="mentions_legales_page" route="/legal" />;
}
