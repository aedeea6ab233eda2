import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { placeCard, promotionTeasers, storeTile } from '@/components/deals/cards';
import { LandingSection } from '@/components/deals/LandingSection';
import { LandingMiddle } from '@/components/deals/LandingSections';
import { LinkChips, PlaceGrid } from '@/components/deals/PlaceCard';
import { CollapsiblePromotionGrid } from '@/components/deals/PromotionTeaser';
import { RichText } from '@/components/deals/RichText';
import { StoreTiles } from '@/components/deals/StoreTiles';
import { AccommodationWidget } from '@/components/integrations/AccommodationWidget';
import { AdSlot } from '@/components/integrations/AdSlot';
import { Container } from '@/components/ui';
import { destinationPlaceQuery } from '@/lib/comparator-places';
import type { DestinationPage as Destination, PropertySummary } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { DestinationSlider } from './DestinationSlider';

export type DestinationPageProps = {
  locale: Locale;
  /** The destination, its descriptions sanitized. */
  page: Destination;
  deals: PropertySummary[] | null;
  /** The trail and the banner, made by the route (the trail is a read of its own). */
  header: ReactNode;
};

/** A destination page (SPEC §2.7): its content, where to go inside it, its promotions and its deals. */
export async function DestinationPage({ locale, page, deals, header }: DestinationPageProps) {
  const [t, tDeals] = await Promise.all([
    getTranslations({ locale, namespace: 'Destinations' }),
    getTranslations({ locale, namespace: 'Deals' }),
  ]);
  const promotions = promotionTeasers(locale, page.promotions);
  const bannerStores = page.banner_stores.map((store) => storeTile(locale, store));

  return (
    <>
      {header}

      <Container className="grid gap-8 py-8 md:py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <RichText sanitizedHtml={page.top_description} className="text-lg" />
        {bannerStores.length > 0 ? (
          <aside aria-labelledby="banner-stores" className="self-start rounded-2xl border border-line bg-white p-5 shadow-card">
            <h2 id="banner-stores" className="mb-4 text-h3 font-bold text-primary-950">
              {t('bannerStoresTitle')}
            </h2>
            <StoreTiles stores={bannerStores} compact />
          </aside>
        ) : null}
      </Container>

      {page.in_slider_sublocations.length > 0 ? (
        <LandingSection id="sublocation-slider" title={t('sliderTitle')}>
          <DestinationSlider
            places={page.in_slider_sublocations.map(placeCard)}
            labelledBy="sublocation-slider"
            previousLabel={tDeals('previous')}
            nextLabel={tDeals('next')}
          />
        </LandingSection>
      ) : null}

      {page.sublocations.length > 0 ? (
        <LandingSection id="sublocations" title={page.level === 1 ? t('childrenRegions') : t('childrenPlaces')} className="pt-0 md:pt-0">
          <LinkChips links={page.sublocations.map((s) => ({ id: s.id, name: s.name, href: s.path }))} />
        </LandingSection>
      ) : null}

      {promotions.length > 0 ? (
        <LandingSection id="destination-promotions" title={t('promotionsTitle')} description={t('promotionsIntro')} tone="tinted">
          <CollapsiblePromotionGrid promotions={promotions} visible={9} />
        </LandingSection>
      ) : null}

      <AdSlot placement="inline" />

      <LandingMiddle
        locale={locale}
        page={page}
        description={page.bottom_description}
        deals={deals}
        comparator={destinationPlaceQuery([...page.parent_path, page.slug])}
      />

      <AccommodationWidget destination={page.name} />

      {page.bottom_related_sublocations.length > 0 ? (
        <LandingSection id="bottom-sublocations" title={t('bottomSublocationsTitle')} tone="tinted">
          <PlaceGrid places={page.bottom_related_sublocations.map(placeCard)} />
        </LandingSection>
      ) : null}

      {page.continent_locations.length > 0 ? (
        <LandingSection id="continent-locations" title={t('continentTitle')}>
          <LinkChips links={page.continent_locations.map((l) => ({ id: l.id, name: l.name, href: l.path }))} />
        </LandingSection>
      ) : null}
    </>
  );
}
