import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { navigationData } from '@/server/services/navigation';
import { cachedRead } from './cache';

/**
 * What every layout shows: menus of categories and destinations, footer, brand. Every page renders
 * it, so its tags are on every page: `media` among them, since a deleted image may have been shown
 * anywhere.
 */
export const getNavigation = cachedRead('navigation', navigationData, () => [
  tags.layout,
  tags.categories,
  tags.destinations,
  tags.media,
]);
