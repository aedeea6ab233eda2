import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { datafeedForEntity } from '@/server/services/properties';
import { PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { settle } from '@/app/_lib/settle';
import { cachedRead } from './cache';

/**
 * The datafeed block of a category or destination, by its linking fields (given as JSON so that
 * they key the cache); null when SPEC §5 skips the lookup.
 */
const getEntityDeals = cachedRead(
  'entity-deals',
  (locale: Locale, linkingFields: string) => datafeedForEntity(locale, JSON.parse(linkingFields), PAGE_SIZE.properties),
  () => [tags.properties],
);

/** The datafeed section of an entity page: null both when skipped and when the lookup failed. */
export async function entityDeals(locale: Locale, linkingFields: object) {
  const deals = await settle(getEntityDeals(locale, JSON.stringify(linkingFields)), null, 'entity datafeed');
  return deals?.results ?? null;
}
