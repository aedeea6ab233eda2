import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { homepageCategories } from '@/server/services/categories';
import { homepageSliders } from '@/server/services/destinations';
import { homePageStores, homepageBanner } from '@/server/services/pages';
import { listProperties, type PropertyPage } from '@/server/services/properties';
import { PAGE_SIZE } from '@/lib/constants';
import type { HomeData } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { settle } from '@/app/_lib/settle';
import { cachedRead } from './cache';
import { getPageContent } from './pages';

const getHomeBanner = cachedRead('home-banner', homepageBanner, () => [tags.home]);

/** The stores the editors picked for the home page; a store edit expires `home` when it is one of them. */
const getHomeStores = cachedRead('home-stores', homePageStores, () => [tags.home]);

const getHomepageCategories = cachedRead('homepage-categories', homepageCategories, () => [tags.home, tags.categories]);

const getHomepageSliders = cachedRead('homepage-sliders', homepageSliders, () => [tags.home, tags.destinations]);

/** The home datafeed: the properties flagged as the home page's best offers (SPEC §7). */
const getHomeDeals = cachedRead(
  'home-deals',
  (locale: Locale) => listProperties(locale, { filters: { homepage_best_offer: true }, page: 1, size: PAGE_SIZE.properties }),
  () => [tags.home, tags.properties],
);

const NO_PROPERTIES: PropertyPage = { count: 0, results: [] };

/**
 * Everything the home page shows (SPEC §3 home data), read afresh for each render of the page:
 * nothing is carried over from an earlier render, only the tagged cache answers. A failing part
 * is logged and left empty (SPEC §8).
 */
export async function homeData(locale: Locale): Promise<HomeData> {
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
