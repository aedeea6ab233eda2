'use client';

import { useTranslations } from '@/i18n/client';
import { useRouter } from 'next/navigation';
import { openCookieSettings } from '@/components/layout/consent/cookie-settings';

/** Opens the consent preferences; with no consent manager on the page, the cookie policy page. */
export function CookieSettingsButton({ cookiesHref, className }: { cookiesHref: string; className?: string }) {
  const t = useTranslations('Footer');
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (!openCookieSettings()) router.push(cookiesHref);
      }}
    >
      {t('cookieSettings')}
    </button>
  );
}
