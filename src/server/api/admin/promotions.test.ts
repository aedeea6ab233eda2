import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { daysFromNow, makePromotion, makeStore } from '@test/promotion-fixtures';
import { adminTokenFor, call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: false });

type Row = { id: number; title: string; store_id: number; store_name: string; status: string; code: string | null; missing_locales: string[] };

describe('GET /api/admin/promotions/', () => {
  it('lists every status with the title in the locale asked and the locales missing, filtered on the server', async () => {
    const token = await editorTokenFor();
    const store = await makeStore({ 'fr-be': 'Listing Boutique', 'nl-be': 'Listing Winkel' });
    const other = await makeStore({ 'fr-be': 'Autre Boutique' });
    const active = await makePromotion({ storeId: store, titles: { 'fr-be': 'Active FR', 'nl-be': 'Actief NL' }, type: 'coupon', code: 'LISTING10' });
    const scheduled = await makePromotion({ storeId: store, titles: { 'fr-be': 'Programmée' }, startsAt: daysFromNow(3), endsAt: daysFromNow(10) });
    const ended = await makePromotion({ storeId: store, titles: { 'fr-be': 'Finie', 'nl-be': 'Voorbij', 'fr-fr': 'Finie' }, endsAt: daysFromNow(-1) });
    const soon = await makePromotion({ storeId: other, titles: { 'fr-be': 'Bientôt finie' }, endsAt: daysFromNow(2) });

    expect((await call('/api/admin/promotions/')).status).toBe(401);
    const all = await call(`/api/admin/promotions/?store_id=${store}&language=nl-be&size=10`, { token });
    expect(all.status).toBe(200);
    expect(all.json.count).toBe(3);
    const byId = new Map((all.json.results as Row[]).map((row) => [row.id, row]));
    expect(byId.get(active.id)).toMatchObject({ title: 'Actief NL', store_name: 'Listing Winkel', status: 'active', code: 'LISTING10', missing_locales: ['fr-fr'] });
    expect(byId.get(scheduled.id)).toMatchObject({ title: 'Programmée', status: 'scheduled', missing_locales: ['nl-be', 'fr-fr'] });
    expect(byId.get(ended.id)).toMatchObject({ status: 'ended', missing_locales: [] });

    const statuses = async (query: string) =>
      ((await call(`/api/admin/promotions/?${query}`, { token })).json.results as Row[]).map((row) => row.id);
    expect(await statuses(`store_id=${store}&status=scheduled`)).toEqual([scheduled.id]);
    expect(await statuses(`store_id=${store}&status=ended`)).toEqual([ended.id]);
    expect(await statuses('ending_within_days=7')).toContain(soon.id);
    expect(await statuses('ending_within_days=7')).not.toContain(active.id);
    expect(await statuses('q=listing10')).toEqual([active.id]);
    // Any part of a code, whatever its case.
    expect(await statuses('q=sting1')).toEqual([active.id]);
    // Words of a title in any locale, accents and case aside.
    expect(await statuses(`store_id=${store}&q=PROGRAMMEE`)).toEqual([scheduled.id]);
    expect(await statuses(`store_id=${store}&q=actief`)).toEqual([active.id]);
    expect(await statuses(`store_id=${store}&ordering=id`)).toEqual([active.id, scheduled.id, ended.id]);
    expect((await call('/api/admin/promotions/?status=gone', { token })).status).toBe(400);
  });

  it('pages on the server', async () => {
    const token = await adminTokenFor();
    const store = await makeStore({ 'fr-be': 'Pages Boutique' });
    for (let i = 0; i < 5; i++) await makePromotion({ storeId: store, titles: { 'fr-be': `Page ${i}` } });
    const first = await call(`/api/admin/promotions/?store_id=${store}&size=2&page=1&ordering=id`, { token });
    const third = await call(`/api/admin/promotions/?store_id=${store}&size=2&page=3&ordering=id`, { token });
    expect(first.json.count).toBe(5);
    expect(first.json.results).toHaveLength(2);
    expect(third.json.results).toHaveLength(1);
  });
});

describe('GET /api/admin/promotions/{id}/', () => {
  it('reads a promotion as editors write it, whatever its status, and 404s an unknown one', async () => {
    const token = await editorTokenFor();
    const store = await makeStore({ 'fr-be': 'Record Boutique' });
    const ended = await makePromotion({ storeId: store, titles: { 'fr-be': 'Record finie', 'nl-be': 'Record voorbij' }, endsAt: daysFromNow(-2) });
    const answer = await call(`/api/admin/promotions/${ended.id}/`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: ended.id, store_id: store, translations: { 'fr-be': { title: 'Record finie' }, 'nl-be': { title: 'Record voorbij' } } });
    // The record is what PUT takes back, id aside.
    const { id: _id, ...body } = answer.json as Record<string, unknown>;
    const put = await call(`/api/promotions/${ended.id}/`, { method: 'PUT', token, body });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect((await call('/api/admin/promotions/99999999/', { token })).status).toBe(404);
  });
});
