import type { Metadata } from 'next';
import { routeLocale } from '@/app/_lib/locale';
import { StaticPage, staticPageMetadata } from '@/app/_lib/static-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy'>): Promise<Metadata> {
  return staticPageMetadata(await routeLocale(params), 'privacy_policy_page', '/privacy');
}

export default async function Page({ params }: PageProps<'/[locale]/privacy'>) {
  return <StaticPage locale={await routeLocale(params)} pageKey="privacy_policy_page" route="/privacy" />;
}
