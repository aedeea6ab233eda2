'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslations } from '@/i18n/client';
import { cx } from './cx';
import { focusableIn, trapTab } from './hooks/focusable';
import { useScrollLock } from './hooks/use-scroll-lock';

type ModalProps = {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop; the owner sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, shown in a bar under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** The element to focus when the dialog opens; by default the first focusable one inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

/**
 * An accessible modal dialog on the native <dialog> (top layer, inert page behind it), plus what the
 * platform leaves out: Tab stays inside, the page does not scroll, focus returns to the opener.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  className,
}: ModalProps) {
  const t = useTranslations('UI');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  useScrollLock(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const target = initialFocusRef?.current ?? focusableIn(dialog)[0] ?? dialog;
      target.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  // Unmounting while open (the page navigated away) must still hand focus back.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) openerRef.current?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      className={cx(
        'surface-light m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col overflow-hidden rounded-2xl bg-surface p-0 text-ink shadow-raised',
        'open:flex open:animate-dialog-in backdrop:bg-slate-950/60',
        widths[size],
        className,
      )}
      onCancel={(event) => {
        // Escape: the owner decides, so `open` stays the single source of truth.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        openerRef.current?.focus();
        // The browser may close the dialog by itself (a second Escape); tell the owner so state agrees.
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog box itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (dialogRef.current) trapTab(event, dialogRef.current);
      }}
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 md:px-6">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-h3 text-primary-950">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-sm text-muted">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{t('close')}</span>
        </button>
      </div>
      {children ? <div className="overflow-y-auto px-5 py-5 md:px-6">{children}</div> : null}
      {footer ? (
        <div className="flex flex-wrap justify-end gap-3 border-t border-line bg-slate-50 px-5 py-4 md:px-6">
          {footer}
        </div>
      ) : null}
    </dialog>
  );
}
