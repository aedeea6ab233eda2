'use client';

import { useFormatter, useNow, useTranslations } from '@/i18n/client';
import { cx } from '@/components/ui/cx';
import { useInBrowser } from '@/components/ui/use-in-browser';
import { usePromotionBoard } from './promotion-board-context';

/**
 * "Used 3 minutes ago" (SPEC §3 time_of_using), in the locale's words. It follows the board, so a
 * use recorded anywhere on the page shows here at once, and it ticks every minute. The page is
 * cached and served for a while, so the server only sends the time of use: the words are written
 * in the browser, against its clock (the line keeps its height meanwhile).
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
  const inBrowser = useInBrowser();
  const value = board ? board.lastUse(couponId, rendered) : rendered;
  if (!value) return null;
  // The server's clock may run a little ahead of the browser's: never say "in 2 seconds".
  const at = new Date(Math.min(new Date(value).getTime(), now.getTime()));
  return (
    <p className={cx('text-sm text-muted', className)} data-testid="coupon-last-use" data-coupon={couponId}>
      <time dateTime={value}>{inBrowser ? t('usedAgo', { when: format.relativeTime(at, now) }) : '\u00a0'}</time>
    </p>
  );
}
