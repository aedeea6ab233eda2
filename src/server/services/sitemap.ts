import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import {
  blogCategories,
  blogCategoryTranslations,
  blogPosts,
  blogPostTranslations,
  stores,
  storeTranslations,
} from '../db/schema';
import type { Locale } from '@/lib/locales';
import { entityPath } from '@/lib/entity-paths';
import { postPublished } from './blog-posts';
import { allCategories } from './categories';
import { allDestinations } from './destinations';

export type SitemapLink = { id: number; name: string; path: string };
/** Three levels: top entries, their children, and the children's children. */
export type SitemapTree = (SitemapLink & { children: (SitemapLink & { children: SitemapLink[] })[] })[];

export type HtmlSitemap = {
  stores: SitemapLink[];
  categories: SitemapTree;
  destinations: SitemapTree;
  blog_categories: (SitemapLink & { posts: SitemapLink[] })[];
};

type Node = SitemapLink & { parent_id: number | null; level: number };

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function treeOf(nodes: Node[]): SitemapTree {
  const link = ({ id, name, path }: Node): SitemapLink => ({ id, name, path });
  const byParent = groupBy(nodes, (node) => node.parent_id);
  const childrenOf = (id: number) => byParent.get(id) ?? [];
  return nodes
    .filter((node) => node.level === 1)
    .map((top) => ({
      ...link(top),
      children: childrenOf(top.id).map((child) => ({ ...link(child), children: childrenOf(child.id).map(link) })),
    }));
}

/** Everything the HTML sitemap page lists in a locale, with names and site paths. */
export async function htmlSitemap(locale: Locale): Promise<HtmlSitemap> {
  const [storeRows, categoryNodes, destinationNodes, blogCategoryRows, postRows] = await Promise.all([
    db()
      .select({ id: stores.id, name: storeTranslations.name, slug: storeTranslations.slug })
      .from(stores)
      .innerJoin(storeTranslations, and(eq(storeTranslations.storeId, stores.id), eq(storeTranslations.locale, locale)))
      .orderBy(asc(storeTranslations.name), asc(stores.id)),
    allCategories(locale),
    allDestinations(locale),
    db()
      .select({ id: blogCategories.id, name: blogCategoryTranslations.name, slug: blogCategoryTranslations.slug })
      .from(blogCategories)
      .innerJoin(
        blogCategoryTranslations,
        and(eq(blogCategoryTranslations.blogCategoryId, blogCategories.id), eq(blogCategoryTranslations.locale, locale)),
      )
      .orderBy(asc(blogCategories.position), asc(blogCategories.id)),
    db()
      .select({
        id: blogPosts.id,
        categoryId: blogPosts.blogCategoryId,
        name: blogPostTranslations.title,
        slug: blogPostTranslations.slug,
      })
      .from(blogPosts)
      .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.blogPostId, blogPosts.id), eq(blogPostTranslations.locale, locale), postPublished))
      .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id)),
  ]);
  const postsOf = groupBy(postRows, (post) => post.categoryId);
  return {
    stores: storeRows.map((row) => ({ id: row.id, name: row.name, path: entityPath(locale, 'store', [row.slug]) })),
    categories: treeOf(categoryNodes),
    destinations: treeOf(destinationNodes),
    blog_categories: blogCategoryRows.map((category) => ({
      id: category.id,
      name: category.name,
      path: entityPath(locale, 'blog_category', [category.slug]),
      posts: (postsOf.get(category.id) ?? []).map((post) => ({ id: post.id, name: post.name, path: entityPath(locale, 'blog_post', [category.slug, post.slug]) })),
    })),
  };
}
