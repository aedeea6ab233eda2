import type { Metadata } from 'next';
import { routeLocale } from '@/app/_lib/locale';
import { StaticPage, staticPageMetadata } from '@/app/_lib/static-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  return staticPageMetadata(await routeLocale(params), 'conditions_page', '/terms');
}

export default async function Page({ params }: PageProps<'/[locale]/terms'>) {
  return <StaticPage locale={await routeLocale(params)} pageKey="conditions_page" route="/terms" />;
}
