import 'server-only';
import { siteSearch } from '@/server/services/search';
import { PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { rethrowForPage } from './cache';

/** Results on one page of the search page. */
export const SEARCH_PAGE_SIZE = PAGE_SIZE.general;

/** Search results are per visitor and never shared between pages: read afresh, never cached. */
export function searchSite(locale: Locale, str: string, page = 1) {
  return siteSearch(locale, str, { page, size: SEARCH_PAGE_SIZE }).catch(rethrowForPage);
}
