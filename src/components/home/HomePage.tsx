import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { placeCard, storeTile } from '@/components/deals/cards';
import { HeroBanner } from '@/components/deals/HeroBanner';
import { LandingSection } from '@/components/deals/LandingSection';
import { PlaceGrid } from '@/components/deals/PlaceCard';
import { PropertyGrid } from '@/components/deals/PropertyCard';
import { RichText } from '@/components/deals/RichText';
import { StoreTiles } from '@/components/deals/StoreTiles';
import { DestinationSlider } from '@/components/destinations/DestinationSlider';
import { DestinationTabs } from '@/components/destinations/DestinationTabs';
import { buttonClasses } from '@/components/ui';
import type { HomeData } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { localeHref } from '@/lib/localized-paths';

/** A text the editors may set in the home page's blocks, else the translated default. */
function blockText(blocks: Record<string, unknown> | undefined, key: string, fallback: string): string {
  const value = blocks?.[key];
  return typeof value === 'string' && value.trim() ? value : fallback;
}


/**
 * The home page (SPEC §2.7): the page content and banner, the home page categories, the featured
 * destinations with their sublocation sliders, and the home datafeed of best-offer properties.
 */
export async function HomePage({ locale, home, brand }: { locale: Locale; home: HomeData; brand: string }) {
  const [t, tDeals] = await Promise.all([getTranslations({ locale, namespace: 'Home' }), getTranslations({ locale, namespace: 'Deals' })]);
  const { page, banner } = home;
  const blocks = page?.blocks;

  return (
    <>
      <HeroBanner
        size="large"
        eyebrow={t('heroEyebrow')}
        title={page?.header_1 || t('title')}
        subtitle={page?.header_2 || undefined}
        image={banner?.image ?? page?.banner ?? null}
      >
        {banner?.title && banner.link ? (
          <Link
            href={banner.link}
            className="group inline-flex max-w-xl items-center gap-3 rounded-2xl bg-white/95 px-5 py-3 font-semibold text-primary-950 shadow-raised hover:bg-white"
          >
            <span>{banner.title}</span>
            <span aria-hidden="true" className="text-accent-600 transition-transform group-hover:translate-x-1">
              →
            </span>
          </Link>
        ) : null}
        <Link href={localeHref(locale, '/destinations')} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
          {t('allDestinations')}
        </Link>
      </HeroBanner>

      {home.categories.length > 0 ? (
        <LandingSection
          id="home-categories"
          title={blockText(blocks, 'categoriesTitle', t('categories'))}
          action={
            <Link href={localeHref(locale, '/categories')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('allCategories')}
            </Link>
          }
        >
          <PlaceGrid places={home.categories.map(placeCard)} />
        </LandingSection>
      ) : null}

      {home.sliders.length > 0 ? (
        <LandingSection
          id="home-sliders"
          tone="tinted"
          title={blockText(blocks, 'slidersTitle', t('destinations'))}
          description={t('slidersIntro')}
        >
          <DestinationTabs
            label={blockText(blocks, 'slidersTitle', t('destinations'))}
            previousLabel={tDeals('previous')}
            nextLabel={tDeals('next')}
            tabs={home.sliders.map((slider, index) => {
              const places = [slider, ...slider.in_slider_sublocations].map(placeCard);
              const sliderLabel = t('sliderOf', { name: slider.name });
              return {
                id: slider.id,
                name: slider.name,
                sliderLabel,
                ...(index === 0
                  ? {
                      slider: (
                        <DestinationSlider places={places} label={sliderLabel} previousLabel={tDeals('previous')} nextLabel={tDeals('next')} />
                      ),
                    }
                  : { places }),
                discover: (
                  <Link href={slider.path} className="mt-2 inline-block font-semibold text-primary-700 underline-offset-4 hover:underline">
                    {t('discover', { name: slider.name })} →
                  </Link>
                ),
              };
            })}
          />
        </LandingSection>
      ) : null}

      {home.deals.length > 0 ? (
        <LandingSection
          id="home-deals"
          title={blockText(blocks, 'dealsTitle', t('deals'))}
          description={t('dealsIntro')}
          action={
            <Link href={localeHref(locale, '/comparator')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('compareDeals')}
            </Link>
          }
        >
          <PropertyGrid properties={home.deals} />
        </LandingSection>
      ) : null}

      {home.stores.length > 0 ? (
        <LandingSection id="home-stores" tone="tinted" title={t('stores')} description={t('storesIntro')}>
          <StoreTiles stores={home.stores.map((store) => storeTile(locale, store))} />
        </LandingSection>
      ) : null}

      {page?.content ? (
        <LandingSection id="home-about" title={t('aboutTitle', { brand })}>
          {/* Sanitized by the pages service when read. */}
          <RichText sanitizedHtml={page.content} />
        </LandingSection>
      ) : null}
    </>
  );
}
