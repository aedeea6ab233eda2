import { SMTP_PORT, THIRD_PARTY_ORIGIN, THIRD_PARTY_PORT } from '../third-party/ports.mjs';

/** Port of the site server that runs with every integration configured (playwright.config.ts). */
export const INTEGRATIONS_PORT = Number(process.env.E2E_INTEGRATIONS_PORT ?? 3110);
export const INTEGRATIONS_ORIGIN = `http://localhost:${INTEGRATIONS_PORT}`;
export { SMTP_PORT, THIRD_PARTY_ORIGIN, THIRD_PARTY_PORT };

/** The newsletter service's settings per locale, as the fixture service must receive them. */
export const NEWSLETTER_SERVICE = {
  keys: { 'fr-be': 'newsletter-key-fr-be', 'nl-be': 'newsletter-key-nl-be', 'fr-fr': 'newsletter-key-fr-fr' },
  userIds: { 'fr-be': 'user-be', 'nl-be': 'user-be', 'fr-fr': 'user-fr' },
  listIds: { 'fr-be': 'list-fr-be', 'nl-be': 'list-nl-be', 'fr-fr': 'list-fr-fr' },
  containers: { 'fr-be': 'holidays-be-fr', 'nl-be': 'holidays-be-nl', 'fr-fr': 'holidays-fr' },
} as const;

const perLocale = (values: Record<string, string>) => Object.entries(values).map(([locale, value]) => `${locale}=${value}`).join(',');

/** The six booking providers the nl-be widget leaves out (SPEC §1), as the test configures them. */
export const NL_BE_EXCLUDED_PROVIDERS = ['booking.com', 'hotels.com', 'expedia', 'agoda', 'trivago', 'airbnb'];

/**
 * The settings of that server (.env.example): each third party's script is a fixture served by
 * tests/e2e/third-party/server.mjs, and the services the site calls listen there too.
 */
export const INTEGRATION_SETTINGS: Record<string, string> = {
  CONSENT_KEYS: 'fr-be=consent-fr-be,nl-be=consent-nl-be,fr-fr=consent-fr-fr',
  ANALYTICS_SCRIPT_URL: `${THIRD_PARTY_ORIGIN}/scripts/analytics.js`,
  ANALYTICS_KEYS: 'fr-be=stats-fr-be,nl-be=stats-nl-be,fr-fr=stats-fr-fr',
  ADS_SCRIPT_URL: `${THIRD_PARTY_ORIGIN}/scripts/ads.js`,
  ADS_KEYS: 'fr-be=ads-fr-be,nl-be=ads-nl-be,fr-fr=ads-fr-fr',
  COMMENTS_SCRIPT_URL: `${THIRD_PARTY_ORIGIN}/scripts/comments.js?forum={shortname}`,
  COMMENTS_SHORTNAMES: 'fr-be=holidays-fr-be,nl-be=holidays-nl-be,fr-fr=holidays-fr-fr',
  COMMENTS_DOMAINS: `fr-be=https://www.example.be,nl-be=https://nl.example.be,fr-fr=https://www.example.fr`,
  ACCOMMODATION_WIDGET_SCRIPT_URL: `${THIRD_PARTY_ORIGIN}/scripts/accommodation-widget.js`,
  ACCOMMODATION_WIDGET_KEYS: 'fr-be=widget-fr-be,nl-be=widget-nl-be',
  ACCOMMODATION_WIDGET_EXCLUDED_PROVIDERS: `nl-be=${NL_BE_EXCLUDED_PROVIDERS.join('|')}`,
  // The captcha of the public forms (captcha.spec.ts): self-hosted, so only a key.
  CAPTCHA_HMAC_KEY: 'e2e-only-captcha-key-of-at-least-32-characters',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  MAIL_FROM: 'Holiday offers <newsletter@example.be>',
  NEWSLETTER_SERVICE_URL: `${THIRD_PARTY_ORIGIN}/newsletter/subscribers`,
  NEWSLETTER_KEYS: perLocale(NEWSLETTER_SERVICE.keys),
  NEWSLETTER_USER_IDS: perLocale(NEWSLETTER_SERVICE.userIds),
  NEWSLETTER_LIST_IDS: perLocale(NEWSLETTER_SERVICE.listIds),
  NEWSLETTER_CONTAINERS: perLocale(NEWSLETTER_SERVICE.containers),
};
