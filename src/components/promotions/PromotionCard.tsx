import { Img } from '@/components/ui/Img';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { SmartLink } from '@/components/navigation/SmartLink';
import { Badge, Card, cx } from '@/components/ui';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { CouponLastUse } from './CouponLastUse';
import { PromotionAction } from './PromotionAction';
import { PromotionExpiry } from './PromotionExpiry';
import { PromotionTrustLine } from './PromotionTrustLine';
import { SharePromotionButton } from './SharePromotionButton';
import type { Promotion } from '@/lib/contracts';
import { promotionType } from './types';

type PromotionCardProps = {
  promotion: Promotion;
  /** An ended promotion: marked as such, with nothing to use. */
  expired?: boolean;
  /** Names the store: lists that mix stores (related offers) need it, a store's own list does not. */
  showStore?: boolean;
};

/** One promotion in a list: what it gives, until when, when it was last used, and how to use it. */
export function PromotionCard({ promotion, expired = false, showStore = false }: PromotionCardProps) {
  const t = useTranslations('Promotions');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const type = promotionType(promotion);
  const store = promotion.stores[0];
  const headingId = `promotion-${promotion.id}-title${expired ? '-expired' : ''}`;
  const endDate = promotion.ends_at ? format.dateTime(new Date(promotion.ends_at), { dateStyle: 'long' }) : null;

  return (
    <Card
      as="article"
      padding="none"
      aria-labelledby={headingId}
      data-promotion-id={promotion.id}
      className={cx('flex flex-col sm:flex-row', expired && 'bg-slate-50 shadow-none')}
    >
      <div
        className={cx(
          'flex items-center gap-3 border-b border-dashed px-4 py-3 sm:w-36 sm:shrink-0 sm:flex-col sm:justify-center sm:border-r sm:border-b-0 sm:text-center',
          expired ? 'border-slate-300 bg-slate-100' : 'border-primary-200 bg-primary-50',
        )}
      >
        {showStore && store?.icon ? (
          <Img
            src={store.icon.url}
            alt=""
            width={44}
            height={44}
            sizes="44px"
            className="size-11 rounded-lg border border-line bg-white object-contain"
          />
        ) : null}
        <span className={cx('text-lg leading-tight font-extrabold', expired ? 'text-slate-600' : 'text-primary-800')}>
          {promotion.offer}
        </span>
        <span className="text-xs font-semibold tracking-wide text-muted uppercase">
          {type === 'coupon' ? t('typeCoupon') : t('typeOffer')}
        </span>
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        {expired || promotion.is_exclusive ? (
          <div className="flex flex-wrap gap-2">
            {expired ? <Badge variant="expired" size="sm">{t('expired')}</Badge> : null}
            {promotion.is_exclusive && !expired ? <Badge variant="deal" size="sm">{t('exclusive')}</Badge> : null}
          </div>
        ) : null}
        {showStore && store ? (
          <SmartLink
            href={entityPath(locale, 'store', [store.slug])}
            className="w-fit text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            {store.name}
          </SmartLink>
        ) : null}
        <h3 id={headingId} className={cx('text-base leading-snug font-bold md:text-lg', expired ? 'text-slate-700' : 'text-ink')}>
          {promotion.title}
        </h3>
        {promotion.description ? <p className="line-clamp-2 text-sm text-muted">{promotion.description}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm text-muted">
          {expired ? <span>{endDate ? t('endedOn', { date: endDate }) : t('noEndDate')}</span> : <PromotionExpiry endsAt={promotion.ends_at} />}
          {promotion.coupon ? <CouponLastUse couponId={promotion.coupon.id} rendered={promotion.coupon.time_of_using} /> : null}
        </div>
        {expired ? null : <PromotionTrustLine promotionId={promotion.id} />}
      </div>

      {expired ? null : (
        <div className="flex flex-row items-center justify-between gap-2 border-t border-line px-4 py-3 sm:w-56 sm:shrink-0 sm:flex-col sm:justify-center sm:border-t-0 sm:border-l">
          <PromotionAction promotion={promotion} />
          {store ? <SharePromotionButton promotion={promotion} storePath={entityPath(locale, 'store', [store.slug])} size="sm" /> : null}
        </div>
      )}
    </Card>
  );
}

/** A list of promotion cards. */
export function PromotionList({
  promotions,
  expired,
  showStore,
  label,
}: {
  promotions: Promotion[];
  expired?: boolean;
  showStore?: boolean;
  /** Names the list when several lists sit on one page. */
  label?: string;
}) {
  return (
    <ul className="flex flex-col gap-4" aria-label={label}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard promotion={promotion} expired={expired} showStore={showStore} />
        </li>
      ))}
    </ul>
  );
}
