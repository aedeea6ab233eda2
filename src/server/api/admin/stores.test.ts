import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { daysFromNow, makePromotion, makeStore } from '@test/promotion-fixtures';
import { call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: false });

type Row = { id: number; name: string; active_promotions: number; missing_locales: string[] };

describe('GET /api/admin/stores/', () => {
  it('lists stores by name in the locale asked, with their active promotions and missing locales, filtered on the server', async () => {
    const token = await editorTokenFor();
    const busy = await makeStore({ 'fr-be': 'Zèbre Voyages', 'nl-be': 'Zebra Reizen' });
    const idle = await makeStore({ 'fr-be': 'Zèbre Calme' });
    await makePromotion({ storeId: busy, titles: { 'fr-be': 'Active' } });
    await makePromotion({ storeId: busy, titles: { 'fr-be': 'Finie' }, endsAt: daysFromNow(-1) });

    expect((await call('/api/admin/stores/')).status).toBe(401);
    const answer = await call('/api/admin/stores/?q=z%C3%A8bre&language=nl-be', { token });
    expect(answer.status).toBe(200);
    expect(answer.json.count).toBe(2);
    expect((answer.json.results as Row[]).map((row) => [row.name, row.active_promotions, row.missing_locales])).toEqual([
      ['Zebra Reizen', 1, ['fr-fr']],
      ['Zèbre Calme', 0, ['nl-be', 'fr-fr']],
    ]);
    // A name without its accents, or a part of a slug, finds the same stores.
    const ids = async (query: string) => ((await call(`/api/admin/stores/?${query}`, { token })).json.results as Row[]).map((row) => row.id).sort();
    expect(await ids('q=ZEBRE')).toEqual([busy, idle].sort());
    expect(await ids('q=ebra-rei')).toEqual([busy]);
    const idleOnly = await call('/api/admin/stores/?q=z%C3%A8bre&without_active_promotion=true', { token });
    expect((idleOnly.json.results as Row[]).map((row) => row.id)).toEqual([idle]);
  });
});

describe('GET /api/admin/stores/{id}/', () => {
  it('reads the record PUT takes back', async () => {
    const token = await editorTokenFor();
    const id = await makeStore({ 'fr-be': 'Record Magasin', 'fr-fr': 'Record Magasin FR' });
    const answer = await call(`/api/admin/stores/${id}/`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id, translations: { 'fr-be': { name: 'Record Magasin' }, 'fr-fr': { name: 'Record Magasin FR' } } });
    const { id: _id, ...body } = answer.json as Record<string, unknown>;
    const put = await call(`/api/stores/${id}/`, { method: 'PUT', token, body });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect((await call('/api/admin/stores/99999999/', { token })).status).toBe(404);
  });
});
