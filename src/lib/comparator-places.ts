import { PLACE_KEYS } from './comparator-url';

/**
 * The comparator's address names its destinations by their slug in the page's locale
 * (`?country=espagne&region=andalousie`); the datafeed, its index and the API's listings filter by
 * id. This module translates between the two given a locale's places, for the server (the proxy's
 * redirect of old id links, the filtered view's page, GET /api/properties/compare/) and for the
 * browser (the filters' options and chips), so it stays free of the schema library.
 */

/** A destination as the comparator's address names it (GET /api/properties/places/). */
export type PlaceRow = { id: number; slug: string; parent_id: number | null; level: number };

export type PlaceKey = (typeof PLACE_KEYS)[number];

/** What a place key's value may be: a slug, or, all digits, an id of the addresses before slugs. */
const PLACE_VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^\d+$/;
/** The slug column's length: anything longer names no place, and would only lengthen the view's path. */
const MAX_PLACE_VALUE = 200;

/** A locale's places by id and by slug; the browser's rows carry their names too. */
export type PlaceIndex<T extends PlaceRow = PlaceRow> = {
  byId: ReadonlyMap<number, T>;
  /** `level/parent/slug` under a parent, `level//slug` among the whole level (the first by id wins). */
  bySlug: ReadonlyMap<string, T>;
};

const slugKey = (level: number, parent: number | null, slug: string) => `${level}/${parent ?? ''}/${slug}`;

export function placeIndex<T extends PlaceRow>(rows: readonly T[]): PlaceIndex<T> {
  const byId = new Map<number, T>();
  const bySlug = new Map<string, T>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    byId.set(row.id, row);
    for (const key of [slugKey(row.level, row.parent_id, row.slug), slugKey(row.level, null, row.slug)]) {
      if (!bySlug.has(key)) bySlug.set(key, row);
    }
  }
  return { byId, bySlug };
}

/** The value a place key is read as: its first one, when it has a place value's shape. */
export function placeValue(search: URLSearchParams, key: PlaceKey): string | undefined {
  const value = search.getAll(key).find((v) => v !== '');
  return value !== undefined && value.length <= MAX_PLACE_VALUE && PLACE_VALUE.test(value) ? value : undefined;
}

/** Whether a query names a place at all: a view without one needs no table of them. */
export function namesPlaces(search: URLSearchParams): boolean {
  return PLACE_KEYS.some((key) => placeValue(search, key) !== undefined);
}

/** Whether a place key is given as an id: an old address, moved to its slug form. */
export function hasPlaceIds(search: URLSearchParams): boolean {
  return PLACE_KEYS.some((key) => ID.test(placeValue(search, key) ?? ''));
}

/**
 * The places a query names, level by level. A slug is looked up among the children of the place
 * chosen one level up, and among its whole level when none is. An id must name a place of its
 * level under the one chosen above it; alone, when its slug would read as another place of its
 * level, its wider levels come with it, so that its slug form reads back as the same place. A value
 * that names none drops its level alone.
 */
export function resolvePlaces<T extends PlaceRow>(search: URLSearchParams, index: PlaceIndex<T>): Partial<Record<PlaceKey, T>> {
  const places: Partial<Record<PlaceKey, T>> = {};
  PLACE_KEYS.forEach((key, i) => {
    const value = placeValue(search, key);
    if (value === undefined) return;
    const level = i + 1;
    const parent = i > 0 ? places[PLACE_KEYS[i - 1]!] : undefined;
    if (!ID.test(value)) {
      const found = index.bySlug.get(slugKey(level, parent?.id ?? null, value));
      if (found) places[key] = found;
      return;
    }
    const found = index.byId.get(Number(value));
    if (!found || found.level !== level || (parent && found.parent_id !== parent.id)) return;
    places[key] = found;
    if (parent || index.bySlug.get(slugKey(level, null, found.slug)) === found) return;
    for (let place = found, up = i - 1; up >= 0 && place.parent_id !== null && !places[PLACE_KEYS[up]!]; up--) {
      const wider = index.byId.get(place.parent_id);
      if (!wider) break;
      places[PLACE_KEYS[up]!] = wider;
      place = wider;
    }
  });
  return places;
}

/** The query with its places written by `name` (first, in their order) and its other keys as they were. */
function withPlaces(search: URLSearchParams, index: PlaceIndex, name: (place: PlaceRow) => string): URLSearchParams {
  const places = resolvePlaces(search, index);
  const out = new URLSearchParams();
  for (const key of PLACE_KEYS) {
    const place = places[key];
    if (place) out.append(key, name(place));
  }
  for (const [key, value] of search) if (!(PLACE_KEYS as readonly string[]).includes(key)) out.append(key, value);
  return out;
}

/** The query with its places as ids, as the datafeed's filters read them. */
export const withPlaceIds = (search: URLSearchParams, index: PlaceIndex) => withPlaces(search, index, (place) => String(place.id));

/** The query with its places as slugs, as the comparator's address shows them. */
export const withPlaceSlugs = (search: URLSearchParams, index: PlaceIndex) => withPlaces(search, index, (place) => place.slug);

/** The comparator's query of a destination, named by its slugs from its country down (a destination page's link to its deals). */
export function destinationPlaceQuery(slugs: readonly string[]): URLSearchParams {
  return new URLSearchParams(slugs.slice(0, PLACE_KEYS.length).map((slug, i): [string, string] => [PLACE_KEYS[i]!, slug]));
}
