import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CategoryPromotions } from '@/components/categories/CategoryPromotions';
import { LandingSection } from '@/components/deals/LandingSection';
import { LinkChips, PlaceGrid } from '@/components/deals/PlaceCard';
import { DestinationSlider } from '@/components/destinations/DestinationSlider';
import { StoreTiles } from '@/components/deals/StoreTiles';
import { Container } from '@/components/ui';
import { routeLocale } from '@/app/_lib/locale';
import { getCategory } from '@/app/_data/categories';
import { getCategoryPromotions } from '@/app/_data/promotions';
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
import { settle } from '@/app/_lib/settle';
import { PAGE_SIZE } from '@/lib/constants';
import { fixedPath } from '@/lib/localized-paths';
import { splitListQuery } from '@/lib/list-query';
import { decodeSlugs, readSlugPath } from '@/lib/path-rules';
import type { Locale } from '@/lib/locales';
import { readPromotionListQuery } from '@/lib/promotion-list-query';

type Props = PageProps<'/[locale]/categories/[...slugs]'>;

/** Rendered on a path's first request, then served from the page cache until a write expires it. */
export function generateStaticParams() {
  return [];
}

/**
 * A category on one of its three levels (SPEC §2.1), read parent-first (SPEC §2.2); the list query
 * (`?type=&page=`) comes as the last segment.
 */
async function load(locale: Locale, segments: string[]) {
  const { slugs, search } = splitListQuery(segments);
  const decoded = decodeSlugs(slugs);
  const read = decoded && readSlugPath(decoded);
  if (!read || slugs.length > 3) return { slugs, search, page: null };
  const entity = await resolveEntity(locale, read.slug, slugs.length === 1 ? 'category' : 'subcategory', read.parent);
  const page = entity && (entity.entity_type === 'category' || entity.entity_type === 'subcategory') ? await getCategory(locale, entity.id) : null;
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
    // SPEC §4: with both type and page, the canonical keeps `?page=N...`.
    search,
    seo: { title: page.seo_title || page.name, description: page.meta_description, image: page.seo_image?.url ?? page.banner?.url },
  });
}

/**
 * A category page (SPEC §2.7). A failing category read is not caught here: it reaches the error
 * page (SPEC §8); its promotion list and datafeed may fail alone and are then left empty.
 */
export default async function CategoryPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { slugs, search, page } = await load(locale, (await params).slugs);
  if (!page) return leaveUnknownPath(locale, [fixedPath(locale, '/categories').slice(1), ...slugs]);
  const requested = `${fixedPath(locale, '/categories')}/${slugs.join('/')}`;
  if (!page.path.endsWith(requested)) permanentRedirect(page.path);

  const query = readPromotionListQuery(Object.fromEntries(new URLSearchParams(search)), 'both');
  const [t, tDeals, deals, promotions] = await Promise.all([
    getTranslations({ locale, namespace: 'Categories' }),
    getTranslations({ locale, namespace: 'Deals' }),
    entityDeals(locale, page.datafeed_linking_fields),
    settle(
      getCategoryPromotions(locale, page.id, query.type, query.page),
      null,
      'category promotions',
    ),
  ]);
  const stores = page.stores.map((store) => storeTile(locale, store));
  // The editors' pick of subcategories goes in a carousel; the rest of the children follow as links.
  const slider = page.in_slider_subcategories;
  const otherChildren = page.children_categories.filter((child) => !slider.some((picked) => picked.id === child.id));

  return (
    <>
      <LandingHeader
        locale={locale}
        id={page.id}
        slug={page.slug}
        entityType={page.entity_type}
        parent={page.parent_category?.slug ?? null}
        title={page.header_1 || page.name}
        subtitle={page.header_2}
        banner={page.banner}
      />

      <Container className="py-8 md:py-10">
        <Description html={page.top_description} className="text-lg" />
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
            type={query.type}
            page={query.page}
            pageSize={PAGE_SIZE.general}
            count={promotions?.count ?? 0}
            promotions={promotionTeasers(locale, promotions?.results ?? [])}
          />
        </Container>
      </section>

      {stores.length > 0 ? (
        <LandingSection id="category-stores" title={t('storesTitle')}>
          <StoreTiles stores={stores} />
        </LandingSection>
      ) : null}

      <DealsSection locale={locale} name={page.name} properties={deals} />
      <HotelsSection locale={locale} properties={page.specific_hotels} />

      <ContentAndFaq locale={locale} html={page.below_description} items={page.faq_items} />
      <RelatedPostsSection locale={locale} posts={page.related_posts} />
      <RelatedCategorySection locale={locale} category={page.related_category ? placeCard(page.related_category) : null} />

      {page.bottom_related_stores.length > 0 ? (
        <LandingSection id="bottom-stores" title={t('bottomStoresTitle')} tone="tinted">
          <StoreTiles stores={page.bottom_related_stores.map((store) => storeTile(locale, store))} />
        </LandingSection>
      ) : null}
    </>
  );
}
