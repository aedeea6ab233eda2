import type { NextRequest, NextResponse } from 'next/server';
import { hasPlaceIds, type PlaceIndex, type PlaceRow, placeIndex } from '@/lib/comparator-places';
import { readPublicComparatorQuery } from '@/lib/comparator-query';
import type { Locale } from '@/lib/locales';
import { ownOrigin } from './own-origin';
import { isComparatorPage } from './page-kinds';
import { redirect } from './redirect';

/** Destinations change with an editor's write, rarely: a server reads them again this often, behind a request. */
export const PLACES_REFRESH_MS = 60_000;

type Table = { index: PlaceIndex; loadedAt: number };

/**
 * A locale's places, read from the API (the proxy runs apart from the pages' database client) and
 * kept in memory: only old addresses with ids need them, so the first of a locale waits, later
 * ones past PLACES_REFRESH_MS read them again behind the request. A failed read keeps what was
 * there, or gives none: the page resolves ids itself, so such an address is shown, not moved.
 */
export function placeTable(load: (locale: Locale) => Promise<PlaceRow[]>, now: () => number = Date.now) {
  const tables = new Map<Locale, Table>();
  const pending = new Map<Locale, Promise<Table | null>>();

  function refresh(locale: Locale): Promise<Table | null> {
    const running = pending.get(locale);
    if (running) return running;
    const next = load(locale)
      .then((rows) => {
        const table = { index: placeIndex(rows), loadedAt: now() };
        tables.set(locale, table);
        return table;
      })
      .catch((error: unknown) => {
        console.error(`the comparator's places of ${locale} could not be read`, error);
        return tables.get(locale) ?? null;
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, next);
    return next;
  }

  return async function placesOf(locale: Locale): Promise<PlaceIndex | null> {
    const table = tables.get(locale);
    if (!table) return (await refresh(locale))?.index ?? null;
    if (now() - table.loadedAt > PLACES_REFRESH_MS) void refresh(locale);
    return table.index;
  };
}

const placesOf = placeTable(async (locale) => {
  const response = await fetch(`${ownOrigin()}/api/properties/places/?language=${locale}`, { signal: AbortSignal.timeout(2_000) });
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  return ((await response.json()) as { results: PlaceRow[] }).results;
});

/**
 * An old address of the comparator, its destinations given by id, moves for good (301) to the
 * same view named by slugs, its query canonical. Addresses already in slug form pass without a
 * look at the table: they are the comparator's own links.
 */
export async function comparatorPlaceRedirect(request: NextRequest, internalPath: string, locale: Locale): Promise<NextResponse | null> {
  const search = request.nextUrl.searchParams;
  if (!isComparatorPage(internalPath) || !hasPlaceIds(search)) return null;
  const places = await placesOf(locale);
  if (!places) return null;
  const { query } = readPublicComparatorQuery(search, places);
  // A slug of digits alone reads as an id: its own address must not move to itself.
  if (query === search.toString()) return null;
  return redirect(request, request.nextUrl.pathname, query ? `?${query}` : '', 301);
}
