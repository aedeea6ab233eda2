import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryOverview } from '@/components/categories/CategoryOverview';
import { getCategoryTree } from '@/app/_data/categories';
import { routeLocale } from '@/app/_lib/locale';
import { SectionPage, sectionMetadata } from '@/app/_lib/section-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/categories'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Sections' }),
    getTranslations({ locale, namespace: 'Categories' }),
  ]);
  return sectionMetadata(locale, '/categories', t('categories'), { description: texts('intro') });
}

/** The categories list (SPEC §2.7): each top-level category with its subcategories. */
export default async function CategoriesPage({ params }: PageProps<'/[locale]/categories'>) {
  const locale = await routeLocale(params);
  const [tree, sections, t] = await Promise.all([
    getCategoryTree(locale),
    getTranslations({ locale, namespace: 'Sections' }),
    getTranslations({ locale, namespace: 'Categories' }),
  ]);
  const tops = tree.filter((category) => category.level === 1);
  return (
    <SectionPage locale={locale} route="/categories" title={sections('categories')} intro={t('intro')}>
      <ul className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {tops.map((category) => (
          <li key={category.id}>
            <CategoryOverview
              childrenLabel={t('childrenOf', { name: category.name })}
              category={{
                id: category.id,
                name: category.name,
                href: category.path,
                banner: category.banner,
                icon: category.icon,
                children: tree
                  .filter((child) => child.parent_id === category.id)
                  .map((child) => ({ id: child.id, name: child.name, href: child.path })),
              }}
            />
          </li>
        ))}
      </ul>
    </SectionPage>
  );
}
