import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { alternatePaths } from '@/server/services/alternates';
import { getBlogCategoryBySlug, getPostBySlug } from '@/server/services/blog';
import { breadcrumbsFor } from '@/server/services/breadcrumbs';
import { getCategoryPage } from '@/server/services/categories';
import { getDestinationPage } from '@/server/services/destinations';
import { findRedirection } from '@/server/services/redirections';
import { resolveSlug } from '@/server/services/slugs';
import { getStoreBySlug } from '@/server/services/stores';
import type { EntityType } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { cachedRead } from './cache';

/** Every tag an entity page reads: a write to any kind of content may change its links. */
const contentTags = [tags.stores, tags.categories, tags.destinations, tags.blog, tags.promotions, tags.media, tags.seo];

export const resolveEntity = cachedRead(
  'slug',
  (locale: Locale, slug: string, entityType: EntityType | null, parent: string | null) =>
    resolveSlug(locale, { slug, entityType: entityType ?? undefined, parent: parent ?? undefined }),
  () => contentTags,
);

export const getStorePage = cachedRead('store', getStoreBySlug, () => contentTags);

export const getDestination = cachedRead(
  'destination',
  (locale: Locale, slug: string, parent: string | null, level: 'location' | 'sublocation') =>
    getDestinationPage(locale, level, { slug, parent: parent ?? undefined }),
  () => contentTags,
);

export const getCategory = cachedRead(
  'category',
  (locale: Locale, slug: string, parent: string | null) => getCategoryPage(locale, { slug, parent: parent ?? undefined }),
  () => contentTags,
);

export const getBlogCategory = cachedRead('blog-category', getBlogCategoryBySlug, () => contentTags);
export const getPost = cachedRead('post', getPostBySlug, () => contentTags);

export const getBreadcrumbs = cachedRead(
  'breadcrumbs',
  (locale: Locale, slug: string, entityType: EntityType, parent: string | null) =>
    breadcrumbsFor(locale, { slug, entityType, parent: parent ?? undefined }),
  () => contentTags,
);

export const getAlternates = cachedRead('alternates', alternatePaths, () => contentTags);

export const getRedirection = cachedRead('redirection', findRedirection, () => [tags.redirections]);
