import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { getDestinationPage, locationsByContinent, type DestinationEntityType } from '@/server/services/destinations';
import type { Locale } from '@/lib/locales';
import { CLOCK_BOUND_SECONDS, cachedRead } from './cache';

/**
 * A destination's page content; its slug was resolved first (./slugs). It lists promotions drawn
 * from many stores (so it follows the clock and `promotions`), related places, a related category
 * and posts, and picked hotels.
 */
export const getDestination = cachedRead(
  'destination',
  (locale: Locale, entityType: DestinationEntityType, id: number) => getDestinationPage(locale, entityType, { id }),
  (_locale, _entityType, id) => [
    tags.destination(id),
    tags.destinations,
    tags.promotions,
    tags.categories,
    tags.blog,
    tags.properties,
  ],
  CLOCK_BOUND_SECONDS,
);

export const getContinents = cachedRead('continents', locationsByContinent, () => [tags.destinations]);
