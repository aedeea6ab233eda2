import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datafeedConditions, type DatafeedFilters } from '@/lib/datafeed-filters';
import { facetsOf } from '../datafeed-facets';
import { IndexBuilder } from './build';
import { compact } from './compact';
import { type DatafeedIndex, INDEX_ORDERINGS, type IndexRow } from './model';
import { applyChanges } from './mutate';
import { IndexQuery } from './query';
import { runWhole } from './sliced';

/**
 * The index that follows the feed (removals, appends, re-layouts) answers every query exactly as
 * an index built afresh from the same rows: counts, facets and listings in every order, through
 * both ways a page is found (picked from the matches, walked from the order).
 */

const PLACES = [
  { countryId: 1, regionId: 11, cityId: 111 },
  { countryId: 1, regionId: 11, cityId: 112 },
  { countryId: 1, regionId: 12, cityId: null },
  { countryId: 2, regionId: 21, cityId: 211 },
  { countryId: 2, regionId: null, cityId: null },
  { countryId: 3, regionId: 31, cityId: 311 },
] as const;
const STAYS = ['beach', 'city', 'ski'] as const;

/** Property values without the id; few distinct prices, so that ties (broken by id) are common. */
const valuesArb = fc.record({
  place: fc.constantFrom(...PLACES),
  propertyCategoryId: fc.integer({ min: 1, max: 3 }),
  partnerId: fc.integer({ min: 1, max: 3 }),
  serviceTypeIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
  typeOfStay: fc.constantFrom(...STAYS),
  price: fc.constantFrom(19_900, 45_000, 50_000, 99_900, 120_000, 150_001, 210_000),
  oldPrice: fc.option(fc.constantFrom(30_000, 99_900, 160_000, 250_000), { nil: null }),
  duration: fc.integer({ min: 1, max: 15 }),
  rating: fc.integer({ min: 1, max: 5 }),
  isLastMinute: fc.boolean(),
  categoryBestOffer: fc.boolean(),
  homepageBestOffer: fc.boolean(),
  departureDate: fc.option(fc.constantFrom('2027-06-27', '2027-06-30', '2027-07-01', '2027-07-31', '2027-08-03', '04/07/2027', 'soon'), { nil: null }),
});
type Values = typeof valuesArb extends fc.Arbitrary<infer T> ? T : never;

function rowOf(id: number, v: Values): IndexRow {
  const { place, ...rest } = v;
  return { id, ...place, ...rest, hasDiscount: v.oldPrice !== null && v.oldPrice > v.price };
}

const filtersArb: fc.Arbitrary<DatafeedFilters> = fc.record(
  {
    country: fc.constantFrom([1], [2], [3], [1, 3]),
    region: fc.constantFrom([11], [12], [21]),
    city: fc.constantFrom([111], [211]),
    datafeed_category: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }),
    partner: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }),
    service_types: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 2 }),
    type_of_stay: fc.uniqueArray(fc.constantFrom(...STAYS), { minLength: 1, maxLength: 2 }),
    rating__gte: fc.integer({ min: 1, max: 5 }),
    duration: fc.constantFrom('1-5', '6-10', '11+'),
    price: fc.constantFrom('0-500', '500-1000', '1000-1500', '1500+'),
    last: fc.constant(true),
    has_discount: fc.constant(true),
    departure_month: fc.constantFrom('2027-06', '2027-07'),
    departure_from: fc.constantFrom('2027-07-01', '2027-07-04'),
    departure_to: fc.constantFrom('2027-07-04', '2027-07-31'),
    flexible: fc.constant(3),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<DatafeedFilters>;

/**
 * One step of a feed's life: a new deal, a changed one, an ended one (by position among ids), a
 * re-layout, or a query in between (which leaves masks derived from the index as it was then).
 */
const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), values: valuesArb }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), values: valuesArb }),
  fc.record({ kind: fc.constant('end' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('layout' as const) }),
  fc.record({ kind: fc.constant('query' as const), filters: filtersArb }),
);

