import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LinkChips } from '@/components/deals/PlaceCard';
import { PromotionGrid } from '@/components/deals/PromotionTeaser';
import { SectionHeading, buttonClasses } from '@/components/ui';
import { getLatestPromotionsPerCategory } from '@/app/_data/promotions';
import { promotionTeasers } from '@/components/deals/cards';
import { routeLocale } from '@/app/_lib/locale';
import { SectionPage, sectionMetadata } from '@/app/_lib/section-page';
import { settle } from '@/app/_lib/settle';
import { promotionListJsonLd } from '@/app/_lib/promotions-jsonld';
import { JsonLd } from '@/components/seo/JsonLd';

export async function generateMetadata({ params }: PageProps<'/[locale]/categories/promotions'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Sections' }),
    getTranslations({ locale, namespace: 'Categories' }),
  ]);
  return sectionMetadata(locale, '/categories/promotions', t('promotions'), { description: texts('promotionsPageIntro') });
}

/**
 * Promotions by category (SPEC §2.1 category promotions): each top-level category with its newest
 * active promotions and a link to all of them on its page. A failing read leaves the list empty (SPEC §8).
 */
export default async function CategoryPromotionsPage({ params }: PageProps<'/[locale]/categories/promotions'>) {
  const locale = await routeLocale(params);
  const [all, sections, t] = await Promise.all([
    settle(getLatestPromotionsPerCategory(locale), [], 'latest promotions per category'),
    getTranslations({ locale, namespace: 'Sections' }),
    getTranslations({ locale, namespace: 'Categories' }),
  ]);
  const withPromotions = all.filter((entry) => entry.total > 0);
  return (
    <SectionPage locale={locale} route="/categories/promotions" title={sections('promotions')} intro={t('promotionsPageIntro')}>
      <JsonLd data={promotionListJsonLd(locale, withPromotions.flatMap((entry) => entry.promotions))} />
      {withPromotions.length > 0 ? (
        <div className="mt-6">
          <LinkChips
            label={t('jumpTo')}
            links={withPromotions.map(({ category }) => ({ id: category.id, name: category.name, href: `#category-${category.slug}` }))}
          />
        </div>
      ) : (
        <p className="mt-8 text-muted">{t('noPromotionsYet')}</p>
      )}
      {withPromotions.map(({ category, total, promotions }) => (
        <section
          key={category.id}
          id={`category-${category.slug}`}
          aria-labelledby={`category-${category.slug}-heading`}
          className="mt-12 scroll-mt-4 md:mt-16"
        >
          <SectionHeading
            id={`category-${category.slug}-heading`}
            title={<Link href={category.path} className="hover:text-primary-700 hover:underline">{category.name}</Link>}
            eyebrow={t('latestIn')}
            description={t('results', { count: total })}
            action={
              <Link href={`${category.path}#promotions`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                {t('seeAll', { count: total })}
              </Link>
            }
          />
          <PromotionGrid columns={4} promotions={promotionTeasers(locale, promotions)} />
        </section>
      ))}
    </SectionPage>
  );
}
