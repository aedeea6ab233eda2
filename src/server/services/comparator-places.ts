import 'server-only';
import { type PlaceIndex, placeIndex } from '@/lib/comparator-places';
import type { Locale } from '@/lib/locales';
import { comparatorPlaceSlugs } from './property-dictionaries';

/**
 * The comparator's places by slug and id, kept in memory for GET /api/properties/compare/: each
 * view the browser asks names its places by slug, and reading them from the database doubled the
 * time of a view answered from the index in memory. Destinations change with an editor's write:
 * the server that makes it forgets them at once (forgetComparatorPlaces, on invalidation), the
 * others within KEEP_MS.
 */
const KEEP_MS = 60_000;

const kept = new Map<Locale, { at: number; index: Promise<PlaceIndex> }>();

export function comparatorPlaceIndex(locale: Locale): Promise<PlaceIndex> {
  const entry = kept.get(locale);
  if (entry && Date.now() - entry.at < KEEP_MS) return entry.index;
  const index = comparatorPlaceSlugs(locale).then(placeIndex);
  // A failed read is not kept: the next view reads again.
  index.catch(() => kept.delete(locale));
  kept.set(locale, { at: Date.now(), index });
  return index;
}

export function forgetComparatorPlaces(): void {
  kept.clear();
}
