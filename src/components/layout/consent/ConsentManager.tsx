'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { useIntegrations } from '@/components/integrations/IntegrationsProvider';
import type { ConsentCategory } from '@/lib/consent';
import { TIMINGS } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { ACCEPT_CATEGORY_EVENT, OPEN_COOKIE_SETTINGS_EVENT } from './cookie-settings';
import type { CookieConsent } from './consent-library';

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

// One consent manager per page load: a locale change is a full navigation (another root layout).
let loading: Promise<CookieConsent> | null = null;

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
    const load = () => {
      loading ??= import('./consent-library').then(({ startConsent }) =>
        startConsent({ t, locale, consent: { key: consent.key, revision: consent.revision }, cookiePolicyHref, privacyHref }),
      );
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
