import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { tags } from '@/server/cache/invalidate';
import { listCategories } from '@/server/services/categories';
import type { Locale } from '@/lib/locales';
import { cachedRead } from '@/app/_lib/cache';
import { routeLocale } from '@/app/_lib/locale';
import { LinkGrid, SectionPage, sectionMetadata } from '@/app/_lib/section-page';

const getTopCategories = cachedRead(
  'top-categories',
  (locale: Locale) => listCategories(locale, { page: 1, size: 100, level: 1 }),
  () => [tags.categories],
);

export async function generateMetadata({ params }: PageProps<'/[locale]/categories'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Sections' });
  return sectionMetadata(locale, '/categories', t('categories'));
}

/** The categories list (SPEC §2.7). */
export default async function CategoriesPage({ params }: PageProps<'/[locale]/categories'>) {
  const locale = await routeLocale(params);
  const [list, t] = await Promise.all([getTopCategories(locale), getTranslations({ locale, namespace: 'Sections' })]);
  return (
    <SectionPage locale={locale} route="/categories" title={t('categories')}>
      <LinkGrid items={list.results.map((c) => ({ id: c.id, name: c.name, href: c.path }))} />
    </SectionPage>
  );
}
