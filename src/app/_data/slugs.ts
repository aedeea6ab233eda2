import 'server-only';
import { entityTag, tags } from '@/server/cache/invalidate';
import { alternatePaths } from '@/server/services/alternates';
import { breadcrumbsFor } from '@/server/services/breadcrumbs';
import { resolveSlug } from '@/server/services/slugs';
import type { EntityType } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { cachedRead } from './cache';

/** Which entity a path names (SPEC §2.2); the pages then read it by id, under its own tag. */
export const resolveEntity = cachedRead(
  'slug',
  (locale: Locale, slug: string, entityType: EntityType | null, parent: string | null) =>
    resolveSlug(locale, { slug, entityType: entityType ?? undefined, parent: parent ?? undefined }),
  () => [tags.slugs],
);

/** The family whose names a trail shows: an entity's ancestors are of its own kind (a store has none). */
const KIND_TAGS: Record<EntityType, string> = {
  store: tags.slugs,
  category: tags.categories,
  subcategory: tags.categories,
  location: tags.destinations,
  sublocation: tags.destinations,
  blog_category: tags.blog,
  blog_post: tags.blog,
};

/** The trail of an entity (SPEC §2.6); `id` only tags it, the slug and parent find it. */
export const getBreadcrumbs = cachedRead(
  'breadcrumbs',
  (locale: Locale, slug: string, entityType: EntityType, parent: string | null, _id: number) =>
    breadcrumbsFor(locale, { slug, entityType, parent: parent ?? undefined }),
  (_locale, _slug, entityType, _parent, id) => [tags.slugs, KIND_TAGS[entityType], entityTag(entityType, id)],
);

/** The same entity in the other locales (hreflang). */
export const getAlternates = cachedRead('alternates', alternatePaths, (entityType, id) => [
  tags.slugs,
  entityTag(entityType, id),
]);
