'use client';

import { StoreLogo } from '@/components/ui/StoreLogo';
import { useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { Badge } from '@/components/ui/Badge';
import { buttonClasses, Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { CouponLastUse } from './CouponLastUse';
import { DidItWork } from './DidItWork';
import { PromotionExpiry } from './PromotionExpiry';
import { PromotionTrustLine } from './PromotionTrustLine';
import { CheckIcon, CopyIcon, ExternalIcon } from './icons';
import { usePromotionBoard } from './promotion-board-context';
import { SharePromotionButton } from './SharePromotionButton';
import type { Promotion } from '@/lib/contracts';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { OUTBOUND_REL, outPath } from '@/lib/outbound';
import { promotionType } from './types';

type CopyState = 'idle' | 'copied' | 'failed';

/** The dialog of one promotion (SPEC §2.7): its code to copy and the way to the merchant's site. */
export function PromotionModal({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  const t = useTranslations('Promotions');
  // The dialog opens on its main action (copy the code, or go to the site), not on its close button.
  const mainAction = useRef<HTMLElement | null>(null);
  return (
    <Modal
      open={promotion !== null}
      onClose={onClose}
      title={promotion?.title ?? ''}
      description={promotion ? t(promotionType(promotion) === 'coupon' ? 'dialogCouponHint' : 'dialogOfferHint') : undefined}
      initialFocusRef={mainAction}
    >
      {promotion ? (
        <PromotionDialogBody
          key={promotion.id}
          promotion={promotion}
          mainActionRef={(element) => {
            mainAction.current = element;
          }}
        />
      ) : null}
    </Modal>
  );
}

function PromotionDialogBody({
  promotion,
  mainActionRef,
}: {
  promotion: Promotion;
  mainActionRef: (element: HTMLElement | null) => void;
}) {
  const t = useTranslations('Promotions');
  const locale = useLocale() as Locale;
  const board = usePromotionBoard();
  const [copy, setCopy] = useState<CopyState>('idle');
  const codeRef = useRef<HTMLElement>(null);
  const used = useRef(false);
  const store = promotion.stores[0];
  const isCoupon = promotionType(promotion) === 'coupon';

  // One use per opening of the dialog, whether the visitor copies, goes to the site, or both.
  const recordUse = () => {
    if (used.current) return;
    used.current = true;
    board?.recordUse(promotion);
  };

  const copyCode = async () => {
    recordUse();
    try {
      await navigator.clipboard.writeText(promotion.coupon?.code ?? '');
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): select the code for a manual copy.
      const code = codeRef.current;
      if (code) window.getSelection()?.selectAllChildren(code);
      setCopy('failed');
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <StoreLogo icon={store?.icon ?? null} className="bg-white" />
        <div className="flex flex-col">
          {store ? <span className="font-semibold text-ink">{store.name}</span> : null}
          <span className="text-lg font-bold text-accent-700">{promotion.offer}</span>
        </div>
        {promotion.is_exclusive ? (
          <Badge variant="deal" size="sm" className="ml-auto">
            {t('exclusive')}
          </Badge>
        ) : null}
      </div>

      {isCoupon ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-stretch">
          <code
            ref={codeRef}
            data-testid="promotion-code"
            className="flex min-h-12 flex-1 items-center justify-center rounded-lg border-2 border-dashed border-primary-400 bg-primary-50 px-4 font-mono text-xl font-bold tracking-widest text-primary-900 select-all"
          >
            {promotion.coupon?.code}
          </code>
          <Button
            ref={mainActionRef}
            variant={copy === 'copied' ? 'secondary' : 'primary'}
            onClick={copyCode}
            iconStart={copy === 'copied' ? <CheckIcon /> : <CopyIcon />}
          >
            {copy === 'copied' ? t('copied') : t('copyCode')}
          </Button>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <a
          ref={isCoupon ? undefined : mainActionRef}
          href={outPath('promotion', promotion.id)}
          target="_blank"
          rel={OUTBOUND_REL}
          onClick={recordUse}
          className={buttonClasses({ variant: isCoupon ? 'secondary' : 'accent' })}
        >
          {t('goToSite')}
          <span className="sr-only"> ({t('newTab')})</span>
          <ExternalIcon />
        </a>
        {store ? <SharePromotionButton promotion={promotion} storePath={entityPath(locale, 'store', [store.slug])} /> : null}
      </div>

      <p role="status" className="-mt-2 min-h-5 text-sm font-medium text-ink">
        {copy === 'copied' ? t('copiedStatus') : copy === 'failed' ? t('copyFailed') : ''}
      </p>

      <DidItWork promotion={promotion} />

      <div className="flex flex-col gap-2 text-sm text-muted">
        {promotion.description ? <p className="text-base text-ink">{promotion.description}</p> : null}
        {promotion.condition ? <p>{promotion.condition}</p> : null}
        <p>
          <PromotionExpiry endsAt={promotion.ends_at} />
        </p>
        {promotion.coupon ? (
          <CouponLastUse couponId={promotion.coupon.id} rendered={promotion.coupon.time_of_using} />
        ) : null}
        <PromotionTrustLine promotionId={promotion.id} />
      </div>
    </div>
  );
}
