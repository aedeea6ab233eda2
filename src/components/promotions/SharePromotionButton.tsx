'use client';

import { useState } from 'react';
import { useTranslations } from '@/i18n/client';
import { buttonClasses } from '@/components/ui/button-classes';
import { ShareIcon } from './icons';
import { PROMOTION_PARAM } from './promotion-board-context';
import type { Promotion } from '@/lib/contracts';

type State = 'idle' | 'copied' | 'failed';

/**
 * Shares a promotion's own address (its store page with the dialog open): the system share sheet
 * where the browser has one, else the link goes to the clipboard.
 */
export function SharePromotionButton({
  promotion,
  storePath,
  size = 'md',
}: {
  promotion: Pick<Promotion, 'id' | 'title'>;
  /** The path of the promotion's store page (src/lib/entity-paths). */
  storePath: string;
  size?: 'sm' | 'md';
}) {
  const t = useTranslations('Promotions');
  const [state, setState] = useState<State>('idle');

  const share = async () => {
    const url = new URL(storePath, window.location.origin);
    url.searchParams.set(PROMOTION_PARAM, String(promotion.id));
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: promotion.title, url: url.toString() });
      } catch {
        // Closing the share sheet rejects too; there is nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url.toString());
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={share} className={buttonClasses({ variant: 'ghost', size })}>
        <ShareIcon />
        <span>
          {t('share')}
          <span className="sr-only">: {promotion.title}</span>
        </span>
      </button>
      <span role="status" className="text-sm text-muted">
        {state === 'copied' ? t('linkCopied') : state === 'failed' ? t('linkCopyFailed') : ''}
      </span>
    </span>
  );
}
