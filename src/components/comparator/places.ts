import { type PlaceIndex, type PlaceKey, type PlaceRow, placeIndex, resolvePlaces } from '@/lib/comparator-places';
import type { ComparatorPlace } from './types';

type NamedPlace = PlaceRow & { name: string };

// The options are the page's for its whole life: one index of them is enough.
const indexes = new WeakMap<ComparatorPlace[], PlaceIndex<NamedPlace>>();

/** The places a query chooses, with their names, read as the server reads them (src/lib/comparator-places.ts). */
export function chosenPlaces(places: ComparatorPlace[], query: URLSearchParams): Partial<Record<PlaceKey, NamedPlace>> {
  let index = indexes.get(places);
  if (!index) {
    index = placeIndex(places.map(([id, name, parent_id, slug, level]) => ({ id, name, parent_id, slug, level })));
    indexes.set(places, index);
  }
  return resolvePlaces(query, index);
}
