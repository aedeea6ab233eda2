'use client';

import { useTranslations } from '@/i18n/client';
import { Button, buttonClasses } from '@/components/ui/Button';
import { ExternalIcon } from './icons';
import { usePromotionBoard } from './promotion-board-context';
import type { Promotion } from '@/lib/contracts';
import { OUTBOUND_REL, outPath } from '@/lib/outbound';
import { promotionType } from './types';

/**
 * The main action of a promotion card: a coupon opens its dialog (the code is there), an offer
 * goes straight to the merchant's site in a new tab (SPEC §2.7) and records the use.
 */
export function PromotionAction({ promotion }: { promotion: Promotion }) {
  const t = useTranslations('Promotions');
  const board = usePromotionBoard();
  if (promotionType(promotion) === 'coupon') {
    return (
      <Button variant="primary" aria-haspopup="dialog" onClick={() => board?.open(promotion.id)} className="w-full sm:w-auto">
        {t('showCode')}
        <span className="sr-only">: {promotion.title}</span>
      </Button>
    );
  }
  return (
    <a
      href={outPath('promotion', promotion.id)}
      target="_blank"
      rel={OUTBOUND_REL}
      onClick={() => board?.recordUse(promotion)}
      className={buttonClasses({ variant: 'accent', className: 'w-full text-center whitespace-normal sm:w-auto' })}
    >
      {t('seeOffer')}
      <span className="sr-only">: {promotion.title} ({t('newTab')})</span>
      <ExternalIcon />
    </a>
  );
}
