import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/app/_lib/locale';
import { NotFoundContent } from '@/app/_lib/not-found-content';

export async function generateMetadata({ params }: PageProps<'/[locale]/not-found'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('label'), description: `${t('message')} ${t('hint')}`, robots: { index: false, follow: true } };
}

/**
 * `/not-found`, where unknown paths are sent (DESIGN §9). The proxy answers a visitor's request
 * for it with this page's HTML and the status 404 (src/proxy/not-found.ts): notFound()
 * would give the status, but Next 16 sends its server HTML empty, so the page would appear only
 * once JavaScript runs.
 */
export default async function NotFoundRoute({ params }: PageProps<'/[locale]/not-found'>) {
  return <NotFoundContent locale={await routeLocale(params)} />;
}
