import 'server-only';
import { siteSearch } from '@/server/services/search';
import { PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { rethrowForPage } from './cache';

/** Search results are per visitor and never shared between pages: read afresh, never cached. */
export function searchSite(locale: Locale, str: string) {
  return siteSearch(locale, str, { page: 1, size: PAGE_SIZE.general }).catch(rethrowForPage);
}
