import 'server-only';
import type { ENTITY_TYPES } from '../db/schema';
import { slugs } from '../db/schema';
import { slugify } from './text';
import type { Locale } from './locales';

type EntityType = (typeof ENTITY_TYPES)[number];

/**
 * First path segments the site routes itself (SPEC §2.1 and the app's technical paths):
 * a root-level entity with one of these slugs could never be reached.
 */
const RESERVED_ROOT_SLUGS = new Set([
  'pays', 'bestemmingen', 'categories', 'categorieen', 'comparateur', 'vergelijken', 'a-propos', 'over-ons',
  'conditions-generales', 'gebruiksvoorwaarden', 'mentions-legales', 'wettelijke-vertegenwoordiger', 'blog',
  'contact', 'cookies', 'faq', 'html-sitemap', 'privacy', 'search', 'not-found', 'api', 'storage', 'nl-be',
  'fr-fr', 'fr-be', 'stores', 'index', 'promotions', 'promoties', 'sitemap', 'robots',
]);

export type SlugClaim = { slug: string; ids: Map<Locale, number> };

/**
 * Builds the slug registry (DESIGN §3) in memory with explicit ids, so that children can point at
 * their parent's row before anything is written. A slug is unique per (locale, parent) across kinds;
 * the locales of one language share the slug, so fr-be and fr-fr always agree.
 */
export class SlugRegistry {
  readonly rows: (typeof slugs.$inferInsert)[] = [];
  private readonly taken = new Set<string>();
  private nextId = 1;

  /**
   * Registers an entity in several locales of one language under the first free variant of `base`
   * ("crete", then "crete-2"...). `parents` gives the parent's slug row per locale (null at the root).
   */
  claim(
    parents: ReadonlyMap<Locale, number | null>,
    base: string,
    entityType: EntityType,
    entityId: number,
  ): SlugClaim {
    const root = slugify(base) || `${entityType}-${entityId}`;
    // Blog post translations are also unique per locale whatever their category (blog_post_translations_locale_slug_uq).
    const scope = entityType === 'blog_post' ? 'blog_post' : null;
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? root : `${root}-${n}`;
      const free = [...parents].every(
        ([locale, parentId]) =>
          !this.taken.has(`${locale}|${parentId}|${candidate}`) &&
          (parentId !== null || !RESERVED_ROOT_SLUGS.has(candidate)) &&
          (scope === null || !this.taken.has(`${scope}|${locale}|${candidate}`)),
      );
      if (!free) continue;
      const ids = new Map<Locale, number>();
      for (const [locale, parentId] of parents) {
        const id = this.nextId++;
        this.taken.add(`${locale}|${parentId}|${candidate}`);
        if (scope !== null) this.taken.add(`${scope}|${locale}|${candidate}`);
        this.rows.push({ id, locale, slug: candidate, parentId, entityType, entityId });
        ids.set(locale, id);
      }
      return { slug: candidate, ids };
    }
  }
}
