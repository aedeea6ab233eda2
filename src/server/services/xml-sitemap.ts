import 'server-only';
import { and, asc, count, eq, inArray, isNotNull, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '../db/client';
import { blogPosts, categories, destinations, pages, pageTranslations, promotions, siteSettings, slugs, stores } from '../db/schema';
import { localizedEntityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { type AlternatePaths, alternatePathsOf, alternatesIn } from './alternates';
import { postPublished } from './blog-posts';
import { present } from './lib/hierarchy';
import type { PageKey } from './pages';

/**
 * What the XML sitemaps list (the issue "search-engine visibility"): every indexable page of a
 * locale. Fixed routes come first, then every entity of the slug registry (DESIGN §3) but blog
 * categories, whose pages carry `noindex,follow` (src/lib/seo-rules.ts). The search page,
 * /not-found, paginated lists and filtered views are never listed. Entities are read a chunk at a
 * time, in the registry's id order, so no list of a large site is ever held whole.
 */

/** The fixed routes a sitemap lists, by their internal name (src/lib/pathnames.ts). */
export type SitemapRoute =
  | '/'
  | '/about'
  | '/legal'
  | '/terms'
  | '/faq'
  | '/contact'
  | '/cookies'
  | '/privacy'
  | '/html-sitemap'
  | '/destinations'
  | '/categories'
  | '/categories/promotions'
  | '/comparator'
  | '/blog';

type ContentKind = 'stores' | 'categories' | 'destinations' | 'promotions' | 'posts';

type FixedRule = {
  route: SitemapRoute;
  /** The page record the route shows; `required`: without content in the locale the page is a 404. */
  page?: { key: PageKey; required: boolean };
  /** What else the page shows: its newest change dates the page too. */
  shows?: ContentKind[];
  /** The locale's site settings (home banner and picked stores). */
  settings?: boolean;
};

const FIXED_RULES: FixedRule[] = [
  { route: '/', page: { key: 'home_page', required: false }, settings: true },
  { route: '/about', page: { key: 'about_us_page', required: true } },
  { route: '/legal', page: { key: 'mentions_legales_page', required: true } },
  { route: '/terms', page: { key: 'conditions_page', required: true } },
  { route: '/faq', page: { key: 'faq_page', required: true } },
  { route: '/contact', page: { key: 'contact_us_page', required: true } },
  { route: '/cookies', page: { key: 'cookie_policy_page', required: true } },
  { route: '/privacy', page: { key: 'privacy_policy_page', required: true } },
  {
    route: '/html-sitemap',
    page: { key: 'html_sitemap_page', required: true },
    shows: ['stores', 'categories', 'destinations', 'posts'],
  },
  { route: '/destinations', shows: ['destinations'] },
  { route: '/categories', shows: ['categories'] },
  { route: '/categories/promotions', shows: ['categories', 'promotions'] },
  { route: '/comparator', page: { key: 'comparator_page', required: false } },
  { route: '/blog', page: { key: 'blog_page', required: false }, shows: ['posts'] },
];

export type SitemapFixedPage = { route: SitemapRoute; lastmod: string | null };

export type SitemapEntityPage = {
  /** The page's path in its locale, without locale prefix: `/pays/espagne`. */
  path: string;
  lastmod: string | null;
  /** The same page in every locale where it exists (its hreflang alternates). */
  alternates: AlternatePaths;
};

function newest(dates: (Date | null | undefined)[]): string | null {
  const times = dates.filter((date): date is Date => date instanceof Date).map((date) => date.getTime());
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

/** The fixed pages that exist in the locale, each dated by its page record and the newest content it shows. */
export async function sitemapFixedPages(locale: Locale): Promise<SitemapFixedPage[]> {
  const newestOf = (table: typeof stores | typeof categories | typeof destinations | typeof promotions | typeof blogPosts, where?: SQL) =>
    db().select({ at: max(table.updatedAt) }).from(table).where(where);
  const [records, settings, ...latest] = await Promise.all([
    db()
      .select({ key: pages.key, updatedAt: pages.updatedAt })
      .from(pages)
      .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale))),
    db().select({ updatedAt: siteSettings.updatedAt }).from(siteSettings).where(eq(siteSettings.locale, locale)),
    newestOf(stores),
    newestOf(categories),
    newestOf(destinations),
    newestOf(promotions),
    newestOf(blogPosts, postPublished),
  ]);
  const kinds: ContentKind[] = ['stores', 'categories', 'destinations', 'promotions', 'posts'];
  const latestOf = new Map(kinds.map((kind, index) => [kind, latest[index]?.[0]?.at ?? null]));
  const pageDates = new Map(records.map((record) => [record.key, record.updatedAt]));
  return FIXED_RULES.filter((rule) => !rule.page?.required || pageDates.has(rule.page.key)).map((rule) => ({
    route: rule.route,
    lastmod: newest([
      rule.page ? pageDates.get(rule.page.key) : null,
      rule.settings ? settings[0]?.updatedAt : null,
      ...(rule.shows ?? []).map((kind) => latestOf.get(kind)),
    ]),
  }));
}

