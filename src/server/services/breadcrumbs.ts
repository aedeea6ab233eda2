import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import {
  blogCategoryTranslations,
  blogPostTranslations,
  categoryTranslations,
  destinationTranslations,
  storeTranslations,
} from '../db/schema';
import { type Locale, languageOf } from '@/lib/locales';
import { type EntityType, entityPath, homePath } from '@/lib/entity-paths';
import { resolveSlug, type SlugQuery, type SlugRef } from './slugs';

export type Breadcrumb = { name: string; url: string };

/** The first crumb's label; the pages show the same word in their own translations. */
export const HOME_LABEL = { fr: 'Accueil', nl: 'Home' } as const;

type Table = 'destination' | 'category' | 'store' | 'blog_category' | 'blog_post';

const tableOf: Record<EntityType, Table> = {
  location: 'destination',
  sublocation: 'destination',
  category: 'category',
  subcategory: 'category',
  store: 'store',
  blog_category: 'blog_category',
  blog_post: 'blog_post',
};

/** Names of the referenced entities in the locale: one query per kind present in the chain. */
async function namesOf(locale: Locale, refs: SlugRef[]): Promise<Map<string, string>> {
  const idsOf = (table: Table) => refs.filter((ref) => tableOf[ref.entity_type] === table).map((ref) => ref.id);
  const load = {
    destination: (ids: number[]) =>
      db()
        .select({ id: destinationTranslations.destinationId, name: destinationTranslations.name })
        .from(destinationTranslations)
        .where(and(inArray(destinationTranslations.destinationId, ids), eq(destinationTranslations.locale, locale))),
    category: (ids: number[]) =>
      db()
        .select({ id: categoryTranslations.categoryId, name: categoryTranslations.name })
        .from(categoryTranslations)
        .where(and(inArray(categoryTranslations.categoryId, ids), eq(categoryTranslations.locale, locale))),
    store: (ids: number[]) =>
      db()
        .select({ id: storeTranslations.storeId, name: storeTranslations.name })
        .from(storeTranslations)
        .where(and(inArray(storeTranslations.storeId, ids), eq(storeTranslations.locale, locale))),
    blog_category: (ids: number[]) =>
      db()
        .select({ id: blogCategoryTranslations.blogCategoryId, name: blogCategoryTranslations.name })
        .from(blogCategoryTranslations)
        .where(and(inArray(blogCategoryTranslations.blogCategoryId, ids), eq(blogCategoryTranslations.locale, locale))),
    blog_post: (ids: number[]) =>
      db()
        .select({ id: blogPostTranslations.blogPostId, name: blogPostTranslations.title })
        .from(blogPostTranslations)
        .where(and(inArray(blogPostTranslations.blogPostId, ids), eq(blogPostTranslations.locale, locale))),
  } satisfies Record<Table, (ids: number[]) => Promise<{ id: number; name: string }[]>>;
  const tables = Object.keys(load) as Table[];
  const results = await Promise.all(
    tables.map(async (table) => {
      const ids = idsOf(table);
      return ids.length === 0 ? [] : (await load[table](ids)).map((row) => [`${table}:${row.id}`, row.name] as const);
    }),
  );
  return new Map(results.flat());
}

/**
 * The trail from the home page down to an entity, following its parents upward (SPEC §2.6),
 * each crumb with its site path in the locale. Null when the slug is unknown there.
 */
export async function breadcrumbsFor(locale: Locale, query: SlugQuery): Promise<Breadcrumb[] | null> {
  const resolved = await resolveSlug(locale, query);
  if (!resolved) return null;
  const names = await namesOf(locale, resolved.chain);
  const crumbs: Breadcrumb[] = [{ name: HOME_LABEL[languageOf(locale)], url: homePath(locale) }];
  resolved.chain.forEach((ref, i) => {
    crumbs.push({
      name: names.get(`${tableOf[ref.entity_type]}:${ref.id}`) ?? ref.slug,
      url: entityPath(
        locale,
        ref.entity_type,
        resolved.chain.slice(0, i + 1).map((r) => r.slug),
      ),
    });
  });
  return crumbs;
}
