import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PromotionList } from '@/components/promotions/PromotionCard';
import { PromotionBoard } from '@/components/promotions/PromotionBoard';
import { PromotionPagination, PromotionTypeTabs } from '@/components/promotions/PromotionListNavigation';

import { Container, SectionHeading } from '@/components/ui';
import type { Locale } from '@/lib/locales';
import { PROMOTIONS_ANCHOR, type PromotionListQuery } from '@/lib/promotion-list-query';
import { DeferredSharePromotionForm } from './DeferredSharePromotionForm';
import { AdSlot } from '@/components/integrations/AdSlot';
import { StoreAbout, StoreCategories } from './StoreAside';
import { StoreAlertBox } from './StoreAlertBox';
import { StoreHeader } from './StoreHeader';
import type { Promotion, StoreDetail } from '@/lib/contracts';

export type StorePageProps = {
  locale: Locale;
  store: StoreDetail;
  /** The store's address, the base of its list links. */
  path: string;
  list: PromotionListQuery & { pages: number };
  active: Promotion[];
  related: Promotion[];
  expired: Promotion[];
  rating: number;
  ratingCount: number;
  counts: StoreDetail['counts'];
  categories: { id: number; name: string; path: string }[];
  /** The trail and the page's structured data, made by the route (they know the site's address). */
  head: ReactNode;
  /** The feedback form's captcha (Captcha.tsx), when the site has one. */
  captcha?: ReactNode;
};

/** A store (SPEC §2.7): its promotions, related offers, ended promotions, feedback form, reasons and categories. */
export function StorePage({ locale, store, path, list, active, related, expired, rating, ratingCount, counts, categories, head, captcha }: StorePageProps) {
  const t = useTranslations('Store');
  return (
    <>
      {head}
      <StoreHeader locale={locale} store={store} rating={rating} ratingCount={ratingCount} counts={counts} />
      <PromotionBoard promotions={[...active, ...related]} storeId={store.id}>
        <Container className="grid gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-12">
            <section id={PROMOTIONS_ANCHOR} aria-labelledby="promotions-title" className="scroll-mt-24">
              <SectionHeading id="promotions-title" title={t('promotionsTitle', { store: store.name })} />
              <div className="mb-5">
                <PromotionTypeTabs basePath={path} rule="either" type={list.type} counts={counts} />
              </div>
              {active.length > 0 ? (
                <PromotionList promotions={active} label={t('promotionsTitle', { store: store.name })} />
              ) : (
                <p className="rounded-xl border border-dashed border-line bg-surface p-6 text-muted">{t('noPromotions')}</p>
              )}
              <PromotionPagination basePath={path} rule="either" type={list.type} page={list.page} pages={list.pages} />
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
              <DeferredSharePromotionForm
                storeName={store.name}
                captcha={captcha}
              />
            </section>
          </div>

          <aside aria-label={t('asideLabel', { store: store.name })} className="flex flex-col gap-6">
            <StoreAlertBox storeId={store.id} storeName={store.name} captcha={captcha} />
            <StoreAbout storeName={store.name} description={store.description} reasons={store.reasons} />
            <StoreCategories categories={categories} />
            <AdSlot placement="aside" />
          </aside>
        </Container>
      </PromotionBoard>
    </>
  );
}
