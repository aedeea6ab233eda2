import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { coupons, promotions } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { latestPromotionsPerCategory } from '@/server/services/category-promotions';
import { locationPromotions } from '@/server/services/location-promotions';
import {
  daysFromNow,
  makeCategory,
  makePromotion,
  makeStore,
  type PromotionFixture,
} from '@test/promotion-fixtures';
import { call } from '@test/api';

setupTestDatabase({ seeded: true });

/**
 * A scheduled promotion (starts_at in the future) and its code are invisible everywhere until it
 * starts: every list, by-id read, search, count and coupon use. Its store also has a running one,
 * which every read shows, so that each check below is one that would have found it.
 */
const f = { store: 0, related: 0, category: 0, running: 0 } as { store: number; related: number; category: number; running: number };
let scheduled: PromotionFixture;

beforeAll(async () => {
  f.category = await makeCategory({ 'fr-be': 'Croisières fluviales' });
  f.store = await makeStore({ 'fr-be': 'Yvorel Croisières' }, { categoryIds: [f.category] });
  f.related = await makeStore({ 'fr-be': 'Wexlan Voyages' }, { categoryIds: [f.category] });
  f.running = (
    await makePromotion({ storeId: f.store, type: 'coupon', code: 'YVORELNOW', titles: { 'fr-be': 'Yvorel remise en cours' }, categoryIds: [f.category] })
  ).id;
  scheduled = await makePromotion({
    storeId: f.store,
    type: 'coupon',
    code: 'YVORELSOON',
    titles: { 'fr-be': 'Yvorel remise prochaine' },
    startsAt: daysFromNow(2),
    endsAt: daysFromNow(30),
    categoryIds: [f.category],
    inSlider: true,
    onHomepage: true,
    isDealOfMonth: true,
    position: -1_000_000,
  });
});

type Listed = { id: number; coupon?: { code: string | null } | null };
const idsOf = (items: Listed[]) => items.map((item) => item.id);

/** Every id and code a read answers, wherever they sit in it. */
function leaks(body: unknown): boolean {
  const text = JSON.stringify(body);
  return text.includes('YVORELSOON') || new RegExp(`"id":${scheduled.id}[,}]`).test(text);
}

async function everyRead() {
  const reads = {
    list: await call(`/api/promotions/?store=${f.store}`),
    listAll: await call(`/api/promotions/?store=${f.store}&status=all`),
    listExpired: await call(`/api/promotions/?store=${f.store}&status=expired`),
    byStore: await call(`/api/promotions/${f.store}/by_store/`),
    latestByStore: await call(`/api/promotions/${f.store}/latest_promotions_by_store/`),
    expiredByStore: await call(`/api/promotions/${f.store}/expired_promotions_by_store/`),
    related: await call(`/api/promotions/${f.related}/related_offers/`),
    byCategory: await call(`/api/promotions/${f.category}/by_category/?size=100`),
    byHomepageCategory: await call(`/api/promotions/${f.category}/by_homepage_category/?size=100`),
    slider: await call('/api/promotions/slider_promotions/?size=100'),
    homepage: await call('/api/promotions/homepage/?size=100'),
    dealOfMonth: await call('/api/promotions/deal_of_month/'),
    searchByName: await call('/api/promotions/search_by_name/?name=yvorel'),
    searchByStore: await call('/api/promotions/search_by_store/?store=yvorel'),
    searchBoth: await call('/api/promotions/search_promotions_stores_by_name/?name=yvorel'),
    siteSearch: await call('/api/search/?str=yvorel%20remise'),
    store: await call(`/api/stores/${f.store}/`),
  };
  for (const [name, res] of Object.entries(reads)) expect(res.status, name).toBe(200);
  return reads;
}

describe('a scheduled promotion', () => {
  it('is in no list, search or page read before it starts, while the running one is', async () => {
    const reads = await everyRead();
    for (const [name, res] of Object.entries(reads)) expect(leaks(res.json), `${name} shows the scheduled promotion`).toBe(false);
    // The same reads do find the running promotion of the same store.
    expect(idsOf(reads.list.json.results)).toEqual([f.running]);
    expect(idsOf(reads.listAll.json.results)).toEqual([f.running]);
    expect(reads.byStore.json.count).toBe(1);
    expect(idsOf(reads.byCategory.json.results)).toContain(f.running);
    expect(idsOf(reads.searchByName.json.results)).toContain(f.running);
    expect(reads.siteSearch.json.results.some((hit: { entity_type: string; id: number }) => hit.entity_type === 'promotion' && hit.id === f.running)).toBe(true);

    // The page data layer reads through the same services.
    const perCategory = await latestPromotionsPerCategory('fr-be', 100);
    expect(leaks(perCategory)).toBe(false);
    const onDestination = await locationPromotions('fr-be', { storeIds: [f.store], categoryId: f.category }, 100);
    expect(idsOf(onDestination)).toEqual([f.running]);
  });

  it('is not counted', async () => {
    const counts = { coupon_counts: 1, offer_counts: 0 };
    expect((await call(`/api/stores/${f.store}/promotions_counts/`)).json).toEqual(counts);
    expect((await call(`/api/stores/${f.store}/`)).json.counts).toEqual(counts);
    expect((await call(`/api/categories/${f.category}/promotions_counts/`)).json).toEqual(counts);
  });

  it('answers 404 by id, and its code cannot be used', async () => {
    const byId = await call(`/api/promotions/${scheduled.id}/`);
    expect(byId.status).toBe(404);
    expect(byId.text).not.toContain('YVORELSOON');
    const useCoupon = await call(`/api/coupons/${scheduled.couponId}/use_coupon/`, { method: 'POST', ip: '10.7.0.1' });
    expect(useCoupon.status).toBe(404);
    const useOffer = await call(`/api/promotions/${scheduled.id}/use_offer/`, { method: 'POST', ip: '10.7.0.1' });
    expect(useOffer.status).toBe(404);
    const [coupon] = await db().select().from(coupons).where(eq(coupons.id, scheduled.couponId));
    expect(coupon).toMatchObject({ useCount: 0, timeOfUsing: null });
  });

  it('shows everywhere once it has started, with nothing else to do', async () => {
    await db().update(promotions).set({ startsAt: new Date(Date.now() - 1000) }).where(eq(promotions.id, scheduled.id));
    expect((await call(`/api/promotions/${scheduled.id}/`)).json.coupon.code).toBe('YVORELSOON');
    expect(idsOf((await call(`/api/promotions/?store=${f.store}`)).json.results)).toContain(scheduled.id);
    expect((await call('/api/promotions/deal_of_month/')).json.id).toBe(scheduled.id);
    expect((await call(`/api/stores/${f.store}/promotions_counts/`)).json).toEqual({ coupon_counts: 2, offer_counts: 0 });
    expect((await call(`/api/coupons/${scheduled.couponId}/use_coupon/`, { method: 'POST', ip: '10.7.0.2' })).status).toBe(200);
  });
});
