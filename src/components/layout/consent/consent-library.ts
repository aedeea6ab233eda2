// The consent library with its styles and its settings, in one chunk fetched when the consent
// script is due (ConsentManager): 33 KB of CSS the page's first paint would otherwise wait for.
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import * as cookieConsent from 'vanilla-cookieconsent';
import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import type { useTranslations } from '@/i18n/client';
import { apiUrl } from '@/lib/api-client';
import { consentCookieName, OPTIONAL_CONSENT_CATEGORIES, type ConsentCategory } from '@/lib/consent';
import type { ConsentRecordInput } from '@/lib/consent-record';
import type { Locale } from '@/lib/locales';

export type CookieConsent = typeof cookieConsent;

type ConsentSettings = {
  /** The `Layout.consent` translations. */
  t: ReturnType<typeof useTranslations>;
  locale: Locale;
  /** The locale's consent application key and the revision of its categories. */
  consent: { key: string; revision: number };
  cookiePolicyHref?: string;
  privacyHref?: string;
};

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
 * The banner names what each optional category is for, one short line each. The banner comes
 * after the page (SPEC §2.3: its script waits 0.2 s): were its text one block larger than the
 * page's own largest, that block would be the page's Largest Contentful Paint, late by the
 * banner's delay (it was on store, category promotions and comparator pages on phones).
 */
function bannerDescription(t: ConsentSettings['t']): string {
  const purposes = (['purposeAnalytics', 'purposeAdvertising', 'purposeEmbedded'] as const).map((key) => `<li>${t(key)}</li>`);
  return `${t('description')}<ul class="cc-purposes">${purposes.join('')}</ul>`;
}

/** Runs vanilla-cookieconsent with the site's categories, texts and audit (see ConsentManager). */
export async function startConsent({ t, locale, consent, cookiePolicyHref, privacyHref }: ConsentSettings): Promise<CookieConsent> {
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
            description: bannerDescription(t),
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

  await cookieConsent.run(config);
  return cookieConsent;
}
