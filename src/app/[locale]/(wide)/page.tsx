import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomePage } from '@/components/home/HomePage';
import { LOCALES } from '@/lib/locales';
import { homeData } from '@/app/_data/home';
import { getNavigation } from '@/app/_data/navigation';
import { getPageContent } from '@/app/_data/pages';
import { routeLocale } from '@/app/_lib/locale';
import { pageMetadata } from '@/app/_lib/metadata';
import { siteJsonLd } from '@/app/_lib/site-jsonld';
import { JsonLd } from '@/components/seo/JsonLd';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const page = await getPageContent(locale, 'home_page');
  const t = await getTranslations({ locale, namespace: 'Home' });
  return pageMetadata({
    locale,
    path: '/',
    seo: { title: page?.seo_title || t('title'), description: page?.meta_description, image: page?.seo_image?.url },
    alternates: Object.fromEntries(LOCALES.map((l) => [l, '/'])),
    market: true,
  });
}

/** The home page: its reads, then the page itself (src/components/home/HomePage.tsx). */
export default async function HomeRoute({ params }: PageProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  const [home, nav] = await Promise.all([homeData(locale), getNavigation(locale)]);
  return (
    <>
      {siteJsonLd(locale, nav.brand).map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <HomePage locale={locale} home={home} brand={nav.brand} />
    </>
  );
}
