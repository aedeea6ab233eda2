'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import { TIMINGS } from '@/lib/constants';
import { OPEN_COOKIE_SETTINGS_EVENT } from './cookie-settings';

type ConsentManagerProps = {
  /**
   * How long after hydration the consent script loads (SPEC §2.3): TIMINGS.consentDelayMs, or
   * TIMINGS.consentDelayNoBreadcrumbsMs in the layout without breadcrumbs.
   */
  delayMs?: number;
  /** Ready paths of the cookie policy and privacy pages, linked from the dialogs. */
  cookiePolicyHref?: string;
  privacyHref?: string;
};

type CookieConsentModule = typeof import('vanilla-cookieconsent');

// One consent manager per page load: a locale change is a full navigation (another root layout).
let loading: Promise<CookieConsentModule> | null = null;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * vanilla-cookieconsent 3 with two categories: necessary (always on) and analytics (opt-in).
 * Analytics scripts wait for consent when written as
 * `<script type="text/plain" data-category="analytics" src="...">`: the library runs them once the
 * visitor accepts. The library's code is fetched only after `delayMs`, or at once when the footer's
 * cookie-settings button asks for it.
 */
export function ConsentManager({ delayMs = TIMINGS.consentDelayMs, cookiePolicyHref, privacyHref }: ConsentManagerProps) {
  const t = useTranslations('Layout.consent');
  const locale = useLocale();

  useEffect(() => {
    const links = [
      cookiePolicyHref ? `<a href="${escapeAttribute(cookiePolicyHref)}">${t('cookiePolicy')}</a>` : '',
      privacyHref ? `<a href="${escapeAttribute(privacyHref)}">${t('privacyPolicy')}</a>` : '',
    ].filter(Boolean);

    const config: CookieConsentConfig = {
      guiOptions: {
        consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
        preferencesModal: { layout: 'box', equalWeightButtons: true },
      },
      categories: {
        necessary: { enabled: true, readOnly: true },
        analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
      },
      language: {
        default: locale,
        translations: {
          [locale]: {
            consentModal: {
              title: t('title'),
              description: t('description'),
              acceptAllBtn: t('acceptAll'),
              acceptNecessaryBtn: t('acceptNecessary'),
              showPreferencesBtn: t('showPreferences'),
              footer: links.join(''),
            },
            preferencesModal: {
              title: t('preferencesTitle'),
              acceptAllBtn: t('acceptAll'),
              acceptNecessaryBtn: t('acceptNecessary'),
              savePreferencesBtn: t('savePreferences'),
              closeIconLabel: t('close'),
              sections: [
                { title: t('usageTitle'), description: t('usageDescription') },
                { title: t('necessaryTitle'), description: t('necessaryDescription'), linkedCategory: 'necessary' },
                { title: t('analyticsTitle'), description: t('analyticsDescription'), linkedCategory: 'analytics' },
                ...(links.length > 0 ? [{ title: t('moreTitle'), description: links.join(' · ') }] : []),
              ],
            },
          },
        },
      },
    };

    const load = () => {
      loading ??= import('vanilla-cookieconsent').then(async (cookieConsent) => {
        await cookieConsent.run(config);
        return cookieConsent;
      });
      return loading;
    };

    const timer = window.setTimeout(load, delayMs);
    const onOpenSettings = (event: Event) => {
      event.preventDefault();
      void load().then((cookieConsent) => cookieConsent.showPreferences());
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpenSettings);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpenSettings);
    };
  }, [delayMs, locale, t, cookiePolicyHref, privacyHref]);

  return null;
}
