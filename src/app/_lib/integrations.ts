import 'server-only';
import { consentKeyOf } from '@/lib/consent';
import type { LocaleIntegrations } from '@/lib/integrations';
import type { Locale } from '@/lib/locales';
import { env } from '@/server/env';
import { originOf } from './urls';

/**
 * The integrations of a locale from the settings (.env.example). The settings are read when the
 * server starts, so the answer is the same for every request: pages that carry it stay cacheable.
 */
export function integrationsOf(locale: Locale): LocaleIntegrations {
  const adsKey = env.ADS_KEYS[locale];
  const analyticsKey = env.ANALYTICS_KEYS[locale];
  const shortname = env.COMMENTS_SHORTNAMES[locale];
  const widgetKey = locale === 'fr-fr' ? undefined : env.ACCOMMODATION_WIDGET_KEYS[locale];
  return {
    consent: { key: consentKeyOf(env.CONSENT_KEYS, locale), revision: env.CONSENT_REVISION },
    analytics: env.ANALYTICS_SCRIPT_URL && analyticsKey ? { scriptUrl: env.ANALYTICS_SCRIPT_URL, key: analyticsKey } : null,
    ads: env.ADS_SCRIPT_URL && adsKey ? { scriptUrl: env.ADS_SCRIPT_URL, key: adsKey } : null,
    comments: shortname
      ? {
          scriptUrl: env.COMMENTS_SCRIPT_URL.replaceAll('{shortname}', shortname),
          shortname,
          domain: (env.COMMENTS_DOMAINS[locale] ?? originOf(locale)).replace(/\/$/, ''),
        }
      : null,
    accommodationWidget:
      env.ACCOMMODATION_WIDGET_SCRIPT_URL && widgetKey
        ? {
            scriptUrl: env.ACCOMMODATION_WIDGET_SCRIPT_URL,
            key: widgetKey,
            excludedProviders: (env.ACCOMMODATION_WIDGET_EXCLUDED_PROVIDERS[locale] ?? '').split('|').filter(Boolean),
          }
        : null,
  };
}
