import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
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
import { entityMetadata, goToNotFound, leaveUnknownPath } from '@/app/_lib/entity-page';
import { jsonLdText, PageBreadcrumbs } from '@/app/_lib/breadcrumbs';
import { storeJsonLd } from '@/app/_lib/store-jsonld';
import { originOf } from '@/app/_lib/urls';
import { Container, SectionHeading } from '@/components/ui';
import { hasEnded, splitByExpiry } from '@/components/promotions/expiry';
import { PromotionList } from '@/components/promotions/PromotionCard';
import { PromotionBoard } from '@/components/promotions/PromotionBoard';
import { SharePromotionForm } from '@/components/stores/SharePromotionForm';
import { StoreAbout, StoreCategories } from '@/components/stores/StoreAside';
import { StoreHeader } from '@/components/stores/StoreHeader';
import { PromotionPagination, PromotionTypeTabs } from '@/components/promotions/PromotionListNavigation';
import { PAGE_SIZE } from '@/lib/constants';
import { splitListQuery } from '@/lib/list-query';
import { decodeSlugs, readSlugPath } from '@/lib/path-rules';
import type { Locale } from '@/lib/locales';
import type { StoreDetail } from '@/server/services/stores';
import { PROMOTIONS_ANCHOR, readPromotionListQuery } from '@/lib/promotion-list-query';

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
  const { slugs, search } = splitListQuery(segments);
  const decoded = decodeSlugs(slugs);
  const read = decoded && readSlugPath(decoded);
  if (!read) goToNotFound(locale);
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
  if (!entity) return leaveUnknownPath(locale, slugs);
  if (entity.entity_type !== 'store' || slugs.length !== 1) permanentRedirect(entity.path);
  const store = await getStore(locale, entity.id);
  if (!store) return leaveUnknownPath(locale, slugs);
  return <StorePage locale={locale} store={store} path={entity.path} search={search} />;
}

/** A store (SPEC §2.7): its promotions, related offers, ended promotions, feedback form, reasons and categories. */
async function StorePage({ locale, store, path, search }: { locale: Locale; store: StoreDetail; path: string; search: string }) {
  const { type, page } = readPromotionListQuery(Object.fromEntries(new URLSearchParams(search)), 'either');
  const [t, trail, listed, expiredRead, relatedRead, live, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'Store' }),
    getBreadcrumbs(locale, store.slug, 'store', null, store.id),
    getStorePromotions(locale, store.id, type, page),
    getExpiredPromotions(locale, store.id),
    getRelatedOffers(locale, store.id),
    getStoreLiveFigures(locale, store.id),
    getCategoriesByIds(locale, store.categories.map((category) => category.id).join(',')),
  ]);
  const pages = Math.max(1, Math.ceil((listed?.count ?? 0) / PAGE_SIZE.general));
  if (page > pages) goToNotFound(locale);

  // The reads are cached for a minute: what ended since then leaves the active lists now.
  const now = new Date();
  const { active, expired } = splitByExpiry(listed?.results ?? [], expiredRead?.results ?? [], now);
  const related = (relatedRead?.results ?? []).filter((promotion) => !hasEnded(promotion, now));


  const rating = live?.rating ?? store.rating;
  const ratingCount = live?.rating_count ?? store.rating_count;
  const counts = live?.counts ?? store.counts;
  const origin = originOf(locale);
  const jsonLd = storeJsonLd(
    {
      name: store.name,
      url: `${origin}${path}`,
      logo: store.icon ? `${origin}${store.icon.url}` : null,
      website: store.website,
      rating,
      ratingCount,
    },
    active,
  );

  return (
    <>
      <PageBreadcrumbs locale={locale} items={(trail ?? []).map((crumb) => ({ name: crumb.name, href: crumb.url }))} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <StoreHeader locale={locale} store={store} rating={rating} ratingCount={ratingCount} counts={counts} />
      <PromotionBoard promotions={[...active, ...related]} storeId={store.id}>
        <Container className="grid gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-12">
            <section id={PROMOTIONS_ANCHOR} aria-labelledby="promotions-title" className="scroll-mt-24">
              <SectionHeading id="promotions-title" title={t('promotionsTitle', { store: store.name })} />
              <div className="mb-5">
                <PromotionTypeTabs basePath={path} rule="either" type={type} counts={counts} />
              </div>
              {active.length > 0 ? (
                <PromotionList promotions={active} label={t('promotionsTitle', { store: store.name })} />
              ) : (
                <p className="rounded-xl border border-dashed border-line bg-surface p-6 text-muted">{t('noPromotions')}</p>
              )}
              <PromotionPagination basePath={path} rule="either" type={type} page={page} pages={pages} />
            </section>

            {related.length > 0 ? (
              <section id="related-offers" aria-labelledby="related-title">
                <SectionHeading id="related-title" title={t('relatedTitle')} description={t('relatedIntro', { store: store.name })} />
                <PromotionList promotions={related} showStore label={t('relatedTitle')} />
              </section>
            ) : null}

            {expired.length > 0 ? (
              <section id="expired-promotions" aria-labelledby="expired-title">
                <SectionHeading id="expired-title" title={t('expiredTitle')} description={t('expiredIntro')} />
                <PromotionList promotions={expired} expired label={t('expiredTitle')} />
              </section>
            ) : null}

            <section id="share-promotion" aria-labelledby="share-title" className="rounded-2xl border border-line bg-surface p-5 shadow-card md:p-7">
              <SectionHeading id="share-title" title={t('shareTitle')} description={t('shareIntro', { store: store.name })} />
              <SharePromotionForm storeName={store.name} />
            </section>
          </div>

          <aside aria-label={t('asideLabel', { store: store.name })} className="flex flex-col gap-6">
            <StoreAbout storeName={store.name} description={store.description} reasons={store.reasons} />
            <StoreCategories categories={categories} />
          </aside>
        </Container>
      </PromotionBoard>
    </>
  );
}
