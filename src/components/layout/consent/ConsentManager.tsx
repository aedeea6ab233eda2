'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { useIntegrations } from '@/components/integrations/IntegrationsProvider';
import { apiUrl } from '@/lib/api-client';
import { consentCookieName, OPTIONAL_CONSENT_CATEGORIES, type ConsentCategory } from '@/lib/consent';
import type { ConsentRecordInput } from '@/lib/consent-record';
import { TIMINGS } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { ACCEPT_CATEGORY_EVENT, OPEN_COOKIE_SETTINGS_EVENT } from './cookie-settings';

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

/** Keeps the choice for audit (POST /api/consent/): its revision and categories, nothing about the visitor. */
function recordChoice(locale: Locale, choice: ConsentRecordInput): void {
  void fetch(apiUrl('consent/', locale), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(choice),
    keepalive: true,
  }).catch(() => {
    // The choice is in the visitor's cookie and applies; only its audit line is missing.
  });
}

function acceptedOf(categories: string[]): ConsentCategory[] {
  return ['necessary', ...OPTIONAL_CONSENT_CATEGORIES.filter((category) => categories.includes(category))];
}

/**
 * vanilla-cookieconsent 3 with the site's categories: necessary (always on), analytics,
 * advertising (the ad slots) and embedded content (comments, the accommodation widget). The
 * gated integrations read the choice from the cookie (src/components/integrations/use-consent.ts).
 * The library's code is fetched only after `delayMs`, or at once when the footer's cookie-settings
 * button or a gated block's "accept" button asks for it. Each choice is recorded for audit; a
 * category withdrawn reloads the page, since a third party's script cannot be unloaded.
 */
export function ConsentManager({ delayMs = TIMINGS.consentDelayMs, cookiePolicyHref, privacyHref }: ConsentManagerProps) {
  const t = useTranslations('Layout.consent');
  const locale = useLocale() as Locale;
  const { consent } = useIntegrations();

  useEffect(() => {
    const links = [
      cookiePolicyHref ? `<a href="${escapeAttribute(cookiePolicyHref)}">${t('cookiePolicy')}</a>` : '',
      privacyHref ? `<a href="${escapeAttribute(privacyHref)}">${t('privacyPolicy')}</a>` : '',
    ].filter(Boolean);

    const record = (categories: string[]) => recordChoice(locale, { revision: consent.revision, categories: acceptedOf(categories) });

    const config: CookieConsentConfig = {
      revision: consent.revision,
      cookie: { name: consentCookieName(consent.key), sameSite: 'Lax', expiresAfterDays: 182 },
      guiOptions: {
        consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
        preferencesModal: { layout: 'box', equalWeightButtons: true },
      },
      categories: {
        necessary: { enabled: true, readOnly: true },
        analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
        advertising: {},
        embedded: {},
      },
      onFirstConsent: ({ cookie }) => record(cookie.categories),
      onChange: ({ cookie, changedCategories }) => {
        record(cookie.categories);
        if (changedCategories.some((category) => !cookie.categories.includes(category))) window.location.reload();
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
                // The privacy section first: the footer's link opens the dialog on it (SPEC §2.5).
                { title: t('usageTitle'), description: [t('usageDescription'), ...links].join(' ') },
                { title: t('necessaryTitle'), description: t('necessaryDescription'), linkedCategory: 'necessary' },
                { title: t('analyticsTitle'), description: t('analyticsDescription'), linkedCategory: 'analytics' },
                { title: t('advertisingTitle'), description: t('advertisingDescription'), linkedCategory: 'advertising' },
                { title: t('embeddedTitle'), description: t('embeddedDescription'), linkedCategory: 'embedded' },
              ],
            },
          },
        },
      },
    };

    const load = () => {
      loading ??= import('./consent-library').then(async ({ cookieConsent }) => {
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
    const onAcceptCategory = (event: Event) => {
      event.preventDefault();
      const category = (event as CustomEvent<ConsentCategory>).detail;
      void load().then((cookieConsent) => {
        const accepted = cookieConsent.validConsent() ? cookieConsent.getUserPreferences().acceptedCategories : ['necessary'];
        cookieConsent.acceptCategory([...new Set([...accepted, category])]);
        cookieConsent.hide();
      });
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpenSettings);
    window.addEventListener(ACCEPT_CATEGORY_EVENT, onAcceptCategory);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpenSettings);
      window.removeEventListener(ACCEPT_CATEGORY_EVENT, onAcceptCategory);
    };
  }, [delayMs, locale, t, cookiePolicyHref, privacyHref, consent.key, consent.revision]);

  return null;
}
