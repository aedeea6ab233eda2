'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { Button } from '@/components/ui/Button';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
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
  size = 'md',
}: {
  promotion: Pick<Promotion, 'id' | 'title' | 'stores'>;
  size?: 'sm' | 'md';
}) {
  const t = useTranslations('Promotions');
  const locale = useLocale() as Locale;
  const [state, setState] = useState<State>('idle');
  const store = promotion.stores[0];
  if (!store) return null;

  const share = async () => {
    const url = new URL(entityPath(locale, 'store', [store.slug]), window.location.origin);
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
      <Button variant="ghost" size={size} onClick={share} iconStart={<ShareIcon />}>
        {t('share')}
        <span className="sr-only">: {promotion.title}</span>
      </Button>
      <span role="status" className="text-sm text-muted">
        {state === 'copied' ? t('linkCopied') : state === 'failed' ? t('linkCopyFailed') : ''}
      </span>
    </span>
  );
}
