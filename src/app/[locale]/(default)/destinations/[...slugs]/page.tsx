import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LandingSection } from '@/components/deals/LandingSection';
import { LinkChips, PlaceGrid } from '@/components/deals/PlaceCard';
import { CollapsiblePromotionGrid } from '@/components/deals/PromotionTeaser';
import { StoreTiles } from '@/components/deals/StoreTiles';
import { DestinationSlider } from '@/components/destinations/DestinationSlider';
import { Container } from '@/components/ui';
import { routeLocale } from '@/app/_lib/locale';
import { getDestination } from '@/app/_data/destinations';
import { entityDeals } from '@/app/_data/properties';
import { resolveEntity } from '@/app/_data/slugs';
import { entityMetadata, leaveUnknownPath } from '@/app/_lib/entity-page';
import { placeCard, storeTile, promotionTeasers } from '@/app/_lib/cards';
import {
  ContentAndFaq,
  DealsSection,
  Description,
  HotelsSection,
  LandingHeader,
  RelatedCategorySection,
  RelatedPostsSection,
} from '@/app/_lib/landing';
import { fixedPath } from '@/lib/localized-paths';
import { splitListQuery } from '@/lib/list-query';
import { decodeSlugs, readSlugPath } from '@/lib/path-rules';
import type { Locale } from '@/lib/locales';

type Props = PageProps<'/[locale]/destinations/[...slugs]'>;

/** Rendered on a path's first request, then served from the page cache until a write expires it. */
export function generateStaticParams() {
  return [];
}

/**
 * A country, region or place (SPEC §2.1 destination levels), read parent-first (SPEC §2.2); a list
 * query, if any, comes as the last segment.
 */
async function load(locale: Locale, segments: string[]) {
  const { slugs, search } = splitListQuery(segments);
  const decoded = decodeSlugs(slugs);
  const read = decoded && readSlugPath(decoded);
  if (!read || slugs.length > 3) return { slugs, search, page: null };
  const level = slugs.length === 1 ? 'location' : 'sublocation';
  const entity = await resolveEntity(locale, read.slug, level, read.parent);
  const page = entity && entity.entity_type === level ? await getDestination(locale, level, entity.id) : null;
  return { slugs, search, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { page, search } = await load(locale, (await params).slugs);
  if (!page) return {};
  return entityMetadata({
    locale,
    entityType: page.entity_type,
    id: page.id,
    path: page.path,
    search,
    seo: { title: page.seo_title || page.name, description: page.meta_description, image: page.seo_image?.url ?? page.banner?.url },
  });
}

/** A destination page (SPEC §2.7): its content, where to go inside it, its promotions and its deals. */
export default async function DestinationPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { slugs, page } = await load(locale, (await params).slugs);
  if (!page) return leaveUnknownPath(locale, [fixedPath(locale, '/destinations').slice(1), ...slugs]);
  const requested = `${fixedPath(locale, '/destinations')}/${slugs.join('/')}`;
  // A place reached through the wrong region still has one address.
  if (!page.path.endsWith(requested)) permanentRedirect(page.path);

  const [t, deals, tDeals] = await Promise.all([
    getTranslations({ locale, namespace: 'Destinations' }),
    entityDeals(locale, page.datafeed_linking_fields),
    getTranslations({ locale, namespace: 'Deals' }),
  ]);
  const promotions = promotionTeasers(locale, page.promotions);
  const bannerStores = page.banner_stores.map((store) => storeTile(locale, store));

  return (
    <>
      <LandingHeader
        locale={locale}
        id={page.id}
        slug={page.slug}
        entityType={page.entity_type}
        parent={page.parent_path.at(-1) ?? null}
        title={page.header_1 || page.name}
        subtitle={page.header_2}
        banner={page.banner}
      />

      <Container className="grid gap-8 py-8 md:py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <Description html={page.top_description} className="text-lg" />
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

      <DealsSection locale={locale} name={page.name} properties={deals} />
      <HotelsSection locale={locale} properties={page.specific_hotels} />

      <ContentAndFaq locale={locale} html={page.bottom_description} items={page.faq_items} />
      <RelatedPostsSection locale={locale} posts={page.related_posts} />
      <RelatedCategorySection locale={locale} category={page.related_category ? placeCard(page.related_category) : null} />

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
