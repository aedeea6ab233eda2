import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { setupTestDatabase } from '@test/database';
import { db } from '@/server/db/client';
import { properties } from '@/server/db/schema';
import { datafeedForEntity } from '@/server/services/properties';
import { call } from '@test/api';
import { insertLandingFixture, type LandingFixture } from '@test/landing-fixture';

setupTestDatabase({ seeded: true });

type Row = typeof properties.$inferSelect;

let fx: LandingFixture;
/** Every property of the database (seed and fixture), to compute what each filter should give. */
let everything: Row[];
beforeAll(async () => {
  fx = await insertLandingFixture();
  everything = await db().select().from(properties);
});

const byPrice = (a: Row, b: Row) => a.price - b.price || a.id - b.id;
const discountOf = (r: Row) => (r.oldPrice !== null && r.oldPrice > r.price ? Math.round(((r.oldPrice - r.price) / r.oldPrice) * 100) : 0);

/** The properties of an answer as stored, to check each filter on the raw columns. */
async function stored(results: { id: number }[]): Promise<Row[]> {
  expect(results.length, 'the filter should match something').toBeGreaterThan(0);
  const rows = await db().select().from(properties).where(inArray(properties.id, results.map((r) => r.id)));
  expect(rows).toHaveLength(results.length);
  return rows;
}

async function list(query: string) {
  const res = await call(`/api/properties/?${query}`);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return res.json as { count: number; results: { id: number; price: number; [k: string]: unknown }[] };
}

