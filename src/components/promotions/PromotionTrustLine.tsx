'use client';

import { useFormatter, useTranslations } from '@/i18n/client';
import { cx } from '@/components/ui/cx';
import { usePromotionBoard } from './promotion-board-context';

/**
 * What other visitors say of a promotion ("works for 86 % · 14 votes", once enough have answered)
 * and how often it was used today. Read from the API by the board, so a cached page still shows
 * figures at most a minute old; nothing until they are known.
 */
export function PromotionTrustLine({ promotionId, className }: { promotionId: number; className?: string }) {
  const t = useTranslations('Promotions');
  const format = useFormatter();
  const trust = usePromotionBoard()?.trust(promotionId);
  if (!trust || (trust.success_rate === null && trust.uses_today === 0)) return null;
  return (
    <p className={cx('flex flex-wrap gap-x-3 text-sm', className)} data-testid="promotion-trust" data-promotion={promotionId}>
      {trust.success_rate !== null ? (
        <span className={cx('font-semibold', trust.success_rate >= 50 ? 'text-success-800' : 'text-danger-700')} data-testid="success-rate">
          {t('successRate', { rate: format.number(trust.success_rate / 100, { style: 'percent' }), votes: trust.votes })}
        </span>
      ) : null}
      {trust.uses_today > 0 ? <span className="text-muted">{t('usesToday', { count: trust.uses_today })}</span> : null}
    </p>
  );
}
