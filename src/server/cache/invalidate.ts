import 'server-only';
import type { EntityType } from '@/lib/entity-paths';

/**
 * Cache tags (DESIGN §5). A page carries the tags of every read it renders from (src/app/_data);
 * a write expires the tags of what it changed, so exactly the pages that show it render again on
 * their next request. Services name what changed; the page layer registers how to drop it (Next's
 * revalidateTag), so services stay framework-free.
 *
 * One entity's tag covers its own page and the lists that belong to it (a store's promotions, a
 * category's promotions); a kind's tag covers the lists that gather entities of that kind from
 * across the site (the promotions slider, the categories tree).
 */
export const tags = {
  /** What every page shows around its content: menus, footer, brand. */
  layout: 'layout',
  /** What only the home page shows: its banner, picked stores, categories, sliders and deals. */
  home: 'home',
  store: (id: number) => `store:${id}`,
  category: (id: number) => `category:${id}`,
  destination: (id: number) => `destination:${id}`,
  blogCategory: (id: number) => `blog-category:${id}`,
  blogPost: (id: number) => `blog-post:${id}`,
  page: (key: string) => `page:${key}`,
  /** Lists of promotions drawn from many stores: slider, related offers, latest per category, destinations. */
  promotions: 'promotions',
  /** Lists of stores drawn from across the site: top stores. */
  stores: 'stores',
  /** The category tree and lists of categories. */
  categories: 'categories',
  /** The destination tree and lists of destinations. */
  destinations: 'destinations',
  /** Lists of blog categories and posts. */
  blog: 'blog',
  /** The slug registry: what exists at which address. A create, a delete or a slug change expires it. */
  slugs: 'slugs',
  /** The datafeed of property deals. */
  properties: 'properties',
  /** Every page: an image that goes away may be shown anywhere. */
  media: 'media',
  redirections: 'redirections',
  robots: 'robots',
} as const;

/** The tag of one entity's page, by its slug registry kind. */
export function entityTag(entityType: EntityType, id: number): string {
  switch (entityType) {
    case 'store':
      return tags.store(id);
    case 'category':
    case 'subcategory':
      return tags.category(id);
    case 'location':
    case 'sublocation':
      return tags.destination(id);
    case 'blog_category':
      return tags.blogCategory(id);
    case 'blog_post':
      return tags.blogPost(id);
  }
}

type Invalidator = (tags: string[]) => void | Promise<void>;

const holder = globalThis as unknown as { __invalidators?: Set<Invalidator> };
const invalidators = (holder.__invalidators ??= new Set());

export function onInvalidate(fn: Invalidator): void {
  invalidators.add(fn);
}

/** Expires the pages that carry any of the tags; a write that changed nothing expires nothing. */
export async function invalidate(...changed: string[]): Promise<void> {
  if (changed.length === 0) return;
  for (const fn of invalidators) await fn(changed);
}
