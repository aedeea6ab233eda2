import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { getPage } from '@/server/services/pages';
import { cachedRead } from './cache';

/** A page's content by its key (home, static pages, blog and comparator texts). */
export const getPageContent = cachedRead('page', getPage, (_locale, key) => [tags.page(key)]);