describe('GET /api/properties/', () => {
  it('pages by 8, cheapest first, with names in the locale', async () => {
    for (const language of ['fr-be', 'nl-be', 'fr-fr']) {
      const page = await list(`language=${language}`);
      expect(page.results).toHaveLength(8);
      // Exact, far past the 10,000 where counting used to stop.
      expect(everything.length).toBeGreaterThan(10_000);
      expect(page.count).toBe(everything.length);
      const prices = page.results.map((r) => r.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    const nl = await list(`language=nl-be&country=${fx.destinations.zzland.id}&size=1`);
    const property = nl.results[0]!;
    expect(property.country).toEqual({ id: fx.destinations.zzland.id, name: 'zz-landje', slug: 'zz-landje' });
    expect((property.property_category as { name: string }).name).toMatch(/^Zz (hotel|villa NL)$/);
    expect(property.partner).toMatchObject({ slug: expect.stringMatching(/^zz-partner-/) });
  });

  it('returns euros, the old price and the discount of a discounted deal', async () => {
    const page = await list(`has_discount=true&partner=${fx.partners[0]!.id}&size=100`);
    for (const property of page.results) {
      const [row] = await stored([property]);
      expect(property.price).toBe(row!.price / 100);
      expect(property.old_price).toBe(row!.oldPrice! / 100);
      expect(property.discount_percent).toBe(Math.round(((row!.oldPrice! - row!.price) / row!.oldPrice!) * 100));
    }
  });

  const filters: [string, (row: Row, f: LandingFixture) => boolean, (f: LandingFixture) => string][] = [
    ['country', (r, f) => r.countryId === f.destinations.zzland.id, (f) => `country=${f.destinations.zzland.id}`],
    ['region', (r, f) => r.regionId === f.destinations.coast.id, (f) => `region=${f.destinations.coast.id}`],
    ['city', (r, f) => r.cityId === f.destinations.village.id, (f) => `city=${f.destinations.village.id}`],
    ['last', (r) => r.isLastMinute, () => 'last=true'],
    ['price (max, euros)', (r) => r.price <= 30_000, () => 'price=300'],
    ['price__gte/__lte', (r) => r.price >= 30_000 && r.price <= 40_000, () => 'price__gte=300&price__lte=400'],
    ['price (range 500-1000)', (r) => r.price > 50_000 && r.price <= 100_000, () => 'price=500-1000'],
    ['price (range 1500+)', (r) => r.price > 150_000, () => 'price=1500%2B'],
    ['duration (exact)', (r) => r.duration === 5, () => 'duration=5'],
    ['duration (bucket 1-5)', (r) => r.duration <= 5, () => 'duration=1-5'],
    ['duration (bucket 11+)', (r) => r.duration >= 11, () => 'duration=11%2B'],
    ['duration__lte/__gte', (r) => r.duration >= 6 && r.duration <= 10, () => 'duration__gte=6&duration__lte=10'],
    ['datafeed_category', (r, f) => r.propertyCategoryId === f.propertyCategories[1]!.id, (f) => `datafeed_category=${f.propertyCategories[1]!.id}`],
    [
      'service_types (any of)',
      (r, f) => r.serviceTypeIds.some((id) => id === f.serviceTypes[0]!.id || id === f.serviceTypes[2]!.id),
      (f) => `service_types=${f.serviceTypes[0]!.id}&service_types=${f.serviceTypes[2]!.id}`,
    ],
    ['rating (repeated)', (r) => r.rating === 5 || r.rating === 4, () => 'rating=5&rating=4'],
    ['rating__gte', (r) => r.rating >= 4, () => 'rating__gte=4'],
    ['partner', (r, f) => r.partnerId === f.partners[2]!.id, (f) => `partner=${f.partners[2]!.id}`],
    ['type_of_stay (repeated)', (r) => r.typeOfStay === 'beach' || r.typeOfStay === 'city', () => 'type_of_stay=beach&type_of_stay=city'],
    ['has_discount', (r) => r.hasDiscount, () => 'has_discount=true'],
    ['category_best_offer', (r) => r.categoryBestOffer, () => 'category_best_offer=true'],
    ['homepage_best_offer', (r) => r.homepageBestOffer, () => 'homepage_best_offer=1'],
  ];

  it.each(filters)('narrows by %s: every row satisfies it, the count and first page are exact', async (_name, holds, query) => {
    const expected = everything.filter((row) => holds(row, fx)).sort(byPrice);
    expect(expected.length).toBeLessThan(everything.length);
    const page = await list(`${query(fx)}&size=100`);
    expect(page.count).toBe(expected.length);
    for (const row of await stored(page.results)) expect(holds(row, fx), `property ${row.id}`).toBe(true);
    expect(page.results.map((r) => r.id)).toEqual(expected.slice(0, 100).map((row) => row.id));
  });

  it('combines filters with AND and counts exactly what it lists', async () => {
    const zz = fx.destinations.zzland.id;
    const page = await list(`country=${zz}&rating=1&rating=2&rating=3&last=true&size=100`);
    expect(page.count).toBe(page.results.length);
    const expected = fx.properties.filter((p) => p.countryId === zz && p.rating <= 3 && p.isLastMinute).map((p) => p.id);
    expect(page.results.map((r) => r.id).sort()).toEqual(expected.sort());
  });

  it('takes arrays as repeated keys: either country matches', async () => {
    const { zzland, zzonia } = fx.destinations;
    const page = await list(`country=${zzland.id}&country=${zzonia.id}&size=100`);
    const countries = new Set(page.results.map((r) => (r.country as { id: number }).id));
    expect(countries).toEqual(new Set([zzland.id, zzonia.id]));
    expect(page.count).toBe(fx.properties.length);
  });

  it('drops false filters: last=false is no filter', async () => {
    const all = await list('size=1');
    for (const query of ['last=false', 'has_discount=0', 'category_best_offer=false', 'homepage_best_offer=false']) {
      expect((await list(`${query}&size=1`)).count, query).toBe(all.count);
    }
  });

  it('keeps a stable order across pages: no duplicates, no gaps', async () => {
    const zz = `country=${fx.destinations.zzland.id}`;
    for (const ordering of ['price', '-price', 'duration', '-rating', '-discount']) {
      const [one, two, both] = await Promise.all([
        list(`${zz}&ordering=${ordering}&page=1`),
        list(`${zz}&ordering=${ordering}&page=2`),
        list(`${zz}&ordering=${ordering}&size=16`),
      ]);
      const ids = [...one.results, ...two.results].map((r) => r.id);
      expect(new Set(ids).size, ordering).toBe(16);
      expect(ids, ordering).toEqual(both.results.map((r) => r.id));
    }
  });

  it('orders by price, -price, duration, -rating and -discount', async () => {
    const zz = `country=${fx.destinations.zzland.id}&size=100`;
    const key = {
      price: (r: Row) => [r.price, r.id],
      '-price': (r: Row) => [-r.price, -r.id],
      duration: (r: Row) => [r.duration, r.price, r.id],
      '-rating': (r: Row) => [-r.rating, r.price, r.id],
      '-discount': (r: Row) => [-discountOf(r), r.price, r.id],
    };
    for (const [ordering, of] of Object.entries(key)) {
      const page = await list(`${zz}&ordering=${ordering}`);
      const rows = new Map((await stored(page.results)).map((r) => [r.id, r]));
      const keys = page.results.map((r) => of(rows.get(r.id)!));
      const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || (a[2] ?? 0) - (b[2] ?? 0));
      expect(keys, ordering).toEqual(sorted);
    }
  });

  it("applies a category's linking fields with category=<id>; an explicit filter wins", async () => {
    const { sun } = fx.categories;
    const page = await list(`category=${sun.id}&size=100`);
    for (const row of await stored(page.results)) {
      expect(row.countryId).toBe(fx.destinations.zzland.id);
      expect(row.isLastMinute).toBe(true);
    }
    const overridden = await list(`category=${sun.id}&country=${fx.destinations.zzonia.id}&size=100`);
    for (const row of await stored(overridden.results)) {
      expect(row.countryId).toBe(fx.destinations.zzonia.id);
      expect(row.isLastMinute).toBe(true);
    }
  });

  it("applies a destination's linking fields with location=<id>, dropping its false ones", async () => {
    const page = await list(`location=${fx.destinations.zzland.id}&size=100`);
    const rows = await stored(page.results);
    for (const row of rows) expect(row.regionId).toBe(fx.destinations.coast.id);
    // has_discount=false in the linking fields is no filter: undiscounted deals stay.
    expect(rows.some((row) => !row.hasDiscount)).toBe(true);
  });

  it('answers 404 for an unknown category or location', async () => {
    expect((await call('/api/properties/?category=999999')).status).toBe(404);
    expect((await call('/api/properties/?location=999999')).json.error.code).toBe('not_found');
    // Content on the French site only.
    expect((await call(`/api/properties/?location=${fx.destinations.frenchOnly.id}&language=fr-be`)).status).toBe(404);
    expect((await call(`/api/properties/?location=${fx.destinations.frenchOnly.id}&language=fr-fr`)).status).toBe(200);
  });

  it('returns an empty page past the end', async () => {
    const page = await list(`country=${fx.destinations.zzonia.id}&page=50`);
    expect(page.results).toEqual([]);
    expect(page.count).toBe(16);
  });

  it('rejects malformed filters with 400', async () => {
    for (const query of [
      'price=abc',
      'price=-1',
      'rating=6',
      'rating__gte=0',
      'price=100-200',
      'country=abc',
      'country=0',
      'last=maybe',
      'duration=forever',
      'ordering=name',
      'size=1000',
      'page=0',
      'type_of_stay=DROP%20TABLE',
      'category=x',
      'language=de-de',
    ]) {
      const res = await call(`/api/properties/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.error.code).toBe('bad_request');
    }
  });
});

describe('datafeedForEntity (SPEC §5 skip rule)', () => {
  it('is skipped for empty linking fields, only null/false ones, or only category_best_offer', async () => {
    expect(await datafeedForEntity('fr-be', {}, 8)).toBeNull();
    expect(await datafeedForEntity('fr-be', null, 8)).toBeNull();
    expect(await datafeedForEntity('fr-be', { last: false, country: [], region: null }, 8)).toBeNull();
    expect(await datafeedForEntity('fr-be', { category_best_offer: true }, 8)).toBeNull();
    expect(await datafeedForEntity('fr-be', { category_best_offer: true, last: false }, 8)).toBeNull();
  });

  it('lists the matching deals otherwise, with the given size', async () => {
    const page = await datafeedForEntity('nl-be', { category_best_offer: true, country: [fx.destinations.zzland.id] }, 3);
    expect(page).not.toBeNull();
    expect(page!.results.length).toBeGreaterThan(0);
    expect(page!.results.length).toBeLessThanOrEqual(3);
    for (const row of await stored(page!.results)) {
      expect(row.categoryBestOffer).toBe(true);
      expect(row.countryId).toBe(fx.destinations.zzland.id);
    }
  });
});

describe('datafeed dictionaries', () => {
  it('lists service types and property categories with names in the locale', async () => {
    for (const [path, fixture] of [
      ['service_types', () => fx.serviceTypes],
      ['property_categories', () => fx.propertyCategories],
    ] as const) {
      for (const language of ['fr-be', 'nl-be', 'fr-fr'] as const) {
        const res = await call(`/api/${path}/?language=${language}&size=100`);
        expect(res.status).toBe(200);
        expect(res.json.count).toBe(res.json.results.length);
        for (const row of fixture()) {
          expect(res.json.results).toContainEqual({ id: row.id, slug: row.slug, name: row.name[language] });
        }
      }
    }
  });

  it('lists partners and paginates the lists', async () => {
    const all = await call('/api/partners/?size=100');
    expect(all.status).toBe(200);
    expect(all.json.results[0]).toMatchObject({ id: fx.partners[0]!.id, name: 'Zz Partner 1', slug: 'zz-partner-1' });
    const second = await call('/api/partners/?size=1&page=2');
    expect(second.json.results).toEqual([all.json.results[1]]);
    expect((await call('/api/service_types/?page=999')).json.results).toEqual([]);
    expect((await call('/api/partners/?size=0')).status).toBe(400);
    expect((await call('/api/property_categories/?language=en')).status).toBe(400);
  });
});
