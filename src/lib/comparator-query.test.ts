import { describe, expect, it } from 'vitest';
import {
  comparatorSearch,
  comparatorSegment,
  queryOfSegment,
  readComparatorQuery,
} from './comparator-query';
import { chosenCount, orderedComparatorSearch } from './comparator-url';

const read = (query: string) => readComparatorQuery(new URLSearchParams(query));
const canonical = (query: string) => comparatorSearch(read(query)).toString();

describe('the comparator query', () => {
  it('reads every filter key, arrays as repeated keys, with ordering and page', () => {
    expect(
      read(
        'country=4&region=9&city=12&price=0-500&duration=6-10&type_of_stay=ski&type_of_stay=beach&datafeed_category=2' +
          '&service_types=3&service_types=1&rating__gte=4&partner=7&has_discount=true&last=true&ordering=-discount&page=3',
      ),
    ).toEqual({
      filters: {
        country: [4],
        region: [9],
        city: [12],
        price__lte: 500,
        duration: '6-10',
        type_of_stay: ['beach', 'ski'],
        datafeed_category: [2],
        service_types: [1, 3],
        rating__gte: 4,
        partner: [7],
        has_discount: true,
        last: true,
      },
      ordering: '-discount',
      page: 3,
    });
  });

  it('drops null, false and empty filters, and a value that does not parse drops only its key', () => {
    expect(read('last=false&has_discount=0&country=&partner=x&rating__gte=9&duration=6-10')).toEqual({
      filters: { duration: '6-10' },
      ordering: 'price',
      page: 1,
    });
    expect(read('ordering=name&page=0').ordering).toBe('price');
    expect(read('page=-2').page).toBe(1);
    expect(read('page=99999999').page).toBe(1);
  });

  it('reads nights bounds that make a bucket as that bucket', () => {
    expect(read('duration__gte=6&duration__lte=10').filters).toEqual({ duration: '6-10' });
    expect(read('duration__lte=5').filters).toEqual({ duration: '1-5' });
    expect(read('duration__gte=11').filters).toEqual({ duration: '11+' });
    expect(read('duration__gte=3&duration__lte=10').filters).toEqual({});
  });

  it('keeps one place per level, the first given', () => {
    expect(read('country=4&country=5').filters).toEqual({ country: [4] });
  });

  it('gives one canonical query per choice: key order, sorted values, defaults left out', () => {
    expect(canonical('partner=7&partner=2&last=true&country=4&ordering=price&page=1')).toBe('country=4&partner=2&partner=7&last=true');
    expect(canonical('last=true&country=4&partner=7&partner=2')).toBe(canonical('partner=2&partner=7&country=4&last=true'));
    expect(canonical('ordering=-rating&page=2')).toBe('ordering=-rating&page=2');
    expect(canonical('utm_source=x&_rsc=abc')).toBe('');
  });

  it('carries the canonical query through a path segment and back', () => {
    const search = new URLSearchParams('type_of_stay=city&country=4&price=1500%2B&duration=11%2B');
    const segment = comparatorSegment(search)!;
    expect(segment).toMatch(/^_q\.[A-Za-z0-9_-]+$/);
    expect(queryOfSegment(segment)!.toString()).toBe(canonical(search.toString()));
    expect(comparatorSegment(new URLSearchParams('utm_source=x'))).toBeNull();
    // Places go as written, slugs or ids, for the page to resolve in its locale; other shapes drop.
    const places = comparatorSegment(new URLSearchParams('rating__gte=4&city=Sevilla&region=andalousie&country=espagne&country=x'))!;
    expect(queryOfSegment(places)!.toString()).toBe('country=espagne&region=andalousie&rating__gte=4');
    expect(queryOfSegment(comparatorSegment(new URLSearchParams('region=34&last=true'))!)!.toString()).toBe('region=34&last=true');
    expect(queryOfSegment('espagne')).toBeNull();
    expect(queryOfSegment('_q.%%%')).toBeNull();
  });

  it('is, for the values the form offers, the order the browser asks views in (comparator-url.ts, without zod)', () => {
    for (const query of [
      'partner=7&partner=2&last=true&country=4&ordering=price',
      'type_of_stay=ski&type_of_stay=beach&service_types=10&service_types=9&price__lte=900&price__gte=150&duration=11%2B&rating__gte=3',
      'has_discount=true&city=12&region=9&country=4&datafeed_category=2&ordering=-discount&page=3',
      '',
    ]) {
      expect(orderedComparatorSearch(new URLSearchParams(query)).toString(), query).toBe(canonical(query));
    }
    expect(chosenCount(new URLSearchParams('country=4&type_of_stay=ski&type_of_stay=city&last=true&ordering=-price&page=2'))).toBe(4);
  });
});

