import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { navigationData } from '@/server/services/navigation';
import { cachedRead } from './cache';

/** Reads the layouts and pages share, cached by tag (DESIGN §5). */
export const getNavigation = cachedRead('navigation', navigationData, () => [
  tags.layout,
  tags.stores,
  tags.categories,
  tags.destinations,
  tags.pages,
]);