const parentRow = alias(slugs, 'sitemap_parent');
const grandRow = alias(slugs, 'sitemap_grand');

/**
 * The registry's entries of a locale that are indexable pages. Each entry is joined to its entity
 * (the one table of its kind, for its date): these joins come with the condition, in both queries.
 */
function indexableIn(locale: Locale) {
  return and(
    eq(slugs.locale, locale),
    // Blog category pages carry noindex,follow.
    ne(slugs.entityType, 'blog_category'),
    // A registry entry whose entity is gone names no page.
    or(isNotNull(stores.id), isNotNull(categories.id), isNotNull(destinations.id), isNotNull(blogPosts.id)),
  );
}

const storeOfSlug = and(eq(slugs.entityType, 'store'), eq(stores.id, slugs.entityId));
const categoryOfSlug = and(inArray(slugs.entityType, ['category', 'subcategory']), eq(categories.id, slugs.entityId));
const destinationOfSlug = and(inArray(slugs.entityType, ['location', 'sublocation']), eq(destinations.id, slugs.entityId));
const postOfSlug = and(eq(slugs.entityType, 'blog_post'), eq(blogPosts.id, slugs.entityId), postPublished);

/** How many entity pages the locale has. */
export async function sitemapEntityCount(locale: Locale): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(slugs)
    .leftJoin(stores, storeOfSlug)
    .leftJoin(categories, categoryOfSlug)
    .leftJoin(destinations, destinationOfSlug)
    .leftJoin(blogPosts, postOfSlug)
    .where(indexableIn(locale));
  return Number(row?.n ?? 0);
}

/** The `chunk`-th run of `size` entity pages of the locale (from 0), in the registry's order. */
export async function sitemapEntityChunk(locale: Locale, chunk: number, size: number): Promise<SitemapEntityPage[]> {
  const found = await db()
    .select({
      entityType: slugs.entityType,
      entityId: slugs.entityId,
      slug: slugs.slug,
      parent: parentRow.slug,
      grand: grandRow.slug,
      updatedAt: sql<Date | null>`coalesce(${stores.updatedAt}, ${categories.updatedAt}, ${destinations.updatedAt}, ${blogPosts.updatedAt})`.mapWith(
        stores.updatedAt,
      ),
    })
    .from(slugs)
    .leftJoin(stores, storeOfSlug)
    .leftJoin(categories, categoryOfSlug)
    .leftJoin(destinations, destinationOfSlug)
    .leftJoin(blogPosts, postOfSlug)
    .leftJoin(parentRow, eq(parentRow.id, slugs.parentId))
    .leftJoin(grandRow, eq(grandRow.id, parentRow.parentId))
    .where(indexableIn(locale))
    .orderBy(asc(slugs.id))
    .limit(size)
    .offset(chunk * size);
  const alternates = await alternatePathsOf(found.map((row) => ({ entityType: row.entityType, id: row.entityId })));
  return found.map((row) => ({
    path: localizedEntityPath(locale, row.entityType, present(row.grand, row.parent, row.slug).filter(Boolean)),
    lastmod: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
    alternates: alternatesIn(alternates, row.entityType, row.entityId),
  }));
}
