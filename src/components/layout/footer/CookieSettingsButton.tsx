'use client';

import { useTranslations } from 'next-intl';
import { openCookieSettings } from '@/components/layout/consent/cookie-settings';
import { useRouter } from '@/i18n/navigation';

/** Opens the consent preferences; with no consent manager on the page, the cookie policy page. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('Footer');
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (!openCookieSettings()) router.push('/cookies');
      }}
    >
      {t('cookieSettings')}
    </button>
  );
}
