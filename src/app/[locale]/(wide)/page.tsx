import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui';
import { LOCALES } from '@/lib/locales';
import { getNavigation } from '@/app/_lib/data';
import { routeLocale } from '@/app/_lib/locale';
import { pageMetadata } from '@/app/_lib/metadata';
import { getPageContent } from '@/app/_lib/static-page';
import { entityPath } from '@/lib/entity-paths';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const page = await getPageContent(locale, 'home_page');
  const t = await getTranslations({ locale, namespace: 'Home' });
  return pageMetadata({
    locale,
    path: '/',
    seo: { title: page?.seo_title || t('title'), description: page?.meta_description, image: page?.seo_image?.url },
    alternates: Object.fromEntries(LOCALES.map((l) => [l, '/'])),
  });
}

/** The home page; its sections (categories, sliders, deals) arrive with the discovery pages. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  const [page, nav, t] = await Promise.all([
    getPageContent(locale, 'home_page'),
    getNavigation(locale),
    getTranslations({ locale, namespace: 'Home' }),
  ]);
  return (
    <Container size="wide" className="py-10">
      <h1 className="text-h1 font-bold tracking-tight">{page?.header_1 || t('title')}</h1>
      {page?.header_2 ? <p className="mt-3 max-w-3xl text-lg text-muted">{page.header_2}</p> : null}
      <h2 className="mt-10 text-h2 font-bold">{t('stores')}</h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {nav.topStores.map((store) => (
          <li key={store.id}>
            <Link
              href={entityPath(locale, 'store', [store.slug])}
              className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-card ring-1 ring-line hover:ring-primary-300"
            >
              {store.icon ? <Image src={store.icon.url} alt="" width={48} height={48} className="rounded-lg" /> : null}
              <span className="font-medium">{store.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
