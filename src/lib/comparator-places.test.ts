import { describe, expect, it } from 'vitest';
import {
  destinationPlaceQuery,
  hasPlaceIds,
  namesPlaces,
  type PlaceRow,
  placeIndex,
  resolvePlaces,
  withPlaceIds,
  withPlaceSlugs,
} from './comparator-places';
import { readPublicComparatorQuery } from './comparator-query';

// Two countries with a region of the same slug each, and a place of the same slug under each
// region of Spain: a slug reads as a place only with its level and parent.
const ROWS: PlaceRow[] = [
  { id: 12, slug: 'espagne', parent_id: null, level: 1 },
  { id: 13, slug: 'italie', parent_id: null, level: 1 },
  { id: 34, slug: 'andalousie', parent_id: 12, level: 2 },
  { id: 35, slug: 'cote', parent_id: 12, level: 2 },
  { id: 36, slug: 'cote', parent_id: 13, level: 2 },
  { id: 56, slug: 'seville', parent_id: 34, level: 3 },
  { id: 57, slug: 'port', parent_id: 34, level: 3 },
  { id: 58, slug: 'port', parent_id: 35, level: 3 },
];
// In another order than by id, as a table may come: the first by id still wins a shared slug.
const index = placeIndex([...ROWS].reverse());
const q = (query: string) => new URLSearchParams(query);
const ids = (query: string) => withPlaceIds(q(query), index).toString();
const slugs = (query: string) => withPlaceSlugs(q(query), index).toString();

describe('the comparator’s places by slug and by id', () => {
  it('reads slugs level by level, each among the children of the place chosen above it', () => {
    expect(ids('country=espagne&region=andalousie&city=seville')).toBe('country=12&region=34&city=56');
    expect(ids('country=italie&region=cote')).toBe('country=13&region=36');
    expect(ids('country=espagne&region=cote&city=port')).toBe('country=12&region=35&city=58');
    // Not a child of the chosen country: the region drops, and nothing else.
    expect(ids('country=italie&region=andalousie&duration=6-10')).toBe('country=13&duration=6-10');
  });

  it('reads a narrower level alone among its whole level, the first by id when a slug is shared', () => {
    expect(ids('region=andalousie')).toBe('region=34');
    expect(ids('region=cote')).toBe('region=35');
    expect(ids('city=port')).toBe('city=57');
    expect(ids('region=cote&city=port')).toBe('region=35&city=58');
    // A dropped country leaves its region to be read among all regions.
    expect(ids('country=nowhere&region=cote')).toBe('region=35');
    expect(ids('country=espagne&city=seville')).toBe('country=12&city=56');
  });

  it('drops an unknown slug, a value of no slug shape, and a place of another level', () => {
    expect(ids('country=atlantide&last=true')).toBe('last=true');
    expect(ids('country=Espagne&region=andalousie')).toBe('region=34');
    expect(ids('country=espa%C3%B1a&page=2')).toBe('page=2');
    expect(ids(`country=${'a'.repeat(201)}`)).toBe('');
    expect(ids('country=andalousie')).toBe('');
    expect(ids('country=34')).toBe('');
    expect(ids('country=999')).toBe('');
  });

  it('reads the first value of a level, as the page does, and keeps the other keys as they come', () => {
    expect(ids('country=&country=espagne&country=italie&partner=2&partner=1')).toBe('country=12&partner=2&partner=1');
  });

  it('writes ids as slugs, and an id under a parent must be one of its children', () => {
    expect(slugs('country=12&region=34&city=56&rating__gte=4')).toBe('country=espagne&region=andalousie&city=seville&rating__gte=4');
    expect(slugs('country=13&region=36')).toBe('country=italie&region=cote');
    expect(slugs('country=13&region=34')).toBe('country=italie');
    expect(slugs('country=espagne&region=35')).toBe('country=espagne&region=cote');
  });

  it('gives an id alone its wider levels when its slug alone would name another place', () => {
    expect(slugs('region=34')).toBe('region=andalousie');
    expect(slugs('region=35')).toBe('region=cote');
    expect(slugs('region=36')).toBe('country=italie&region=cote');
    expect(slugs('city=58')).toBe('country=espagne&region=cote&city=port');
    expect(slugs('city=57')).toBe('city=port');
  });

  it('reads its own slug form back as the same places, whatever the spelling it came from', () => {
    const spellings = ['region=36', 'city=58', 'country=12&region=35&city=58', 'country=13&region=cote', 'city=56', 'region=34&city=57', 'country=12&city=57'];
    for (const spelling of spellings) {
      const slugForm = slugs(spelling);
      expect(ids(slugForm), spelling).toBe(ids(spelling));
      expect(slugs(slugForm), spelling).toBe(slugForm);
      expect(hasPlaceIds(q(slugForm)), spelling).toBe(false);
    }
  });

  it('tells an address with ids (an old link) from one with slugs, and one with no place at all', () => {
    expect(hasPlaceIds(q('country=12'))).toBe(true);
    expect(hasPlaceIds(q('country=espagne&region=34'))).toBe(true);
    expect(hasPlaceIds(q('country=espagne&region=andalousie&partner=3'))).toBe(false);
    expect(hasPlaceIds(q('partner=3&page=2'))).toBe(false);
    expect(namesPlaces(q('partner=3'))).toBe(false);
    expect(namesPlaces(q('city=port'))).toBe(true);
    expect(namesPlaces(q('city=Port'))).toBe(false);
  });

  it('resolves places to their rows, and names a destination’s query from its country down', () => {
    expect(resolvePlaces(q('country=espagne&region=cote'), index)).toEqual({ country: ROWS[0], region: ROWS[3] });
    expect(destinationPlaceQuery(['espagne', 'andalousie', 'seville']).toString()).toBe('country=espagne&region=andalousie&city=seville');
    expect(destinationPlaceQuery(['italie']).toString()).toBe('country=italie');
  });
});

describe('readPublicComparatorQuery', () => {
  it('gives the datafeed ids and the address the canonical slug form, for either spelling', () => {
    for (const query of ['page=2&rating__gte=4&region=34&country=12', 'region=andalousie&country=espagne&rating__gte=4&page=2&utm_source=x']) {
      const read = readPublicComparatorQuery(q(query), index);
      expect(read.state.filters).toMatchObject({ country: [12], region: [34], rating__gte: 4 });
      expect(read.state.page).toBe(2);
      expect(read.query).toBe('country=espagne&region=andalousie&rating__gte=4&page=2');
    }
    expect(readPublicComparatorQuery(q('country=atlantide'), index).query).toBe('');
    // Without a table (a view that names no place), places read as nothing.
    expect(readPublicComparatorQuery(q('country=espagne&last=true'), placeIndex([])).query).toBe('last=true');
  });
});

