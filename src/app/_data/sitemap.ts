import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { htmlSitemap } from '@/server/services/sitemap';
import { cachedRead } from './cache';

export type { SitemapLink, SitemapTree } from '@/server/services/sitemap';

/** The HTML sitemap's trees: every listed entity's name and address. */
export const getSitemap = cachedRead('html-sitemap', htmlSitemap, () => [
  tags.slugs,
  tags.stores,
  tags.categories,
  tags.destinations,
  tags.blog,
]);
