import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { makeStore } from '@test/promotion-fixtures';
import { adminTokenFor, call } from '@test/api';
import { recordClick } from '@/server/services/outbound';

setupTestDatabase({ seeded: false });

describe('GET /api/outbound-clicks/{kind}/{id}/', () => {
  it("reads the counts with an editor's token only", async () => {
    const storeId = await makeStore({ 'fr-be': 'Rapport' });
    await recordClick('store', storeId, 'client-a');
    expect((await call(`/api/outbound-clicks/store/${storeId}/`)).status).toBe(401);
    const answer = await call(`/api/outbound-clicks/store/${storeId}/`, { token: await adminTokenFor() });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ kind: 'store', id: storeId, total: 1 });
    expect((await call('/api/outbound-clicks/shop/1/', { token: await adminTokenFor() })).status).toBe(400);
  });
});
