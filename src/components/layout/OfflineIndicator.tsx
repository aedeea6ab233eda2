'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from '@/i18n/client';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A banner while the browser is offline (SPEC §2.3). The live region is always in the page, so
 * screen readers announce the message when it appears.
 */
export function OfflineIndicator() {
  const t = useTranslations('Layout');
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-0 z-[65] flex justify-center p-3">
      {online ? null : (
        <p className="pointer-events-auto flex items-center gap-2.5 rounded-full bg-slate-900 px-4 py-2.5 text-sm font-medium text-white shadow-raised">
          <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-accent-300" aria-hidden="true">
            <path
              d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.7M12 20h.01M1.5 8.6a15 15 0 0 1 4.4-2.7m5.2-1a15 15 0 0 1 11.4 3.7M18.9 12.9a10 10 0 0 0-2.2-1.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {t('offline')}
        </p>
      )}
    </div>
  );
}
