import { Img } from '@/components/ui/Img';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { Badge, Card, cx } from '@/components/ui';
import { ChevronDown } from '@/components/ui/ChevronDown';
import type { PromotionTeaserData } from './types';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * A promotion on a category or destination page. Its title leads to the store's page with the
 * promotion's dialog open (code to copy, offer to use); the whole card is that one link.
 */
export function PromotionTeaser({ promotion }: { promotion: PromotionTeaserData }) {
  const t = useTranslations('Deals');
  const format = useFormatter();
  const { store } = promotion;
  const ends = promotion.ends_at ? format.dateTime(new Date(promotion.ends_at), { dateStyle: 'medium' }) : null;
  return (
    <Card as="article" padding="none" interactive className="group flex h-full flex-col">
      <div className="flex items-center gap-3 border-b border-dashed border-primary-200 bg-primary-50 px-4 py-3">
        {store.icon ? (
          <Img
            src={store.icon.url}
            alt=""
            width={40}
            height={40}
            sizes="40px"
            className="size-10 shrink-0 rounded-lg border border-line bg-white object-contain"
          />
        ) : (
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-700 text-sm font-bold text-white">
            {initialsOf(store.name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-primary-900">{store.name}</p>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {promotion.type === 'coupon' ? t('coupon') : t('offer')}
          </p>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {promotion.offer || promotion.is_exclusive ? (
          <div className="flex flex-wrap items-center gap-2">
            {promotion.offer ? <p className="text-xl leading-tight font-extrabold text-accent-700">{promotion.offer}</p> : null}
            {promotion.is_exclusive ? (
              <Badge variant="deal" size="sm">
                {t('exclusive')}
              </Badge>
            ) : null}
          </div>
        ) : null}
        <h3 className="text-base leading-snug font-bold text-ink">
          <Link href={promotion.href} className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary-700">
            {promotion.title}
            <span className="sr-only"> {t('promotionAt', { store: store.name })}</span>
          </Link>
        </h3>
        {/* Phones show the essentials only: a page of twenty cards stays scrollable. */}
        {promotion.description ? <p className="line-clamp-2 text-sm text-muted max-sm:hidden">{promotion.description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2 text-sm">
          <span className="text-muted">{ends ? t('validUntil', { date: ends }) : t('noEndDate')}</span>
          <span aria-hidden="true" className="shrink-0 font-semibold text-primary-700 group-hover:underline">
            {promotion.type === 'coupon' ? t('seeCode') : t('seeOffer')} →
          </span>
        </div>
      </div>
    </Card>
  );
}

/** Promotion cards in a grid: one column on phones, then two, then three (or four in a row of four). */
export function PromotionGrid({
  promotions,
  label,
  columns = 3,
}: {
  promotions: PromotionTeaserData[];
  label?: string;
  columns?: 3 | 4;
}) {
  return (
    <ul className={cx('grid gap-4 sm:grid-cols-2', columns === 3 ? 'lg:grid-cols-3' : 'xl:grid-cols-4')} aria-label={label}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionTeaser promotion={promotion} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A long list of promotions: the first ones in the grid, the others behind a native disclosure
 * (keyboard and screen readers get it for free, and it works before any script runs).
 */
export function CollapsiblePromotionGrid({ promotions, visible }: { promotions: PromotionTeaserData[]; visible: number }) {
  const t = useTranslations('Deals');
  const rest = promotions.slice(visible);
  return (
    <>
      <PromotionGrid promotions={promotions.slice(0, visible)} />
      {rest.length > 0 ? (
        <details className="group mt-4">
          <summary className="mx-auto flex w-fit cursor-pointer list-none items-center gap-2 rounded-full border border-primary-700 bg-white px-5 py-2.5 font-semibold text-primary-800 hover:bg-primary-50 [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{t('morePromotions', { count: rest.length })}</span>
            <span className="hidden group-open:inline">{t('lessPromotions')}</span>
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <div className="mt-4">
            <PromotionGrid promotions={rest} />
          </div>
        </details>
      ) : null}
    </>
  );
}
