import { Img } from '@/components/ui/Img';
import { useTranslations } from 'next-intl';
import { buttonClasses, Container } from '@/components/ui';
import type { Locale } from '@/lib/locales';

import { ExternalIcon } from '@/components/promotions/icons';
import { DeferredStoreRating } from './DeferredStoreRating';
import type { ImageRef } from '@/lib/contracts';
import { OUTBOUND_REL, outPath } from '@/lib/outbound';

type StoreHeaderProps = {
  locale: Locale;
  store: { id: number; name: string; icon: ImageRef | null; website: string };
  rating: number;
  ratingCount: number;
  counts: { coupon_counts: number; offer_counts: number };
};

/** The top of a store page: logo, name, rating with the visitor's vote, and its active codes and offers. */
export function StoreHeader({ locale, store, rating, ratingCount, counts }: StoreHeaderProps) {
  const t = useTranslations('Store');
  return (
    <Container className="py-4 md:py-8">
      {/* On a phone the logo sits beside the name and the counts, so that the first promotion shows on the first screen. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 rounded-2xl border border-line bg-surface p-4 shadow-card md:flex md:flex-row md:gap-5 md:p-7">
        <div className="row-span-2 flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-white md:size-32 md:rounded-2xl">
          {store.icon ? (
            <Img
              src={store.icon.url}
              alt={store.icon.alt || t('logoAlt', { store: store.name })}
              width={128}
              height={128}
              sizes="(min-width: 768px) 128px, 64px"
              preload
              className="size-full object-contain"
            />
          ) : (
            <span aria-hidden="true" className="text-2xl font-bold text-primary-700 md:text-4xl">
              {store.name.charAt(0).toUpperCase()}
            </span>
          )}
        </div>
        <div className="contents md:flex md:min-w-0 md:flex-1 md:flex-col md:gap-3">
          <h1 className="text-h1 font-bold tracking-tight text-ink">{store.name}</h1>
          <p className="flex flex-wrap gap-2 text-sm font-semibold max-md:self-start" data-testid="store-counts">
            <span className="rounded-full bg-primary-100 px-3 py-1 text-primary-800">
              {t('couponCount', { count: counts.coupon_counts })}
            </span>
            <span className="rounded-full bg-accent-100 px-3 py-1 text-accent-800">
              {t('offerCount', { count: counts.offer_counts })}
            </span>
          </p>
          <div className="col-span-2">
            <DeferredStoreRating
              locale={locale}
              storeId={store.id}
              storeName={store.name}
              rating={rating}
              ratingCount={ratingCount}
            />
          </div>
        </div>
        {store.website ? (
          <a
            href={outPath('store', store.id)}
            target="_blank"
            rel={OUTBOUND_REL}
            className={buttonClasses({ variant: 'accent', className: 'col-span-2 justify-self-start md:self-center' })}
          >
            {t('visitSite', { store: store.name })}
            <span className="sr-only"> ({t('newTab')})</span>
            <ExternalIcon />
          </a>
        ) : null}
      </div>
    </Container>
  );
}
