import { type Locale, languageOf } from './locales';
import { pathPrefix } from './site-domains';

/** The entity kinds a path can lead to (DESIGN §9). */
export const ENTITY_TYPES = [
  'location',
  'sublocation',
  'category',
  'subcategory',
  'store',
  'blog_post',
  'blog_category',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Localized first path segments of the sections (SPEC §2.1). */
export const SECTION_SEGMENTS = {
  destinations: { fr: 'pays', nl: 'bestemmingen' },
  categories: { fr: 'categories', nl: 'categorieen' },
  blog: { fr: 'blog', nl: 'blog' },
} as const;

export type Section = keyof typeof SECTION_SEGMENTS;

const sectionOf: Record<EntityType, Section | null> = {
  location: 'destinations',
  sublocation: 'destinations',
  category: 'categories',
  subcategory: 'categories',
  blog_category: 'blog',
  blog_post: 'blog',
  // Stores sit at the root: /{store}.
  store: null,
};

/** The home page of a locale (its prefix follows SITE_DOMAINS, see pathPrefix). */
export function homePath(locale: Locale): string {
  return pathPrefix(locale) || '/';
}

/**
 * Path of an entity inside the site, without the locale prefix (what a locale-aware link takes).
 * `slugs` is the chain from the root ancestor down to the entity: `['espagne', 'andalousie']`,
 * `['plage']`, `['voyages', 'mon-article']` for a post in its blog category.
 */
export function localizedEntityPath(locale: Locale, entityType: EntityType, slugs: readonly string[]): string {
  const section = sectionOf[entityType];
  const parts = section ? [SECTION_SEGMENTS[section][languageOf(locale)], ...slugs] : [...slugs];
  return `/${parts.map(encodeURIComponent).join('/')}`;
}

/** Full site path of an entity in a locale: `/pays/espagne/andalousie`, `/nl-be/categorieen/strand`. */
export function entityPath(
  locale: Locale,
  entityType: EntityType,
  slugs: readonly string[],
  domains?: Parameters<typeof pathPrefix>[1],
): string {
  return `${pathPrefix(locale, domains)}${localizedEntityPath(locale, entityType, slugs)}`;
}
