'use client';

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslations } from '@/i18n/client';
import { buttonClasses } from '@/components/ui/button-classes';
import { ShareIcon } from './icons';
import { PROMOTION_PARAM } from './promotion-board-context';
import type { Promotion } from '@/lib/contracts';

type State = 'idle' | 'copied' | 'failed';

/** The panel's width (w-64) and the gap kept to the button and to the window's edges. */
const PANEL_WIDTH = 256;
const GAP = 8;

const ITEM = 'flex w-full items-center rounded-md px-3 py-2 text-left text-sm font-medium text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600';

/**
 * A phone shares through its own share sheet (the Web Share API). Desktop browsers may have one
 * too, but a visitor there expects links they can see: only a touch screen counts as a phone.
 */
function hasPhoneShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Shares a promotion's own address (its store page with the dialog open). On a phone the system
 * share sheet opens; elsewhere a panel offers the link to copy, an e-mail and messaging links. The
 * panel is a popover: it sits above the page (no card grows when it opens or says "link copied"),
 * Escape or a click elsewhere closes it, and focus goes back to the button.
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
  const [url, setUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const addressOf = () => {
    const address = new URL(storePath, window.location.origin);
    address.searchParams.set(PROMOTION_PARAM, String(promotion.id));
    return address.toString();
  };

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // Placed before it shows (no frame at the window's corner), under the button and inside the
    // window; once its height is known, above the button if the window ends below it.
    const place = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return;
      const button = buttonRef.current!.getBoundingClientRect();
      panel.style.left = `${Math.max(GAP, Math.min(button.right - PANEL_WIDTH, window.innerWidth - PANEL_WIDTH - GAP))}px`;
      panel.style.top = `${button.bottom + GAP}px`;
    };
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (!opened) return;
      setState('idle');
      const button = buttonRef.current!.getBoundingClientRect();
      if (panel.getBoundingClientRect().bottom > window.innerHeight) panel.style.top = `${Math.max(GAP, button.top - GAP - panel.offsetHeight)}px`;
      panel.querySelector<HTMLElement>('button, a')?.focus();
    };
    // The panel is placed once; a scrolled page would leave it behind, so it closes.
    const close = () => panel.matches(':popover-open') && panel.hidePopover();
    panel.addEventListener('beforetoggle', place);
    panel.addEventListener('toggle', onToggle);
    window.addEventListener('scroll', close, { passive: true });
    window.addEventListener('resize', close);
    return () => {
      panel.removeEventListener('beforetoggle', place);
      panel.removeEventListener('toggle', onToggle);
      window.removeEventListener('scroll', close);
      window.removeEventListener('resize', close);
    };
  }, []);

  const openShare = (event: MouseEvent<HTMLButtonElement>) => {
    const address = addressOf();
    setUrl(address);
    if (!hasPhoneShareSheet()) return;
    // The share sheet instead of the panel: cancels the button's popover action.
    event.preventDefault();
    navigator.share({ title: promotion.title, url: address }).catch(() => {
      // Closing the share sheet rejects too; there is nothing to report.
    });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? addressOf());
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const text = url ? `${promotion.title} ${url}` : '';

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={panelId}
        aria-expanded={open}
        onClick={openShare}
        className={buttonClasses({ variant: 'ghost', size })}
      >
        <ShareIcon />
        <span>
          {t('share')}
          <span className="sr-only">: {promotion.title}</span>
        </span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        role="group"
        aria-label={t('shareMenu', { title: promotion.title })}
        className="fixed inset-auto m-0 w-64 rounded-xl border border-line bg-white p-2 text-ink shadow-lg"
      >
        {url ? (
          <ul className="flex flex-col gap-0.5">
            <li>
              <button type="button" onClick={copy} className={ITEM}>
                {t('shareCopy')}
              </button>
            </li>
            <li>
              <a href={`mailto:?subject=${encodeURIComponent(promotion.title)}&body=${encodeURIComponent(text)}`} className={ITEM}>
                {t('shareEmail')}
              </a>
            </li>
            <li>
              <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer" className={ITEM}>
                {t('shareWhatsApp')}
                <span className="sr-only"> ({t('newTab')})</span>
              </a>
            </li>
            <li>
              <a
                href={`https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(promotion.title)}`}
                target="_blank"
                rel="noopener noreferrer"
                className={ITEM}
              >
                {t('shareTelegram')}
                <span className="sr-only"> ({t('newTab')})</span>
              </a>
            </li>
          </ul>
        ) : null}
        <p role="status" className="min-h-5 px-3 pt-1 text-sm text-muted">
          {state === 'copied' ? t('linkCopied') : state === 'failed' ? t('linkCopyFailed') : ''}
        </p>
      </div>
    </>
  );
}
