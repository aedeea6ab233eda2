'use client';

import { useFormatter, useNow, useTranslations } from 'next-intl';
import { cx } from '@/components/ui';
import { usePromotionBoard } from './PromotionBoard';

/**
 * "Used 3 minutes ago" (SPEC §3 time_of_using), in the locale's words. It follows the board, so a
 * use recorded anywhere on the page shows here at once, and it ticks every minute.
 */
export function CouponLastUse({
  couponId,
  rendered,
  className,
}: {
  couponId: number;
  rendered: string | null;
  className?: string;
}) {
  const t = useTranslations('Promotions');
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const board = usePromotionBoard();
  const value = board ? board.lastUse(couponId, rendered) : rendered;
  if (!value) return null;
  // The server's clock may run a little ahead of the browser's: never say "in 2 seconds".
  const at = new Date(Math.min(new Date(value).getTime(), now.getTime()));
  return (
    <p className={cx('text-sm text-muted', className)} data-testid="coupon-last-use" data-coupon={couponId}>
      {/* The server and the browser render at different instants; the browser's words win. */}
      <time dateTime={value} suppressHydrationWarning>
        {t('usedAgo', { when: format.relativeTime(at, now) })}
      </time>
    </p>
  );
}
