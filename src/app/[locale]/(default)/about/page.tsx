import type { Metadata } from 'next';
import { routeLocale } from '@/app/_lib/locale';
import { StaticPage, staticPageMetadata } from '@/app/_lib/static-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  return staticPageMetadata(await routeLocale(params), 'about_us_page', '/about');
}

export default async function Page({ params }: PageProps<'/[locale]/about'>) {
  return <StaticPage locale={await routeLocale(params)} pageKey="about_us_page" route="/about" />;
}
