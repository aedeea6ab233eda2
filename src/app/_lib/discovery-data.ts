import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { allCategories, homepageCategories } from '@/server/services/categories';
import { latestPromotionsPerCategory } from '@/server/services/category-promotions';
import { homepageSliders, locationsByContinent } from '@/server/services/destinations';
import type { PromotionCard } from '@/server/services/location-promotions';
import { homePageStores, homepageBanner } from '@/server/services/pages';
import { datafeedForEntity, listProperties, type PropertyPage } from '@/server/services/properties';
import { promotionsByCategory, type Promotion } from '@/server/services/promotions';
import type { StoreSummary } from '@/server/services/stores';
import type { ImageData, PlaceCardData, PromotionTeaserData, StoreTileData } from '@/components/deals/types';
import { PAGE_SIZE, type PromotionType } from '@/lib/constants';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { cachedRead } from './cache';
import { settle } from './settle';
import { getPageContent } from './static-page';

/** Reads of the discovery pages (home, destinations, categories), cached by tag (DESIGN §5). */

export const getHomeBanner = cachedRead('home-banner', homepageBanner, () => [tags.pages, tags.layout, tags.media]);
export const getHomeStores = cachedRead('home-stores', homePageStores, () => [tags.pages, tags.stores, tags.media]);
export const getHomepageCategories = cachedRead('homepage-categories', homepageCategories, () => [tags.categories, tags.media]);
export const getHomepageSliders = cachedRead('homepage-sliders', homepageSliders, () => [tags.destinations, tags.media]);

/** The home datafeed: the properties flagged as the home page's best offers (SPEC §7). */
export const getHomeDeals = cachedRead(
  'home-deals',
  (locale: Locale) => listProperties(locale, { filters: { homepage_best_offer: true }, page: 1, size: PAGE_SIZE.properties }),
  () => [tags.properties, tags.destinations],
);

/**
 * The datafeed block of a category or destination, by its linking fields (given as JSON so that
 * they key the cache); null when SPEC §5 skips the lookup.
 */
export const getEntityDeals = cachedRead(
  'entity-deals',
  (locale: Locale, linkingFields: string) => datafeedForEntity(locale, JSON.parse(linkingFields), PAGE_SIZE.properties),
  () => [tags.properties, tags.destinations],
);

export const getContinents = cachedRead('continents', locationsByContinent, () => [tags.destinations, tags.media]);
export const getCategoryTree = cachedRead('category-tree', allCategories, () => [tags.categories, tags.media]);

/**
 * Promotion lists change with the clock (one starts or ends without any write), so they are kept
 * only briefly; what ended since the read is also dropped when the page renders. Writes still
 * expire them at once through their tags.
 */
const CLOCK_BOUND_SECONDS = 60;

/** One page of a category tree's active promotions (SPEC §4: the paged call of category pages). */
export const getCategoryPromotions = cachedRead(
  'category-promotions',
  (locale: Locale, categoryId: number, type: PromotionType | null, page: number) =>
    promotionsByCategory(locale, categoryId, { type: type ?? undefined, page, size: PAGE_SIZE.general }),
  (_locale, categoryId) => [tags.promotions, tags.categories, tags.category(categoryId), tags.stores, tags.media],
  CLOCK_BOUND_SECONDS,
);

/** How many of each category's newest promotions the category promotions page shows. */
export const PROMOTIONS_PER_CATEGORY = 4;

export const getLatestPromotionsPerCategory = cachedRead(
  'latest-promotions-per-category',
  (locale: Locale) => latestPromotionsPerCategory(locale, PROMOTIONS_PER_CATEGORY),
  () => [tags.promotions, tags.categories, tags.stores, tags.media],
  CLOCK_BOUND_SECONDS,
);

const NO_PROPERTIES: PropertyPage = { count: 0, count_is_estimate: false, results: [] };

/**
 * Everything the home page shows (SPEC §3 home data), read afresh for each render of the page:
 * nothing is carried over from an earlier render, only the tagged cache answers. A failing part
 * is logged and left empty (SPEC §8).
 */
export async function homeData(locale: Locale) {
  const [page, banner, categories, sliders, deals, stores] = await Promise.all([
    settle(getPageContent(locale, 'home_page'), null, 'home page content'),
    settle(getHomeBanner(locale), null, 'home banner'),
    settle(getHomepageCategories(locale), [], 'home categories'),
    settle(getHomepageSliders(locale), [], 'home sliders'),
    settle(getHomeDeals(locale), NO_PROPERTIES, 'home datafeed'),
    settle(getHomeStores(locale), [], 'home stores'),
  ]);
  return { page, banner, categories, sliders, deals: deals.results, stores };
}

/** The datafeed section of an entity page: null both when skipped and when the lookup failed. */
export async function entityDeals(locale: Locale, linkingFields: object) {
  const deals = await settle(getEntityDeals(locale, JSON.stringify(linkingFields)), null, 'entity datafeed');
  return deals?.results ?? null;
}

/** A cached list may outlive a promotion's end by a few minutes; what has ended is not shown. */
function stillRunning(endsAt: string | null, now: number): boolean {
  return endsAt === null || Date.parse(endsAt) > now;
}

export function storeTile(locale: Locale, store: StoreSummary): StoreTileData {
  return {
    id: store.id,
    name: store.name,
    href: entityPath(locale, 'store', [store.slug]),
    icon: store.icon,
    rating: store.rating,
    rating_count: store.rating_count,
  };
}

/** The store page opens a promotion's dialog from `?promotion=<id>` (its shared-link address). */
function promotionHref(locale: Locale, storeSlug: string, promotionId: number): string {
  return `${entityPath(locale, 'store', [storeSlug])}?promotion=${promotionId}`;
}

/** Promotions of the promotions service (category lists) as cards. */
export function teasersOfPromotions(locale: Locale, promotions: Promotion[], now = Date.now()): PromotionTeaserData[] {
  return promotions
    .filter((p) => stillRunning(p.ends_at, now) && p.stores[0] !== undefined)
    .map((p) => {
      const store = p.stores[0]!;
      return {
        id: p.id,
        href: promotionHref(locale, store.slug, p.id),
        title: p.title,
        offer: p.offer,
        description: p.description,
        type: p.coupon?.type ?? 'offer',
        is_exclusive: p.is_exclusive,
        ends_at: p.ends_at,
        store: { name: store.name, icon: store.icon },
      };
    });
}

/** Promotions of a location response (SPEC §4) as cards. */
export function teasersOfLocationPromotions(locale: Locale, promotions: PromotionCard[], now = Date.now()): PromotionTeaserData[] {
  return promotions
    .filter((p) => stillRunning(p.ends_at, now) && p.stores[0] !== undefined)
    .map((p) => {
      const store = p.stores[0]!;
      return {
        id: p.id,
        href: promotionHref(locale, store.slug, p.id),
        title: p.title,
        offer: p.offer,
        description: p.description,
        type: p.type,
        is_exclusive: p.is_exclusive,
        ends_at: p.ends_at,
        store: { name: store.name, icon: store.icon },
      };
    });
}

/** A destination or category summary as a picture card. */
export function placeCard(summary: { id: number; name: string; path: string; banner: ImageData | null }): PlaceCardData {
  return { id: summary.id, name: summary.name, href: summary.path, image: summary.banner };
}
