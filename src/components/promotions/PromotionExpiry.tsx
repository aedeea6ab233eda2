'use client';

import { useFormatter, useNow, useTranslations } from '@/i18n/client';
import { cx } from '@/components/ui/cx';
import { useInBrowser } from '@/components/ui/use-in-browser';
import { countdownOf } from './expiry';

/**
 * Until when a running promotion holds: its date, and within a week of its end the days left
 * ("ends today", "ends tomorrow", "3 days left") by the visitor's clock and time zone. The page is
 * cached and served for a while, so the server writes the date and the browser the countdown.
 */
export function PromotionExpiry({ endsAt, className }: { endsAt: string | null; className?: string }) {
  const t = useTranslations('Promotions');
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const inBrowser = useInBrowser();
  if (endsAt === null) return <span className={className}>{t('noEndDate')}</span>;
  const date = format.dateTime(new Date(endsAt), { dateStyle: 'long' });
  const countdown = inBrowser ? countdownOf(endsAt, now) : null;
  const words =
    countdown === null
      ? t('validUntil', { date })
      : countdown.kind === 'days'
        ? t('daysLeft', { count: countdown.count })
        : countdown.kind === 'today'
          ? t('endsToday')
          : t('endsTomorrow');
  return (
    <time
      dateTime={endsAt}
      title={countdown ? t('validUntil', { date }) : undefined}
      data-testid="promotion-expiry"
      data-countdown={countdown?.kind ?? 'date'}
      className={cx(countdown && 'font-semibold text-danger-700', className)}
    >
      {words}
    </time>
  );
}
