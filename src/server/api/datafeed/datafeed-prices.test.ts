import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { call } from '@test/api';
import { insertLandingFixture, type LandingFixture } from '@test/landing-fixture';

setupTestDatabase({ seeded: true });

let fx: LandingFixture;
beforeAll(async () => {
  fx = await insertLandingFixture();
});

type View = { query: string; count: number; prices: { step: number; counts: number[] } };

async function compare(query: string): Promise<View> {
  const res = await call(`/api/properties/compare/?${query}`);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return res.json as View;
}

const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

describe('the comparator’s price distribution and bounds', () => {
  it('counts every deal of the other filters in one band, whatever the price bounds', async () => {
    const country = `country=${fx.destinations.zzland.id}`;
    const open = await compare(country);
    expect(open.prices.counts).toHaveLength(24);
    expect(Number.isInteger(open.prices.step) && open.prices.step > 0).toBe(true);
    expect(sum(open.prices.counts)).toBe(open.count);
    const bounded = await compare(`${country}&price__gte=${open.prices.step}&price__lte=${open.prices.step * 10}`);
    expect(bounded.query).toBe(`${open.query}&price__gte=${open.prices.step}&price__lte=${open.prices.step * 10}`);
    // The price filter is left out of its own distribution: the bars stay, the count narrows.
    expect(bounded.prices).toEqual(open.prices);
    expect(bounded.count).toBeLessThanOrEqual(open.count);
  });

  it('agrees with the bands: from a band’s lower edge up, the view holds that band and every one above', async () => {
    const all = await compare('');
    const { step, counts } = all.prices;
    expect(sum(counts)).toBe(all.count);
    // The feed's 95th percentile falls in the open-ended last band, so the bands spread the prices.
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(3);
    for (const band of [1, 3, 10, 23]) {
      expect((await compare(`price__gte=${band * step}`)).count, `band ${band}`).toBe(sum(counts.slice(band)));
    }
  });

  it('reads an old address’s price range as the bounds, in the answer’s query too', async () => {
    const old = await compare('price=500-1000&last=true');
    expect(old.query).toBe('last=true&price__gte=500&price__lte=1000');
    expect(old.count).toBe((await compare('last=true&price__gte=500&price__lte=1000')).count);
  });
});
