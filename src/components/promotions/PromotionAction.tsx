'use client';

import { useTranslations } from '@/i18n/client';
import { buttonClasses } from '@/components/ui/button-classes';
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
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => board?.open(promotion.id)}
        className={buttonClasses({ variant: 'primary', className: 'w-full sm:w-auto' })}
      >
        <span>
          {t('showCode')}
          <span className="sr-only">: {promotion.title}</span>
        </span>
      </button>
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
