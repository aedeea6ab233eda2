import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { fixedPath } from '@/lib/localized-paths';
import { LOCALES, type Locale } from '@/lib/locales';
import { db } from '../db/client';
import { pages, pageTranslations } from '../db/schema';
import { sanitizeCmsHtml } from './lib/html';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { isPageKey, PAGE_KEYS, type PageKey } from './pages';

type FixedRoute = Parameters<typeof fixedPath>[1];

/** The public route that shows each page's content (the pages under src/app name the same keys). */
export const PAGE_ROUTES = {
  home_page: '/',
  blog_page: '/blog',
  about_us_page: '/about',
  conditions_page: '/terms',
  contact_us_page: '/contact',
  cookie_policy_page: '/cookies',
  faq_page: '/faq',
  html_sitemap_page: '/html-sitemap',
  mentions_legales_page: '/legal',
  privacy_policy_page: '/privacy',
  not_found_page: '/not-found',
  search_page: '/search',
  comparator_page: '/comparator',
} as const satisfies Record<PageKey, FixedRoute>;

/** A page as the back-office lists it: its title in the editor's locale (else another), the locales it lacks. */
export type PageRow = {
  id: PageKey;
  key: PageKey;
  title: string;
  /** Its public path in the locale listed, without locale prefix. */
  path: string;
  locales: Locale[];
  missing_locales: Locale[];
  updated_at: string | null;
};

/** A locale's content of a page as PUT /api/pages/update_page/ takes it back. */
export type PageTranslationRecord = {
  title: string;
  header_1: string;
  header_2: string;
  /** Sanitized HTML. */
  content: string;
  blocks: Record<string, unknown>;
  seo_title: string;
  meta_description: string;
  seo_image_id: number | null;
};

/** A page as editors write it: every locale it has, and its public path in each locale. */
export type PageRecord = {
  id: PageKey;
  key: PageKey;
  banner_id: number | null;
  updated_at: string | null;
  paths: Record<Locale, string>;
  translations: Partial<Record<Locale, PageTranslationRecord>>;
};

const pathsOf = (key: PageKey) => Object.fromEntries(LOCALES.map((locale) => [locale, fixedPath(locale, PAGE_ROUTES[key])])) as Record<Locale, string>;

/**
 * Every page key the site shows content for, in their fixed order (home first), whether or not a
 * record exists yet: a page without content anywhere is listed with every locale missing.
 */
export async function listPageRows(locale: Locale, paging: Paging): Promise<Page<PageRow>> {
  const rows = await db()
    .select({ key: pages.key, updatedAt: pages.updatedAt, locale: pageTranslations.locale, title: pageTranslations.title })
    .from(pages)
    .leftJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
    .orderBy(asc(pages.id));
  const results = PAGE_KEYS.map((key): PageRow => {
    const mine = rows.filter((row) => row.key === key);
    const titles = new Map(mine.flatMap((row) => (row.locale ? [[row.locale, row.title ?? ''] as const] : [])));
    const locales = LOCALES.filter((l) => titles.has(l));
    const shown = titles.get(locale) ?? locales.map((l) => titles.get(l)).find(Boolean) ?? '';
    return {
      id: key,
      key,
      title: shown,
      path: fixedPath(locale, PAGE_ROUTES[key]),
      locales,
      missing_locales: LOCALES.filter((l) => !titles.has(l)),
      updated_at: mine[0]?.updatedAt.toISOString() ?? null,
    };
  });
  const start = offsetOf(paging);
  return { count: results.length, results: results.slice(start, start + paging.size) };
}

/** A page's record by key; null for a key the site does not know. */
export async function getPageRecord(key: string): Promise<PageRecord | null> {
  if (!isPageKey(key)) return null;
  const rows = await db()
    .select({ bannerId: pages.bannerId, updatedAt: pages.updatedAt, t: pageTranslations })
    .from(pages)
    .leftJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
    .where(eq(pages.key, key));
  const translations: PageRecord['translations'] = {};
  for (const { t } of rows) {
    if (!t) continue;
    translations[t.locale] = {
      title: t.title,
      header_1: t.header1,
      header_2: t.header2,
      // As visitors get it: rows also come from the seed and scripts, which skip the write's sanitizer.
      content: sanitizeCmsHtml(t.content),
      blocks: t.blocks,
      seo_title: t.seoTitle,
      meta_description: t.metaDescription,
      seo_image_id: t.seoImageId,
    };
  }
  return {
    id: key,
    key,
    banner_id: rows[0]?.bannerId ?? null,
    updated_at: rows[0]?.updatedAt.toISOString() ?? null,
    paths: pathsOf(key),
    translations,
  };
}
