import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { setupTestDatabase } from '@test/database';
import { db } from '@/server/db/client';
import { properties } from '@/server/db/schema';
import { syncDatafeedIndex } from '@/server/services/datafeed-index';
import { DURATION_BUCKETS, PRICE_RANGES, STAR_OPTIONS } from '@/lib/constants';
import { FACET_KEYS, type DatafeedFacets } from '@/lib/datafeed-filters';
import { call } from '@test/api';
import { insertLandingFixture, type LandingFixture } from '@test/landing-fixture';

setupTestDatabase({ seeded: true });

let fx: LandingFixture;
beforeAll(async () => {
  fx = await insertLandingFixture();
});

async function facetsOf(query: string): Promise<{ count: number; facets: DatafeedFacets }> {
  const res = await call(`/api/properties/facets/?${query}`);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return res.json;
}

async function countOf(query: URLSearchParams): Promise<number> {
  const res = await call(`/api/properties/?${query}&size=1`);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return res.json.count;
}

/** The query with this facet's filter replaced by one option (the destination keys are one filter). */
function withOption(query: string, key: string, option: string): URLSearchParams {
  const params = new URLSearchParams(query);
  const family = ['country', 'region', 'city'].includes(key) ? ['country', 'region', 'city'] : [key];
  if (key === 'rating__gte') family.push('rating');
  for (const k of family) params.delete(k);
  params.append(key, option);
  return params;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('GET /api/properties/facets/', () => {
  const queries = () => [
    '',
    `country=${fx.destinations.zzland.id}&duration=6-10&rating__gte=4`,
    'duration=1-5&has_discount=true&type_of_stay=beach&type_of_stay=city',
    `region=${fx.destinations.coast.id}&last=true`,
    `price=500-1000&partner=${fx.partners[0]!.id}&partner=${fx.partners[1]!.id}&service_types=${fx.serviceTypes[0]!.id}`,
  ];

  it('gives each option the exact count of the same filters with that option in its place', async () => {
    for (const query of queries()) {
      const { count, facets } = await facetsOf(query);
      expect(count, query).toBe(await countOf(new URLSearchParams(query)));
      for (const key of FACET_KEYS) {
        const options = Object.entries(facets[key]);
        expect(options.length, `${query} ${key}`).toBeGreaterThan(0);
        // Every option of the small dimensions, a sample of the many destinations.
        const sample = options.length > 12 ? options.filter((_, i) => i % Math.ceil(options.length / 12) === 0) : options;
        for (const [option, n] of sample) {
          expect(n, `${query} → ${key}=${option}`).toBe(await countOf(withOption(query, key, option)));
        }
      }
    }
  });

  it('adds up: nights buckets and price ranges part the view, stars are cumulative, countries cover it', async () => {
    for (const query of ['', `country=${fx.destinations.zzland.id}&last=true`, 'rating__gte=3&type_of_stay=beach']) {
      const { count, facets } = await facetsOf(query);
      expect(sum(facets.duration), query).toBe(count);
      expect(sum(facets.price), query).toBe(count);
      expect(Object.keys(facets.duration)).toEqual(DURATION_BUCKETS.map((b) => b.key));
      expect(Object.keys(facets.price)).toEqual(PRICE_RANGES.map((r) => r.key));
      const stars = STAR_OPTIONS.map((s) => facets.rating__gte[String(s)]!);
      expect(stars).toEqual([...stars].sort((a, b) => a - b));
      if (!query.includes('country')) expect(sum(facets.country), query).toBe(count);
    }
  });

  it('counts a chosen dimension without its own filter: the other buckets still show what they would give', async () => {
    const all = await facetsOf('');
    const narrowed = await facetsOf('duration=11%2B');
    expect(narrowed.count).toBe(all.facets.duration['11+']);
    expect(narrowed.facets.duration).toEqual(all.facets.duration);
  });

  it('rejects malformed filters with 400', async () => {
    for (const query of ['price=abc', 'rating__gte=9', 'duration=forever', 'country=x']) {
      expect((await call(`/api/properties/facets/?${query}`)).status, query).toBe(400);
    }
  });
});

describe('a change to the datafeed', () => {
  it('shows in counts, listings and facets once the index has followed it', async () => {
    const zz = fx.destinations.zzonia.id;
    const before = await facetsOf(`country=${zz}`);
    const [model] = await db().select().from(properties).where(eq(properties.countryId, zz)).limit(1);
    const { id: _id, externalId: _externalId, ...row } = model!;
    const added = await db()
      .insert(properties)
      .values([1, 2, 3].map((n) => ({ ...row, externalId: `zz-change-${n}`, duration: 14, price: 12_345 })))
      .returning({ id: properties.id });

    await syncDatafeedIndex();
    const cheapest = await call(`/api/properties/?country=${zz}&size=3`);
    expect(cheapest.json.count).toBe(before.count + 3);
    expect(cheapest.json.results.map((r: { id: number }) => r.id).sort()).toEqual(added.map((r) => r.id).sort());
    const after = await facetsOf(`country=${zz}`);
    expect(after.count).toBe(before.count + 3);
    expect(after.facets.duration['11+']).toBe(before.facets.duration['11+']! + 3);

    await db().update(properties).set({ duration: 2 }).where(inArray(properties.id, added.map((r) => r.id)));
    await syncDatafeedIndex();
    expect((await facetsOf(`country=${zz}`)).facets.duration['1-5']).toBe(before.facets.duration['1-5']! + 3);

    await db().delete(properties).where(inArray(properties.id, added.map((r) => r.id)));
    await syncDatafeedIndex();
    expect((await call(`/api/properties/?country=${zz}&size=1`)).json.count).toBe(before.count);
    expect(await facetsOf(`country=${zz}`)).toEqual(before);
  });

  it('shows within seconds without anyone asking for it, and no request waits for it', async () => {
    const zz = fx.destinations.zzonia.id;
    const before = (await call(`/api/properties/?country=${zz}&size=1`)).json.count as number;
    const [model] = await db().select().from(properties).where(eq(properties.countryId, zz)).limit(1);
    const { id: _id, externalId: _externalId, ...row } = model!;
    await db().insert(properties).values({ ...row, externalId: 'zz-unasked' });
    // The index follows the feed on its own (every second): the bound is 5 s.
    await expect.poll(async () => (await call(`/api/properties/?country=${zz}&size=1`)).json.count, { timeout: 60_000, interval: 100 }).toBe(before + 1);
  });
});
