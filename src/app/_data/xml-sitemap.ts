import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { PAGE_KEYS } from '@/server/services/pages';
import { sitemapEntityChunk, sitemapEntityCount, sitemapFixedPages } from '@/server/services/xml-sitemap';
import type { Locale } from '@/lib/locales';
import { cachedRead } from './cache';

export type { SitemapEntityPage, SitemapFixedPage, SitemapRoute } from '@/server/services/xml-sitemap';

/** Entity pages read (and cached) this many at a time: a cache entry stays well under a megabyte. */
export const SITEMAP_CHUNK_SIZE = 1_000;

/**
 * What the entity pages of a sitemap depend on: the registry (a page created, deleted or moved)
 * and each kind's list tag, which its writes expire (a store edit expires `stores` with its new
 * updated_at, src/server/services/store-pages.ts).
 */
const ENTITY_TAGS = [tags.slugs, tags.stores, tags.categories, tags.destinations, tags.blog];

export const getSitemapEntityCount = cachedRead('sitemap-entity-count', sitemapEntityCount, () => ENTITY_TAGS);

export const getSitemapEntityChunk = cachedRead(
  'sitemap-entity-chunk',
  (locale: Locale, chunk: number) => sitemapEntityChunk(locale, chunk, SITEMAP_CHUNK_SIZE),
  () => ENTITY_TAGS,
);

/** Fixed pages are dated by their page record (an edit expires its `page:` tag) and the content they show. */
export const getSitemapFixedPages = cachedRead('sitemap-fixed-pages', sitemapFixedPages, () => [
  ...ENTITY_TAGS,
  tags.promotions,
  tags.home,
  tags.layout,
  ...PAGE_KEYS.map(tags.page),
]);