function fresh(rows: Iterable<IndexRow>, version: number): DatafeedIndex {
  const sorted = [...rows].sort((a, b) => a.price - b.price || a.id - b.id);
  const builder = new IndexBuilder(version);
  builder.add(sorted);
  return runWhole(builder.layout(version));
}

/** Everything a view answers, through both ways of finding a page. */
function answers(index: DatafeedIndex, filters: DatafeedFilters) {
  const conditions = datafeedConditions(filters);
  const picked = new IndexQuery(index, conditions, Number.MAX_SAFE_INTEGER);
  const walked = new IndexQuery(index, conditions, 0);
  return {
    count: picked.count(),
    facets: facetsOf(picked),
    pages: INDEX_ORDERINGS.flatMap((ordering) =>
      [0, 3].map((offset) => ({ ordering, offset, picked: picked.ids(ordering, offset, 5), walked: walked.ids(ordering, offset, 5) })),
    ),
  };
}

/** Facet records list the values the index has seen: an option no row has counts 0 either way. */
function withoutZeros(facets: Record<string, Record<string, number>>) {
  return Object.fromEntries(Object.entries(facets).map(([key, counts]) => [key, Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0))]));
}

function expectSameAnswers(index: DatafeedIndex, expected: DatafeedIndex, filters: DatafeedFilters): void {
  const got = answers(index, filters);
  const want = answers(expected, filters);
  expect(got.count).toBe(want.count);
  expect(withoutZeros(got.facets)).toEqual(withoutZeros(want.facets));
  for (const [i, page] of got.pages.entries()) {
    expect(page.picked, `${page.ordering} from ${page.offset}`).toEqual(want.pages[i]!.picked);
    expect(page.walked, `${page.ordering} from ${page.offset}, walked`).toEqual(want.pages[i]!.picked);
  }
}

describe('the datafeed index following the feed', () => {
  it('answers every query as an index built afresh from the same rows', () => {
    fc.assert(
      fc.property(
        fc.array(valuesArb, { maxLength: 60 }),
        fc.array(stepArb, { minLength: 1, maxLength: 80 }),
        fc.array(filtersArb, { minLength: 1, maxLength: 4 }),
        (initial, steps, filterSets) => {
          const rows = new Map<number, IndexRow>();
          let nextId = 1;
          for (const values of initial) rows.set(nextId, rowOf(nextId++, values));
          let version = 1;
          let index = fresh(rows.values(), version);

          for (const step of steps) {
            const ids = [...rows.keys()];
            version++;
            if (step.kind === 'insert') {
              const row = rowOf(nextId++, step.values);
              rows.set(row.id, row);
              applyChanges(index, { version, upserts: [row], removed: [] });
            } else if (step.kind === 'update' && ids.length > 0) {
              const row = rowOf(ids[step.pick % ids.length]!, step.values);
              rows.set(row.id, row);
              applyChanges(index, { version, upserts: [row], removed: [] });
            } else if (step.kind === 'end' && ids.length > 0) {
              const id = ids[step.pick % ids.length]!;
              rows.delete(id);
              applyChanges(index, { version, upserts: [], removed: [id] });
            } else if (step.kind === 'layout') {
              index = runWhole(compact(index));
            } else if (step.kind === 'query') {
              expectSameAnswers(index, fresh(rows.values(), version), step.filters);
            }
          }

          const expected = fresh(rows.values(), version);
          expect(index.liveCount).toBe(rows.size);
          for (const filters of [{}, ...filterSets]) expectSameAnswers(index, expected, filters);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('applies a batch of changes that touches the same property twice as its last state', () => {
    const [a, b] = [rowOf(1, fc.sample(valuesArb, 1)[0]!), rowOf(2, fc.sample(valuesArb, 1)[0]!)];
    const index = fresh([a, b], 1);
    const changed = { ...a, price: a.price + 100 };
    applyChanges(index, { version: 2, upserts: [changed], removed: [2] });
    expect(index.liveCount).toBe(1);
    expect(index.version).toBe(2);
    expect(new IndexQuery(index, []).ids('price', 0, 10)).toEqual([1]);
  });
});
