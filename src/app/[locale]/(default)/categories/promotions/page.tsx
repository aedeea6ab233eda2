import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { tags } from '@/server/cache/invalidate';
import { homepageCategories } from '@/server/services/categories';
import { cachedRead } from '@/app/_lib/cache';
import { routeLocale } from '@/app/_lib/locale';
import { LinkGrid, SectionPage, sectionMetadata } from '@/app/_lib/section-page';

const getHomepageCategories = cachedRead('homepage-categories', homepageCategories, () => [tags.categories]);

export async function generateMetadata({ params }: PageProps<'/[locale]/categories/promotions'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Sections' });
  return sectionMetadata(locale, '/categories/promotions', t('promotions'));
}

/** Promotions by category (SPEC §2.1 category promotions). */
export default async function CategoryPromotionsPage({ params }: PageProps<'/[locale]/categories/promotions'>) {
  const locale = await routeLocale(params);
  const [list, t] = await Promise.all([getHomepageCategories(locale), getTranslations({ locale, namespace: 'Sections' })]);
  return (
    <SectionPage locale={locale} route="/categories/promotions" title={t('promotions')}>
      <LinkGrid items={list.map((c) => ({ id: c.id, name: c.name, href: c.path }))} />
    </SectionPage>
  );
}
