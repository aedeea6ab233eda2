/**
 * Localized fixed segments (SPEC §2.1); content slugs come from the database. Plain data, so the
 * links a server module or a browser script builds need no next-intl (src/i18n/routing.ts hands
 * the same table to next-intl's routing).
 */
export const pathnames = {
  '/': '/',
  '/about': { 'fr-be': '/a-propos', 'nl-be': '/over-ons', 'fr-fr': '/a-propos' },
  '/destinations': { 'fr-be': '/pays', 'nl-be': '/bestemmingen', 'fr-fr': '/pays' },
  '/destinations/[...slugs]': {
    'fr-be': '/pays/[...slugs]',
    'nl-be': '/bestemmingen/[...slugs]',
    'fr-fr': '/pays/[...slugs]',
  },
  '/categories': { 'fr-be': '/categories', 'nl-be': '/categorieen', 'fr-fr': '/categories' },
  '/categories/promotions': {
    'fr-be': '/categories/promotions',
    'nl-be': '/categorieen/promoties',
    'fr-fr': '/categories/promotions',
  },
  '/categories/[...slugs]': {
    'fr-be': '/categories/[...slugs]',
    'nl-be': '/categorieen/[...slugs]',
    'fr-fr': '/categories/[...slugs]',
  },
  '/comparator': { 'fr-be': '/comparateur', 'nl-be': '/vergelijken', 'fr-fr': '/comparateur' },
  '/terms': {
    'fr-be': '/conditions-generales',
    'nl-be': '/gebruiksvoorwaarden',
    'fr-fr': '/conditions-generales',
  },
  '/legal': {
    'fr-be': '/mentions-legales',
    'nl-be': '/wettelijke-vertegenwoordiger',
    'fr-fr': '/mentions-legales',
  },
  '/blog': '/blog',
  '/blog/[...slugs]': '/blog/[...slugs]',
  '/contact': '/contact',
  '/cookies': '/cookies',
  '/faq': '/faq',
  '/html-sitemap': '/html-sitemap',
  '/privacy': '/privacy',
  '/search': '/search',
  '/not-found': '/not-found',
  // Reached from the newsletter's and the store alerts' mails only: rendered per request, never indexed nor listed.
  '/newsletter/confirm': '/newsletter/confirm',
  '/newsletter/unsubscribe': '/newsletter/unsubscribe',
  '/store-alerts/confirm': '/store-alerts/confirm',
  '/store-alerts/unsubscribe': '/store-alerts/unsubscribe',
  '/[...slugs]': '/[...slugs]',
} as const;
