import 'server-only';
import { relatedPostIds, type Blog } from './blog';
import type { CategoryTree } from './categories';
import type { SeedContext } from './context';
import type { DestinationTree } from './destinations';
import type { StayKind } from './destinations-data';
import type { StoreSet } from './stores';

/** The category a destination page links to, by the destination's kind of stay. */
const STAY_CATEGORY: Record<StayKind, string> = {
  beach: 'beach', city: 'city-trips', ski: 'ski', mountain: 'hotels', countryside: 'holiday-homes', wellness: 'wellness', adventure: 'tours',
};

/**
 * Fills the editor-curated id lists that point across aggregates (related posts, banner stores, stores
 * of a category...), once every entity has its id. Stores shown site-wide come from those every locale carries.
 */
export function curate(ctx: SeedContext, tree: DestinationTree, categories: CategoryTree, stores: StoreSet, blog: Blog): void {
  const rng = ctx.rng('curation');
  const everywhere = stores.curated.filter((s) => s.availability === 'all');
  const travelSellers = everywhere.filter((s) => s.kind === 'tour_operator' || s.kind === 'airline' || s.kind === 'hotel');
  for (const node of tree.all) {
    node.relatedCategoryId = categories.byKey.get(STAY_CATEGORY[node.stay])?.id ?? null;
    node.relatedPostIds = relatedPostIds(node, blog.posts);
    node.bannerStoreIds = rng.sample(travelSellers, 3).map((s) => s.id);
  }
  const storesByCategory = new Map<number, number[]>();
  for (const s of stores.all) {
    for (const categoryId of s.categoryIds) storesByCategory.set(categoryId, [...(storesByCategory.get(categoryId) ?? []), s.id]);
  }
  const curatedIds = new Set(stores.curated.map((s) => s.id));
  for (const node of categories.all) {
    const own = storesByCategory.get(node.id) ?? [];
    const descendants = node.children.flatMap((c) => [c, ...c.children]).flatMap((c) => storesByCategory.get(c.id) ?? []);
    const listed = [...new Set([...own, ...descendants])].sort((a, b) => Number(curatedIds.has(b)) - Number(curatedIds.has(a)) || a - b);
    node.storeIds = listed.slice(0, 8);
    const others = everywhere.filter((s) => !node.storeIds.includes(s.id));
    node.bottomRelatedStoreIds = rng.sample(others, 6).map((s) => s.id);
    const posts = blog.posts.filter((post) => post.stay === node.stay);
    node.relatedPostIds = rng.sample(posts, 4).map((post) => post.id);
  }
}
