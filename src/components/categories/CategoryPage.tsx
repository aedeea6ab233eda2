import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { CategoryPromotions } from '@/components/categories/CategoryPromotions';
import { AdSlot } from '@/components/integrations/AdSlot';
import { placeCard, promotionTeasers, storeTile } from '@/components/deals/cards';
import { LandingSection } from '@/components/deals/LandingSection';
import { LandingMiddle } from '@/components/deals/LandingSections';
import { LinkChips, PlaceGrid } from '@/components/deals/PlaceCard';
import { RichText } from '@/components/deals/RichText';
import { StoreTiles } from '@/components/deals/StoreTiles';
import { DestinationSlider } from '@/components/destinations/DestinationSlider';
import { Container } from '@/components/ui';
import { PAGE_SIZE } from '@/lib/constants';
import type { CategoryPage as Category, Promotion, PropertySummary } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import type { PromotionListQuery } from '@/lib/promotion-list-query';

export type CategoryPageProps = {
  locale: Locale;
  /** The category, its descriptions sanitized. */
  page: Category;
  list: PromotionListQuery;
  promotions: { count: number; results: Promotion[] };
  deals: PropertySummary[] | null;
  /** The trail and the banner, made by the route (the trail is a read of its own). */
  header: ReactNode;
};

/**
 * A category page (SPEC §2.7): its subcategories, promotions (paged), stores, property deals,
 * hotels, FAQ, related posts and category, and the stores at the bottom.
 */
export async function CategoryPage({ locale, page, list, promotions, deals, header }: CategoryPageProps) {
  const [t, tDeals] = await Promise.all([
    getTranslations({ locale, namespace: 'Categories' }),
    getTranslations({ locale, namespace: 'Deals' }),
  ]);
  const stores = page.stores.map((store) => storeTile(locale, store));
  // The editors' pick of subcategories goes in a carousel; the rest of the children follow as links.
  const slider = page.in_slider_subcategories;
  const otherChildren = page.children_categories.filter((child) => !slider.some((picked) => picked.id === child.id));

  return (
    <>
      {header}

      <Container className="py-8 md:py-10">
        <RichText sanitizedHtml={page.top_description} className="text-lg" />
      </Container>

      {slider.length > 0 ? (
        <LandingSection id="child-categories" title={t('childrenTitle')} className="pt-0 md:pt-0">
          <DestinationSlider
            places={slider.map(placeCard)}
            labelledBy="child-categories"
            previousLabel={tDeals('previous')}
            nextLabel={tDeals('next')}
          />
          {otherChildren.length > 0 ? (
            <div className="mt-6">
              <LinkChips links={otherChildren.map((c) => ({ id: c.id, name: c.name, href: c.path }))} />
            </div>
          ) : null}
        </LandingSection>
      ) : page.children_categories.length > 0 ? (
        <LandingSection id="child-categories" title={t('childrenTitle')} className="pt-0 md:pt-0">
          <PlaceGrid places={page.children_categories.map(placeCard)} />
        </LandingSection>
      ) : null}

      <section id="promotions" aria-labelledby="promotions-heading" className="scroll-mt-4 bg-white py-10 md:py-14">
        <Container>
          <h2 id="promotions-heading" className="mb-5 text-h2 text-primary-950">
            {t('promotionsTitle')}
          </h2>
          <CategoryPromotions
            basePath={page.path}
            type={list.type}
            page={list.page}
            pageSize={PAGE_SIZE.general}
            count={promotions.count}
            promotions={promotionTeasers(locale, promotions.results)}
          />
        </Container>
      </section>

      {stores.length > 0 ? (
        <LandingSection id="category-stores" title={t('storesTitle')}>
          <StoreTiles stores={stores} />
        </LandingSection>
      ) : null}

      <AdSlot placement="inline" />

      <LandingMiddle locale={locale} page={page} description={page.below_description} deals={deals} />

      {page.bottom_related_stores.length > 0 ? (
        <LandingSection id="bottom-stores" title={t('bottomStoresTitle')} tone="tinted">
          <StoreTiles stores={page.bottom_related_stores.map((store) => storeTile(locale, store))} />
        </LandingSection>
      ) : null}
    </>
  );
}
