import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { CategoryPage } from '@/components/categories/CategoryPage';
import { routeLocale } from '@/app/_lib/locale';
import { getCategory } from '@/app/_data/categories';
import { sanitizeCmsHtml } from '@/app/_data/html';
import { getCategoryPromotions } from '@/app/_data/promotions';
import { entityDeals } from '@/app/_data/properties';
import { resolveEntity } from '@/app/_data/slugs';
import { entityMetadata, goToNotFound } from '@/app/_lib/entity-page';
import { LandingHeader, specificHotelsJsonLd } from '@/app/_lib/landing';
import { promotionListJsonLd } from '@/app/_lib/promotions-jsonld';
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
  const split = splitListQuery(segments, 'category');
  if (!split) return { slugs: segments, search: '', page: null };
  const { slugs, search } = split;
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
export default async function CategoryRoute({ params }: Props) {
  const locale = await routeLocale(params);
  const { slugs, search, page } = await load(locale, (await params).slugs);
  if (!page) return goToNotFound(locale);
  const requested = `${fixedPath(locale, '/categories')}/${slugs.join('/')}`;
  if (!page.path.endsWith(requested)) permanentRedirect(page.path);

  const query = readPromotionListQuery(Object.fromEntries(new URLSearchParams(search)), 'both');
  const promotionsPage = (number: number) => settle(getCategoryPromotions(locale, page.id, query.type, number), null, 'category promotions');
  const [deals, first] = await Promise.all([entityDeals(locale, page.datafeed_linking_fields), promotionsPage(1)]);
  // A page past the last is no page of the list: known from the first page, which every page
  // reads, so that no read of its own is kept in the cache. A list that failed to load is shown
  // empty (SPEC §8).
  if (first && query.page > Math.max(1, Math.ceil(first.count / PAGE_SIZE.general))) goToNotFound(locale);
  const promotions = query.page === 1 || !first ? first : await promotionsPage(query.page);
  return (
    <CategoryPage
      locale={locale}
      page={{ ...page, top_description: sanitizeCmsHtml(page.top_description), below_description: sanitizeCmsHtml(page.below_description) }}
      list={query}
      promotions={promotions ?? { count: 0, results: [] }}
      deals={deals}
      header={
        <LandingHeader
          locale={locale}
          id={page.id}
          slug={page.slug}
          entityType={page.entity_type}
          parent={page.parent_category?.slug ?? null}
          title={page.header_1 || page.name}
          subtitle={page.header_2}
          banner={page.banner}
          jsonLd={[specificHotelsJsonLd(locale, page.path, page.specific_hotels), promotionListJsonLd(locale, promotions?.results ?? [])]}
        />
      }
    />
  );
}
