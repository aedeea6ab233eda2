import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { daysFromNow, makePromotion, makeStore } from '@test/promotion-fixtures';
import { adminTokenFor, call } from '@test/api';
import { recordCouponUse } from '@/server/services/coupons';
import { recordClick } from '@/server/services/outbound';
import { dayRange } from '@/server/services/dashboard';

setupTestDatabase({ seeded: false });

type Figures = {
  days: string[];
  clicks: { day: string; store: number; promotion: number; property: number }[];
  couponUses: { day: string; uses: number }[];
  topStores: { id: number; name: string; clicks: number }[];
  topPromotions: { id: number; title: string; store: string; clicks: number }[];
  expiringSoon: { id: number; title: string; store: string; ends_at: string }[];
  storesWithoutActivePromotion: { count: number; first: { id: number; name: string }[] };
  searchMisses: { locale: string; text: string; searches: number }[];
};

describe('GET /api/admin/dashboard/', () => {
  it('needs a token', async () => {
    expect((await call('/api/admin/dashboard/')).status).toBe(401);
  });

  it('counts clicks and uses per day, ranks stores and promotions, and lists what needs an editor, in the locale asked', async () => {
    const busy = await makeStore({ 'fr-be': 'Boutique Active', 'nl-be': 'Actieve Winkel' });
    const idle = await makeStore({ 'fr-be': 'Boutique Endormie', 'nl-be': 'Slapende Winkel' });
    const soon = await makePromotion({ storeId: busy, titles: { 'fr-be': 'Fin proche', 'nl-be': 'Bijna voorbij' }, type: 'coupon', endsAt: daysFromNow(2) });
    const later = await makePromotion({ storeId: busy, titles: { 'fr-be': 'Fin lointaine', 'nl-be': 'Nog lang' }, endsAt: daysFromNow(40) });
    await makePromotion({ storeId: idle, titles: { 'fr-be': 'Finie', 'nl-be': 'Voorbij' }, endsAt: daysFromNow(-1) });
    for (const client of ['a', 'b', 'c']) await recordClick('store', busy, client);
    await recordClick('store', idle, 'a');
    await recordClick('promotion', later.id, 'a');
    await recordClick('promotion', later.id, 'b');
    await recordCouponUse('fr-be', soon.couponId, 'client-1');
    await recordCouponUse('fr-be', soon.couponId, 'client-2');

    const answer = await call('/api/admin/dashboard/?language=nl-be', { token: await adminTokenFor() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const figures = answer.json as Figures;
    const today = new Date().toISOString().slice(0, 10);
    expect(figures.days).toHaveLength(30);
    expect(figures.days.at(-1)).toBe(today);
    expect(figures.clicks).toHaveLength(30);
    expect(figures.clicks.at(-1)).toEqual({ day: today, store: 4, promotion: 2, property: 0 });
    expect(figures.clicks.slice(0, -1).every((day) => day.store + day.promotion + day.property === 0)).toBe(true);
    expect(figures.couponUses.at(-1)).toEqual({ day: today, uses: 2 });
    expect(figures.topStores.slice(0, 2)).toEqual([
      { id: busy, name: 'Actieve Winkel', clicks: 3 },
      { id: idle, name: 'Slapende Winkel', clicks: 1 },
    ]);
    expect(figures.topPromotions[0]).toEqual({ id: later.id, title: 'Nog lang', store: 'Actieve Winkel', clicks: 2 });
    expect(figures.expiringSoon.map((p) => p.id)).toContain(soon.id);
    expect(figures.expiringSoon.map((p) => p.id)).not.toContain(later.id);
    expect(figures.storesWithoutActivePromotion.first.map((s) => s.id)).toContain(idle);
    expect(figures.storesWithoutActivePromotion.first.map((s) => s.id)).not.toContain(busy);
  });
});

describe('searches without a result', () => {
  it('are counted per site and folded text, first pages only, and a search with results is not', async () => {
    await makeStore({ 'fr-be': 'Zephyrvoyages', 'nl-be': 'Zephyrreizen' });
    for (const [path, times] of [
      ['/api/search/?str=Introuvable%20%20Xyzzy&language=fr-be', 2],
      ['/api/search/?str=introuvable%20xyzzy&language=fr-be', 1],
      ['/api/search/?str=introuvable%20xyzzy&language=nl-be', 1],
      ['/api/search/?str=introuvable%20xyzzy&language=fr-be&page=2', 3],
      ['/api/search/?str=zephyrvoyages&language=fr-be', 2],
    ] as const) {
      for (let i = 0; i < times; i += 1) expect((await call(path)).status).toBe(200);
    }
    const figures = (await call('/api/admin/dashboard/', { token: await adminTokenFor() })).json as Figures;
    expect(figures.searchMisses).toEqual([
      { locale: 'fr-be', text: 'introuvable xyzzy', searches: 3 },
      { locale: 'nl-be', text: 'introuvable xyzzy', searches: 1 },
    ]);
  });
});

describe('dayRange', () => {
  it('lists the UTC days up to today, oldest first, across a month end', () => {
    expect(dayRange(new Date('2026-03-02T23:30:00Z'), 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
