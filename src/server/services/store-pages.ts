import 'server-only';
import { and, arrayContains, eq, or } from 'drizzle-orm';
import { tags } from '../cache/invalidate';
import { db } from '../db/client';
import {
  blogPosts,
  categories,
  destinations,
  promotionCategories,
  promotions,
  siteSettings,
  stores,
} from '../db/schema';
import { categoryIdsWithAncestors } from './categories';
import { isActive } from './lib/active';

/**
 * The cache tags of every page that shows a store (its name, icon, website, texts), read from the
 * database (DESIGN §5). Pages that pick it by hand: categories (store tiles, bottom related
 * stores), destinations (banner stores), the home page, other stores (related stores), blog posts
 * (similar stores). Category pages whose promotion list holds one of its active promotions, with
 * every ancestor since a category lists its whole tree. The lists drawn from many stores
 * (`promotions`: destinations' promotions, related offers, slider; `stores`: top stores) are
 * expired whole.
 *
 * Not `layout`: the header and footer show no store (navigation data reads top stores, but no
 * layout component renders them).
 */
export async function storePageTags(storeId: number): Promise<string[]> {
  const picks = [storeId];
  const [tiled, promoted, banners, home, relatedBy, posts] = await Promise.all([
    db()
      .select({ id: categories.id })
      .from(categories)
      .where(or(arrayContains(categories.storeIds, picks), arrayContains(categories.bottomRelatedStoreIds, picks))),
    db()
      .selectDistinct({ id: promotionCategories.categoryId })
      .from(promotionCategories)
      .innerJoin(promotions, eq(promotions.id, promotionCategories.promotionId))
      .where(and(eq(promotions.storeId, storeId), isActive())),
    db().select({ id: destinations.id }).from(destinations).where(arrayContains(destinations.bannerStoreIds, picks)),
    db()
      .select({ locale: siteSettings.locale })
      .from(siteSettings)
      .where(arrayContains(siteSettings.homePageStoreIds, picks))
      .limit(1),
    db().select({ id: stores.id }).from(stores).where(arrayContains(stores.relatedStoreIds, picks)),
    db().select({ id: blogPosts.id }).from(blogPosts).where(arrayContains(blogPosts.similarStoreIds, picks)),
  ]);
  const listing = await categoryIdsWithAncestors(promoted.map((row) => row.id));
  return [
    ...new Set([
      tags.store(storeId),
      ...relatedBy.map((row) => tags.store(row.id)),
      ...[...tiled.map((row) => row.id), ...listing].map(tags.category),
      ...banners.map((row) => tags.destination(row.id)),
      ...(home.length > 0 ? [tags.home] : []),
      ...posts.map((row) => tags.blogPost(row.id)),
      tags.promotions,
      tags.stores,
    ]),
  ];
}
