import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setupTestDatabase } from '@test/database';
import { db } from '@/server/db/client';
import { DATAFEED_COUNT_CAP } from '@/server/services/properties';
import { call } from '@test/api';
import { insertLandingFixture, type LandingFixture } from '@test/landing-fixture';

setupTestDatabase({ seeded: true });

let fx: LandingFixture;
beforeAll(async () => {
  fx = await insertLandingFixture();
  // Enough deals in one country to pass the cap.
  await db().execute(sql`
    insert into properties (external_id, name, image, deep_link, partner_id, country_id, property_category_id, type_of_stay, price, duration, rating)
    select 'ZZCAP-' || n, 'Zz cap ' || n, 'https://img.example/cap.jpg', 'https://p.example/cap', ${fx.partners[0]!.id},
           ${fx.destinations.zzonia.id}, ${fx.propertyCategories[0]!.id}, 'beach', 10000 + n % 500, 7, 3
    from generate_series(1, ${DATAFEED_COUNT_CAP + 50}) as n`);
});

describe('GET /api/properties/ over the count cap', () => {
  it('reports the cap as a lower bound with count_is_estimate', async () => {
    const res = await call(`/api/properties/?country=${fx.destinations.zzonia.id}`);
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(DATAFEED_COUNT_CAP);
    expect(res.json.count_is_estimate).toBe(true);
    expect(res.json.results).toHaveLength(8);
  });

  it('stays exact below the cap', async () => {
    const res = await call(`/api/properties/?country=${fx.destinations.zzland.id}`);
    expect(res.json.count).toBe(fx.properties.filter((p) => p.countryId === fx.destinations.zzland.id).length);
    expect(res.json.count_is_estimate).toBe(false);
  });

  it('lists up to the cap and no further, so count and pages agree', async () => {
    const size = 100;
    const lastPage = DATAFEED_COUNT_CAP / size;
    const last = await call(`/api/properties/?country=${fx.destinations.zzonia.id}&size=${size}&page=${lastPage}`);
    expect(last.json.results).toHaveLength(size);
    const beyond = await call(`/api/properties/?country=${fx.destinations.zzonia.id}&size=${size}&page=${lastPage + 1}`);
    expect(beyond.json.results).toEqual([]);
    expect(beyond.json.count).toBe(DATAFEED_COUNT_CAP);
  });
});
