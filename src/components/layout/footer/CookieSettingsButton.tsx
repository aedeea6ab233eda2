'use client';

import { useLocale, useTranslations } from '@/i18n/client';
import { useRouter } from 'next/navigation';
import { openCookieSettings } from '@/components/layout/consent/cookie-settings';
import type { Locale } from '@/lib/locales';
import { localeHref } from '@/lib/localized-paths';

/** Opens the consent preferences; with no consent manager on the page, the cookie policy page. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('Footer');
  const locale = useLocale() as Locale;
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (!openCookieSettings()) router.push(localeHref(locale, '/cookies'));
      }}
    >
      {t('cookieSettings')}
    </button>
  );
}