describe('the departure date and the per-night orders in the comparator query', () => {
  it('reads a month or a range with its flexibility, once per key, in the canonical order', () => {
    expect(read('flexible=3&departure_month=2027-07').filters).toEqual({ departure_month: '2027-07', flexible: 3 });
    expect(canonical('flexible=3&departure_to=2027-07-20&departure_from=2027-07-10&country=4')).toBe(
      'country=4&departure_from=2027-07-10&departure_to=2027-07-20&flexible=3',
    );
    expect(canonical('departure_from=2027-07-10&departure_from=2027-08-01')).toBe('departure_from=2027-07-10');
    // A month wins over a range; a flexibility without a date is no filter.
    expect(canonical('departure_month=2027-07&departure_from=2027-07-10&flexible=3')).toBe('departure_month=2027-07&flexible=3');
    expect(canonical('flexible=3&rating__gte=4')).toBe('rating__gte=4');
  });

  it('drops a malformed date and keeps the rest, as any value that does not parse', () => {
    for (const bad of ['departure_month=2027-13', 'departure_month=07-2027', 'departure_from=2027-02-30', 'departure_to=20%2F07%2F2027', 'flexible=30', 'flexible=x']) {
      expect(canonical(`${bad}&duration=6-10`), bad).toBe('duration=6-10');
    }
  });

  it('counts a date filter once, its flexibility with it', () => {
    expect(chosenCount(new URLSearchParams('departure_from=2027-07-10&departure_to=2027-07-20&flexible=3'))).toBe(2);
  });

  it('keeps the per-night orders and the date keys in the browser’s order of the query', () => {
    expect(read('ordering=price_per_night').ordering).toBe('price_per_night');
    expect(read('ordering=-price_per_night').ordering).toBe('-price_per_night');
    expect(orderedComparatorSearch(new URLSearchParams('ordering=-price_per_night&flexible=3&departure_month=2027-07&country=2')).toString()).toBe(
      'country=2&departure_month=2027-07&flexible=3&ordering=-price_per_night',
    );
    expect(queryOfSegment(comparatorSegment(new URLSearchParams('departure_month=2027-07&flexible=3'))!)!.toString()).toBe('departure_month=2027-07&flexible=3');
  });

  it('reads the price as the slider’s two bounds, an old address’s price range as them, and counts a range once', () => {
    expect(read('price__gte=150&price__lte=900.5').filters).toEqual({ price__gte: 150, price__lte: 900.5 });
    expect(canonical('price__lte=900&price__gte=150&price__gte=300')).toBe('price__gte=150&price__lte=900');
    expect(canonical('price=500-1000')).toBe('price__gte=500&price__lte=1000');
    expect(canonical('price=1500%2B')).toBe('price__gte=1500');
    expect(canonical('price=800')).toBe('price__lte=800');
    // Bounds given beside an old range win over it.
    expect(canonical('price=500-1000&price__lte=700')).toBe('price__gte=500&price__lte=700');
    expect(canonical('price__gte=-5&price__lte=abc&last=true')).toBe('last=true');
    expect(chosenCount(new URLSearchParams('price__gte=150&price__lte=900&last=true'))).toBe(2);
  });
});
