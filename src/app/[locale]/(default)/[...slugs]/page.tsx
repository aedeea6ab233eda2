import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { captchaSlot } from '@/app/_lib/captcha';
import { routeLocale } from '@/app/_lib/locale';
import { getCategoriesByIds } from '@/app/_data/categories';
import { getBreadcrumbs, resolveEntity } from '@/app/_data/slugs';
import {
  getExpiredPromotions,
  getRelatedOffers,
  getStore,
  getStoreLiveFigures,
  getStorePromotions,
} from '@/app/_data/stores';
import { entityMetadata, goToNotFound } from '@/app/_lib/entity-page';
import { PageBreadcrumbs } from '@/app/_lib/breadcrumbs';
import { storeJsonLd } from '@/app/_lib/store-jsonld';
import { originOf } from '@/app/_lib/urls';
import { hasEnded, splitByExpiry } from '@/components/promotions/expiry';
import { PAGE_SIZE } from '@/lib/constants';
import { splitListQuery } from '@/lib/list-query';
import { decodeSlugs, readSlugPath } from '@/lib/path-rules';
import type { Locale } from '@/lib/locales';
import type { StoreDetail } from '@/server/services/stores';
import { readPromotionListQuery } from '@/lib/promotion-list-query';
import { StorePage } from '@/components/stores/StorePage';
import { JsonLd } from '@/components/seo/JsonLd';

type Props = PageProps<'/[locale]/[...slugs]'>;

/** Rendered on a path's first request, then served from the page cache until a write expires it. */
export function generateStaticParams() {
  return [];
}

/**
 * Paths without a section prefix (SPEC §2.2): a single slug is asked of the slug registry and may
 * be a store (rendered here) or any other entity (sent to its own address); two or three slugs
 * name a parent and a child. The list query (`?type=&page=`) comes as the last segment.
 */
async function resolve(locale: Locale, segments: string[]) {
  const split = splitListQuery(segments, 'store');
  const decoded = split && decodeSlugs(split.slugs);
  const read = decoded && readSlugPath(decoded);
  if (!split || !read) goToNotFound(locale);
  const { slugs, search } = split;
  const entity = await resolveEntity(locale, read.slug, null, read.parent);
  return { slugs, search, entity };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { slugs, search, entity } = await resolve(locale, (await params).slugs);
  if (!entity || entity.entity_type !== 'store' || slugs.length !== 1) return {};
  const store = await getStore(locale, entity.id);
  if (!store) return {};
  return entityMetadata({
    locale,
    entityType: 'store',
    id: store.id,
    path: entity.path,
    search,
    seo: { title: store.seo_title || store.name, description: store.meta_description, image: store.seo_image?.url ?? store.icon?.url },
  });
}

export default async function RootSlugPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { slugs, search, entity } = await resolve(locale, (await params).slugs);
  if (!entity) return goToNotFound(locale);
  if (entity.entity_type !== 'store' || slugs.length !== 1) permanentRedirect(entity.path);
  const store = await getStore(locale, entity.id);
  if (!store) return goToNotFound(locale);
  return <StoreRoute locale={locale} store={store} path={entity.path} search={search} />;
}

/** A store (SPEC §2.7): its promotions, related offers, ended promotions, feedback form, reasons and categories. */
/** A store's page: its reads, then the page itself (src/components/stores/StorePage.tsx). */
async function StoreRoute({ locale, store, path, search }: { locale: Locale; store: StoreDetail; path: string; search: string }) {
  const { type, page } = readPromotionListQuery(Object.fromEntries(new URLSearchParams(search)), 'either');
  const [trail, first, expiredRead, relatedRead, live, categories] = await Promise.all([
    getBreadcrumbs(locale, store.slug, 'store', null, store.id),
    getStorePromotions(locale, store.id, type, 1),
    getExpiredPromotions(locale, store.id),
    getRelatedOffers(locale, store.id),
    getStoreLiveFigures(locale, store.id),
    getCategoriesByIds(locale, store.categories.map((category) => category.id).join(',')),
  ]);
  // The number of pages comes from the first page, which every page of the list reads: a page
  // past the last is the not-found page without a read of its own kept in the cache.
  const pages = Math.max(1, Math.ceil((first?.count ?? 0) / PAGE_SIZE.general));
  if (page > pages) goToNotFound(locale);
  const listed = page === 1 ? first : await getStorePromotions(locale, store.id, type, page);

  // The reads are cached for a minute: what ended since then leaves the active lists now.
  const now = new Date();
  const { active, expired } = splitByExpiry(listed?.results ?? [], expiredRead?.results ?? [], now);
  const related = (relatedRead?.results ?? []).filter((promotion) => !hasEnded(promotion, now));
  const rating = live?.rating ?? store.rating;
  const ratingCount = live?.rating_count ?? store.rating_count;
  const origin = originOf(locale);
  const jsonLd = storeJsonLd(
    { name: store.name, url: `${origin}${path}`, logo: store.icon ? `${origin}${store.icon.url}` : null, website: store.website, rating, ratingCount },
    active,
  );

  return (
    <StorePage
      locale={locale}
      store={store}
      path={path}
      list={{ type, page, pages }}
      active={active}
      related={related}
      expired={expired}
      rating={rating}
      ratingCount={ratingCount}
      counts={live?.counts ?? store.counts}
      categories={categories}
      captcha={captchaSlot()}
      head={
        <>
          <PageBreadcrumbs locale={locale} items={(trail ?? []).map((crumb) => ({ name: crumb.name, href: crumb.url }))} />
          <JsonLd data={jsonLd} />
        </>
      }
    />
  );
}
