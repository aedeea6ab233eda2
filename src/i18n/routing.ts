import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  pathnames: {
    '/': '/',
    '/about': { 'fr-be': '/a-propos', 'nl-be': '/over-ons', 'fr-fr': '/a-propos' },
    '/destinations': { 'fr-be': '/pays', 'nl-be': '/bestemmingen', 'fr-fr': '/pays' },
    '/categories': { 'fr-be': '/categories', 'nl-be': '/categorieen', 'fr-fr': '/categories' },
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
    '/contact': '/contact',
    '/cookies': '/cookies',
    '/faq': '/faq',
    '/html-sitemap': '/html-sitemap',
    '/privacy': '/privacy',
    '/search': '/search',
    '/not-found': '/not-found',
  },
});
