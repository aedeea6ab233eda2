import type { Metadata } from 'next';
import { routeLocale } from '@/app/_lib/locale';
import { StaticPage, staticPageMetadata } from '@/app/_lib/static-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/cookies'>): Promise<Metadata> {
  return staticPageMetadata(await routeLocale(params), 'cookie_policy_page', '/cookies');
}

export default async function Page({ params }: PageProps<'/[locale]/cookies'>) {
  return <StaticPage locale={await routeLocale(params)} pageKey="cookie_policy_page" route="/cookies" />;
}
