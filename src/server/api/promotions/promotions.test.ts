import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { couponUses, promotionCategories, sharedPromotions } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { env } from '@/server/env';
import {
  daysFromNow,
  makeCategory,
  makePromotion,
  makeStore,
  setRelatedStores,
} from '@test/promotion-fixtures';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: true });

type Promotion = {
  id: number;
  title: string;
  is_expired: boolean;
  stores: { id: number }[];
  coupon: { id: number; code: string | null; type: string; time_of_using: string | null } | null;
};

const ALL = ['fr-be', 'nl-be', 'fr-fr'] as const;
const both = (title: string) => ({ 'fr-be': title, 'nl-be': `${title} (nl)` });

/** The fixture: stores A (in category child), B (related to A), D (sharing A's category), promotions of each. */
const f = {
  parent: 0,
  child: 0,
  frenchOnlyCategory: 0,
  storeA: 0,
  storeB: 0,
  storeD: 0,
  lonely: 0,
  writer: 0,
  writeCategory: 0,
  a1: 0,
  a1Coupon: 0,
  a2: 0,
  expired: 0,
  future: 0,
  deal: 0,
  b1: 0,
  d1: 0,
};

let token: string;

beforeAll(async () => {
  token = await adminTokenFor();
  f.parent = await makeCategory({ 'fr-be': 'Week-ends', 'nl-be': 'Weekends', 'fr-fr': 'Week-ends' });
  f.child = await makeCategory({ 'fr-be': 'Week-ends en ville', 'nl-be': 'Citytrips' }, f.parent, 2);
  f.frenchOnlyCategory = await makeCategory({ 'fr-fr': 'Seulement en France' });
  f.storeB = await makeStore({ 'fr-be': 'Brindlo Hotels', 'nl-be': 'Brindlo Hotels' });
  f.storeD = await makeStore({ 'fr-be': 'Dravik Reizen', 'nl-be': 'Dravik Reizen' }, { categoryIds: [f.child] });
  f.storeA = await makeStore(
    { 'fr-be': 'Quorvex Séjours', 'nl-be': 'Quorvex Verblijven', 'fr-fr': 'Quorvex Séjours' },
    { categoryIds: [f.child] },
  );
  f.lonely = await makeStore({ 'fr-be': 'Zulu Solo' });
  f.writer = await makeStore({ 'fr-be': 'Omega Écrit', 'nl-be': 'Omega Schrijft', 'fr-fr': 'Omega Écrit' });
  f.writeCategory = await makeCategory({ 'fr-be': 'Nouveautés', 'nl-be': 'Nieuw' });
  await setRelatedStores(f.storeA, [f.storeB]);

  const a1 = await makePromotion({
    storeId: f.storeA,
    type: 'coupon',
    code: 'QRV20',
    titles: both('Quorvex code vingt'),
    position: 1,
    categoryIds: [f.child],
    inSlider: true,
    onHomepage: true,
  });
  f.a1 = a1.id;
  f.a1Coupon = a1.couponId;
  f.a2 = (await makePromotion({ storeId: f.storeA, titles: both('Quorvex offre'), position: 2, categoryIds: [f.child] }))
    .id;
  f.expired = (
    await makePromotion({
      storeId: f.storeA,
      type: 'coupon',
      titles: both('Quorvex ancien code'),
      startsAt: daysFromNow(-30),
      endsAt: daysFromNow(-1),
      categoryIds: [f.child],
      inSlider: true,
    })
  ).id;
  f.future = (
    await makePromotion({ storeId: f.storeA, titles: both('Quorvex bientôt'), startsAt: daysFromNow(3), inSlider: true })
  ).id;
  f.deal = (
    await makePromotion({
      storeId: f.storeA,
      titles: both('Quorvex affaire du mois'),
      startsAt: new Date(Date.now() - 1000).toISOString(),
      endsAt: null,
      position: 3,
      isDealOfMonth: true,
    })
  ).id;
  f.b1 = (await makePromotion({ storeId: f.storeB, titles: both('Brindlo offre liée') })).id;
  f.d1 = (await makePromotion({ storeId: f.storeD, type: 'coupon', titles: both('Dravik code') })).id;
});

const idsOf = (page: { results: { id: number }[] }) => page.results.map((p) => p.id);

describe('GET /api/promotions/', () => {
  it('lists active promotions as {count, results}, by store and type', async () => {
    const res = await call(`/api/promotions/?store=${f.storeA}`);
    expect(res.status).toBe(200);
    expect(idsOf(res.json)).toEqual([f.a1, f.a2, f.deal]);
    expect(res.json.count).toBe(3);
    const coupons = await call(`/api/promotions/?store=${f.storeA}&type=coupon`);
    expect(idsOf(coupons.json)).toEqual([f.a1]);
    const all = await call(`/api/promotions/?size=100`);
    expect(all.json.results.every((p: Promotion) => !p.is_expired)).toBe(true);
  });

  it('lists ended or all promotions on request, never one that has yet to start', async () => {
    expect(idsOf((await call(`/api/promotions/?store=${f.storeA}&status=expired`)).json)).toEqual([f.expired]);
    const all = await call(`/api/promotions/?store=${f.storeA}&status=all`);
    expect(idsOf(all.json).sort()).toEqual([f.a1, f.a2, f.expired, f.deal].sort());
    expect(all.json.count).toBe(4);
  });

  it('paginates: page past the end is empty, size bounds are enforced', async () => {
    const second = await call(`/api/promotions/?store=${f.storeA}&size=2&page=2`);
    expect(idsOf(second.json)).toEqual([f.deal]);
    expect(second.json.count).toBe(3);
    const past = await call(`/api/promotions/?store=${f.storeA}&page=50`);
    expect(past.status).toBe(200);
    expect(past.json).toEqual({ count: 3, results: [] });
    expect((await call('/api/promotions/?size=100')).status).toBe(200);
    for (const query of ['size=0', 'size=101', 'page=0', 'page=-1', 'type=voucher', 'status=old', 'store=abc', 'language=en']) {
      const res = await call(`/api/promotions/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.error.code).toBe('bad_request');
    }
  });
});

describe('GET /api/promotions/{id}/', () => {
  it('answers the promotion in the locale, with store and coupon', async () => {
    const res = await call(`/api/promotions/${f.a1}/?language=nl-be`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: f.a1,
      title: 'Quorvex code vingt (nl)',
      link: 'https://shop.example/deal',
      offer: '-10%',
      is_expired: false,
      is_exclusive: false,
      slider_image: null,
      stores: [{ id: f.storeA, name: 'Quorvex Verblijven', icon: null }],
      coupon: { id: f.a1Coupon, code: 'QRV20', type: 'coupon', time_of_using: null },
    });
    expect(Object.keys(res.json).sort()).toEqual(
      [
        'id',
        'title',
        'link',
        'offer',
        'description',
        'condition',
        'starts_at',
        'ends_at',
        'is_expired',
        'is_exclusive',
        'slider_image',
        'stores',
        'coupon',
      ].sort(),
    );
  });

  it('answers an ended promotion with is_expired', async () => {
    const res = await call(`/api/promotions/${f.expired}/`);
    expect(res.status).toBe(200);
    expect(res.json.is_expired).toBe(true);
  });

  it('answers 404 for an unknown id or a locale without the promotion, 400 for a malformed id', async () => {
    expect((await call('/api/promotions/99999999/')).status).toBe(404);
    expect((await call(`/api/promotions/${f.a1}/?language=fr-fr`)).status).toBe(404);
    expect((await call('/api/promotions/abc/')).status).toBe(400);
    expect((await call('/api/promotions/0/')).status).toBe(400);
  });
});

describe('promotions of a store', () => {
  it('by_store lists the active ones by position, with a type filter', async () => {
    const res = await call(`/api/promotions/${f.storeA}/by_store/`);
    expect(res.status).toBe(200);
    expect(idsOf(res.json)).toEqual([f.a1, f.a2, f.deal]);
    expect(idsOf((await call(`/api/promotions/${f.storeA}/by_store/?type=offer`)).json)).toEqual([f.a2, f.deal]);
    expect(idsOf((await call(`/api/promotions/${f.storeA}/by_store/?size=1&page=3`)).json)).toEqual([f.deal]);
  });

  it('expired_promotions_by_store lists only the ended ones', async () => {
    const res = await call(`/api/promotions/${f.storeA}/expired_promotions_by_store/`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ count: 1, results: [{ id: f.expired, is_expired: true }] });
    expect((await call(`/api/promotions/${f.storeA}/expired_promotions_by_store/?type=offer`)).json.count).toBe(0);
  });

  it('latest_promotions_by_store lists the newest active ones first', async () => {
    const res = await call(`/api/promotions/${f.storeA}/latest_promotions_by_store/`);
    expect(res.status).toBe(200);
    expect(idsOf(res.json)[0]).toBe(f.deal);
    expect(idsOf(res.json)).not.toContain(f.expired);
    expect(idsOf(res.json)).not.toContain(f.future);
  });

  it('related_offers lists the related stores first, then stores of the same categories', async () => {
    const res = await call(`/api/promotions/${f.storeA}/related_offers/`);
    expect(res.status).toBe(200);
    expect(idsOf(res.json)).toEqual([f.b1, f.d1]);
    expect((await call(`/api/promotions/${f.storeA}/related_offers/?type=coupon`)).json.results[0].id).toBe(f.d1);
    expect((await call(`/api/promotions/${f.lonely}/related_offers/`)).json).toEqual({ count: 0, results: [] });
  });

  it('keeps every locale separate in lists', async () => {
    for (const language of ALL) {
      const res = await call(`/api/promotions/${f.storeA}/by_store/?language=${language}`);
      expect(res.status, language).toBe(200);
      expect(idsOf(res.json), language).toEqual(language === 'fr-fr' ? [] : [f.a1, f.a2, f.deal]);
    }
  });

  it('answers 404 for a store unknown in the locale, 400 for a malformed id or paging', async () => {
    for (const path of ['by_store', 'related_offers', 'expired_promotions_by_store', 'latest_promotions_by_store']) {
      expect((await call(`/api/promotions/99999999/${path}/`)).status, path).toBe(404);
      expect((await call(`/api/promotions/${f.lonely}/${path}/?language=nl-be`)).status, path).toBe(404);
      expect((await call(`/api/promotions/x/${path}/`)).status, path).toBe(400);
      expect((await call(`/api/promotions/${f.storeA}/${path}/?size=101`)).status, path).toBe(400);
    }
  });
});

describe('promotions of a category', () => {
  it('by_category lists the active promotions of the category tree', async () => {
    for (const category of [f.parent, f.child]) {
      const res = await call(`/api/promotions/${category}/by_category/?size=10`);
      expect(res.status).toBe(200);
      expect(idsOf(res.json)).toEqual([f.a1, f.a2]);
    }
    const offers = await call(`/api/promotions/${f.parent}/by_category/?type=offer`);
    expect(idsOf(offers.json)).toEqual([f.a2]);
    const second = await call(`/api/promotions/${f.parent}/by_category/?size=1&page=2`);
    expect(second.json).toMatchObject({ count: 2, results: [{ id: f.a2 }] });
  });

  it('by_homepage_category and latest_offers_by_category list the newest first', async () => {
    const home = await call(`/api/promotions/${f.child}/by_homepage_category/`);
    expect(home.status).toBe(200);
    expect(idsOf(home.json).sort()).toEqual([f.a1, f.a2].sort());
    const offers = await call(`/api/promotions/${f.child}/latest_offers_by_category/`);
    expect(idsOf(offers.json)).toEqual([f.a2]);
  });

  it('answers 404 for a category unknown in the locale', async () => {
    for (const path of ['by_category', 'by_homepage_category', 'latest_offers_by_category']) {
      expect((await call(`/api/promotions/99999999/${path}/`)).status, path).toBe(404);
      expect((await call(`/api/promotions/${f.frenchOnlyCategory}/${path}/`)).status, path).toBe(404);
      expect((await call(`/api/promotions/${f.frenchOnlyCategory}/${path}/?language=fr-fr`)).status, path).toBe(200);
      expect((await call(`/api/promotions/${f.child}/${path}/?language=fr-fr`)).status, path).toBe(404);
    }
  });
});

describe('slider, home page and deal of the month', () => {
  it('slider_promotions lists active slider promotions only', async () => {
    const res = await call('/api/promotions/slider_promotions/?size=100');
    expect(res.status).toBe(200);
    const ids = idsOf(res.json);
    expect(ids).toContain(f.a1);
    expect(ids).not.toContain(f.expired);
    expect(ids).not.toContain(f.future);
    const slide = res.json.results.find((p: Promotion) => p.id === f.a1);
    expect(slide.stores[0]).toMatchObject({ id: f.storeA, name: 'Quorvex Séjours' });
  });

  it('homepage lists active home page promotions', async () => {
    const res = await call('/api/promotions/homepage/?size=100');
    expect(res.status).toBe(200);
    expect(idsOf(res.json)).toContain(f.a1);
    expect(idsOf(res.json)).not.toContain(f.a2);
  });

  it('deal_of_month answers one promotion, or 404 where there is none', async () => {
    const res = await call('/api/promotions/deal_of_month/');
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(f.deal);
    const nl = await call('/api/promotions/deal_of_month/?language=nl-be');
    expect(nl.json.title).toBe('Quorvex affaire du mois (nl)');
  });
});

describe('GET and POST /api/promotions/{id}/use_offer/', () => {
  it("records a use of the promotion's coupon", async () => {
    const before = await db().select().from(couponUses).where(eq(couponUses.couponId, f.a1Coupon));
    const res = await call(`/api/promotions/${f.a1}/use_offer/`, { method: 'POST', ip: '10.1.0.1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(new Date(res.json.time_of_using).toISOString()).toBe(res.json.time_of_using);
    const after = await db().select().from(couponUses).where(eq(couponUses.couponId, f.a1Coupon));
    expect(after).toHaveLength(before.length + 1);
    const promotion = await call(`/api/promotions/${f.a1}/`);
    expect(promotion.json.coupon.time_of_using).toBe(res.json.time_of_using);
  });

  it('counts a visitor once a day, as use_coupon does: a repeat answers the last use and keeps no row', async () => {
    const first = await call(`/api/promotions/${f.a1}/use_offer/`, { method: 'POST', ip: '10.1.0.4' });
    const counted = await db().select().from(couponUses).where(eq(couponUses.couponId, f.a1Coupon));
    for (const method of ['GET', 'POST']) {
      const again = await call(`/api/promotions/${f.a1}/use_offer/`, { method, ip: '10.1.0.4' });
      expect(again.status, method).toBe(200);
      expect(again.json, method).toEqual(first.json);
    }
    expect(await db().select().from(couponUses).where(eq(couponUses.couponId, f.a1Coupon))).toHaveLength(counted.length);
  });

  it('answers 404 for an unknown promotion or one absent in the locale', async () => {
    expect((await call('/api/promotions/99999999/use_offer/', { method: 'POST', ip: '10.1.0.2' })).status).toBe(404);
    expect((await call(`/api/promotions/${f.a1}/use_offer/?language=fr-fr`, { method: 'POST', ip: '10.1.0.2' })).status).toBe(404);
  });

  it("records a use on a GET too, as SPEC §7 names it; a browser's GET from another site is refused (403)", async () => {
    const before = await db().select().from(couponUses).where(eq(couponUses.couponId, f.a1Coupon));
    const res = await call(`/api/promotions/${f.a1}/use_offer/`, { ip: '10.1.0.3' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(new Date(res.json.time_of_using).toISOString()).toBe(res.json.time_of_using);
    const elsewhere = await call(`/api/promotions/${f.a1}/use_offer/`, { ip: '10.1.0.3', headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' } });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json.error.code).toBe('forbidden');
    expect(await db().select().from(couponUses).where(eq(couponUses.couponId, f.a1Coupon))).toHaveLength(before.length + 1);
    const unknown = await call('/api/promotions/99999999/use_offer/', { ip: '10.1.0.3' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
  });

  it("refuses a browser's POST sent from another site (403), records nothing", async () => {
    const before = await db().select().from(couponUses).where(eq(couponUses.couponId, f.a1Coupon));
    const res = await call(`/api/promotions/${f.a1}/use_offer/`, { method: 'POST', ip: '10.1.0.3', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('forbidden');
    expect(await db().select().from(couponUses).where(eq(couponUses.couponId, f.a1Coupon))).toHaveLength(before.length);
    const ours = await call(`/api/promotions/${f.a1}/use_offer/`, { method: 'POST', ip: '10.1.0.3', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(ours.status).toBe(200);
  });
});

describe('search_by_name, search_by_store, search_promotions_stores_by_name', () => {
  it('search_by_name finds active promotions by title, at most 10', async () => {
    const res = await call('/api/promotions/search_by_name/?name=quorvex');
    expect(res.status).toBe(200);
    expect(idsOf(res.json).sort()).toEqual([f.a1, f.a2, f.deal].sort());
    const typo = await call('/api/promotions/search_by_name/?name=qourvex%20offre');
    expect(idsOf(typo.json)).toContain(f.a2);
    const broad = await call('/api/promotions/search_by_name/?name=a');
    expect(broad.json.results.length).toBeLessThanOrEqual(10);
  });

  it('search_by_store finds the promotions of stores whose name matches', async () => {
    const res = await call('/api/promotions/search_by_store/?store=Dravik');
    expect(res.status).toBe(200);
    expect(idsOf(res.json)).toEqual([f.d1]);
    const nl = await call('/api/promotions/search_by_store/?store=verblijven&language=nl-be');
    expect(idsOf(nl.json).sort()).toEqual([f.a1, f.a2, f.deal].sort());
    const paged = await call('/api/promotions/search_by_store/?store=quorvex%20sejours&size=1&page=2');
    expect(paged.json).toMatchObject({ count: 3, results: [{ id: f.a2 }] });
  });

  it('search_promotions_stores_by_name answers both lists', async () => {
    const res = await call('/api/promotions/search_promotions_stores_by_name/?name=brindlo');
    expect(res.status).toBe(200);
    expect(res.json.stores.map((s: { id: number }) => s.id)).toContain(f.storeB);
    expect(idsOf({ results: res.json.promotions })).toContain(f.b1);
  });

  it('answers empty results for blank text and 400 without the parameter', async () => {
    expect((await call('/api/promotions/search_by_name/?name=%20')).json).toEqual({ count: 0, results: [] });
    expect((await call('/api/promotions/search_by_store/?store=')).json).toEqual({ count: 0, results: [] });
    expect((await call('/api/promotions/search_promotions_stores_by_name/?name=')).json).toEqual({
      stores: [],
      promotions: [],
    });
    expect((await call('/api/promotions/search_by_name/')).status).toBe(400);
    expect((await call('/api/promotions/search_by_store/')).status).toBe(400);
    expect((await call('/api/promotions/search_promotions_stores_by_name/')).status).toBe(400);
  });
});

describe('POST /api/promotions/share_promotion/', () => {
  const form = { store_name: 'Gamma Travel', code_or_title: 'GAMMA10', details: '10% on flights', end_date: '2026-12-31' };

  it('stores the proposal with locale and client hash', async () => {
    const res = await call('/api/promotions/share_promotion/?language=nl-be', { method: 'POST', body: form, ip: '10.2.0.1' });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(sharedPromotions).where(eq(sharedPromotions.id, res.json.id));
    expect(row).toMatchObject({ locale: 'nl-be', storeName: 'Gamma Travel', codeOrTitle: 'GAMMA10' });
    expect(row!.endDate?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(row!.clientHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('rejects an empty form, a bad date and a filled honeypot with 422', async () => {
    const bodies = [{}, { ...form, store_name: ' ' }, { ...form, end_date: '31/12/2026' }, { ...form, company: 'Spam Inc' }];
    for (const [index, body] of bodies.entries()) {
      const res = await call('/api/promotions/share_promotion/', { method: 'POST', body, ip: `10.2.1.${index}` });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.code).toBe('validation_error');
    }
  });

  it('answers 429 with Retry-After over the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < env.RATE_LIMIT_POINTS + 2; i++) {
      const res = await call('/api/promotions/share_promotion/', { method: 'POST', body: form, ip: '10.2.9.9' });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, env.RATE_LIMIT_POINTS).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(env.RATE_LIMIT_POINTS)).toEqual([429, 429]);
  });
});

describe('writes', () => {
  const body = () => ({
    store_id: f.writer,
    type: 'coupon',
    code: 'NEW15',
    link: 'https://shop.example/new',
    starts_at: daysFromNow(-1),
    ends_at: daysFromNow(10),
    category_ids: [f.writeCategory],
    is_exclusive: true,
    translations: {
      'fr-be': { title: 'Nouveau code', offer: '-15%', description: '<p>Bon <script>alert(1)</script>plan</p>' },
      'nl-be': { title: 'Nieuwe code' },
    },
  });

  it('needs the admin token for every write', async () => {
    const writes = [
      ['POST', '/api/promotions/', body()],
      ['PUT', `/api/promotions/${f.a2}/`, body()],
      ['PATCH', `/api/promotions/${f.a2}/`, { position: 9 }],
      ['POST', '/api/promotions/bulk_destroy/', { promotions: [f.a2] }],
    ] as const;
    for (const [method, path, payload] of writes) {
      const res = await call(path, { method, body: payload });
      expect(res.status, `${method} ${path}`).toBe(401);
      const bad = await call(path, { method, body: payload, token: 'not-a-token' });
      expect(bad.status, `${method} ${path}`).toBe(401);
    }
    expect((await call(`/api/promotions/${f.a2}/`)).status).toBe(200);
  });

  it('creates a promotion with its coupon, translations and categories', async () => {
    const res = await call('/api/promotions/', { method: 'POST', body: body(), token });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      store_id: f.writer,
      type: 'coupon',
      code: 'NEW15',
      is_exclusive: true,
      category_ids: [f.writeCategory],
      translations: {
        'fr-be': { title: 'Nouveau code', offer: '-15%', description: '<p>Bon plan</p>' },
        'nl-be': { title: 'Nieuwe code', offer: '' },
      },
    });
    const created = await call(`/api/promotions/${res.json.id}/?language=nl-be`);
    expect(created.json).toMatchObject({ title: 'Nieuwe code', coupon: { code: 'NEW15', type: 'coupon' } });
    expect(idsOf((await call(`/api/promotions/${f.writeCategory}/by_category/`)).json)).toEqual([res.json.id]);
    expect((await call(`/api/promotions/${res.json.id}/?language=fr-fr`)).status).toBe(404);
  });

  it('rejects invalid promotions with 422 and the field at fault', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['code', { ...body(), code: undefined }],
      ['translations', { ...body(), translations: {} }],
      ['store_id', { ...body(), store_id: 99999999 }],
      ['category_ids', { ...body(), category_ids: [99999999] }],
      ['ends_at', { ...body(), ends_at: daysFromNow(-5) }],
      ['slider_image_id', { ...body(), slider_image_id: 99999999 }],
      ['link', { ...body(), link: 'javascript:alert(1)' }],
      ['type', { ...body(), type: 'voucher' }],
      ['translations.de', { ...body(), translations: { de: { title: 'Gutschein' } } }],
      ['translations.fr-be.title', { ...body(), translations: { 'fr-be': { offer: '-5%' } } }],
      ['extra', { ...body(), surprise: true }],
    ];
    for (const [field, payload] of cases) {
      const res = await call('/api/promotions/', { method: 'POST', body: payload, token });
      expect(res.status, field).toBe(422);
      expect(res.json.error.code, field).toBe('validation_error');
    }
    const missing = await call('/api/promotions/', { method: 'POST', body: { ...body(), code: undefined }, token });
    expect(missing.json.error.details).toEqual([{ path: 'code', message: 'A coupon needs a code' }]);
    const notJson = await call('/api/promotions/', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect([400, 422]).toContain(notJson.status);
  });

  it('PUT replaces the whole promotion', async () => {
    const created = (await call('/api/promotions/', { method: 'POST', body: body(), token })).json;
    const res = await call(`/api/promotions/${created.id}/`, {
      method: 'PUT',
      token,
      body: {
        store_id: f.storeB,
        type: 'offer',
        link: 'https://shop.example/replaced',
        starts_at: daysFromNow(-2),
        translations: { 'fr-fr': { title: 'Remplacée' } },
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: created.id,
      store_id: f.storeB,
      type: 'offer',
      code: null,
      ends_at: null,
      is_exclusive: false,
      category_ids: [],
      translations: { 'fr-fr': { title: 'Remplacée' } },
    });
    expect(Object.keys(res.json.translations)).toEqual(['fr-fr']);
    expect((await call(`/api/promotions/${created.id}/?language=fr-be`)).status).toBe(404);
    const links = await db().select().from(promotionCategories).where(eq(promotionCategories.promotionId, created.id));
    expect(links).toEqual([]);
    // The store B has no fr-fr name: the promotion exists nowhere until it gets one.
    expect((await call(`/api/promotions/${created.id}/?language=fr-fr`)).status).toBe(404);
  });

  it('PUT needs starts_at and answers 404 for an unknown promotion', async () => {
    const { starts_at: _startsAt, ...withoutStart } = body();
    expect((await call(`/api/promotions/${f.a2}/`, { method: 'PUT', token, body: withoutStart })).status).toBe(422);
    expect((await call('/api/promotions/99999999/', { method: 'PUT', token, body: body() })).status).toBe(404);
  });

  it('PATCH changes the given fields only, and removes a locale set to null', async () => {
    const created = (await call('/api/promotions/', { method: 'POST', body: body(), token })).json;
    const res = await call(`/api/promotions/${created.id}/`, {
      method: 'PATCH',
      token,
      body: { position: 7, ends_at: null, translations: { 'fr-be': { offer: '-25%' }, 'nl-be': null, 'fr-fr': { title: 'Nouveau' } } },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      position: 7,
      ends_at: null,
      code: 'NEW15',
      is_exclusive: true,
      category_ids: [f.writeCategory],
      translations: { 'fr-be': { title: 'Nouveau code', offer: '-25%' }, 'fr-fr': { title: 'Nouveau' } },
    });
    expect(res.json.translations['nl-be']).toBeUndefined();
    expect((await call(`/api/promotions/${created.id}/?language=nl-be`)).status).toBe(404);
    expect((await call(`/api/promotions/${created.id}/?language=fr-fr`)).json.title).toBe('Nouveau');
  });

  it('PATCH keeps business rules: a coupon keeps a code, a new locale needs a title', async () => {
    const created = (await call('/api/promotions/', { method: 'POST', body: body(), token })).json;
    const cases = [{ code: null }, { translations: { 'fr-fr': { offer: '-5%' } } }, { ends_at: daysFromNow(-30) }, { store_id: 0 }];
    for (const payload of cases) {
      const res = await call(`/api/promotions/${created.id}/`, { method: 'PATCH', token, body: payload });
      expect(res.status, JSON.stringify(payload)).toBe(422);
    }
    const offer = await call(`/api/promotions/${created.id}/`, { method: 'PATCH', token, body: { type: 'offer', code: null } });
    expect(offer.status).toBe(200);
    expect((await call(`/api/promotions/${created.id}/`)).json.coupon).toMatchObject({ type: 'offer', code: null });
    expect((await call('/api/promotions/99999999/', { method: 'PATCH', token, body: { position: 1 } })).status).toBe(404);
  });

  it('bulk_destroy deletes the listed promotions and answers how many', async () => {
    const one = (await call('/api/promotions/', { method: 'POST', body: body(), token })).json.id;
    const two = (await call('/api/promotions/', { method: 'POST', body: body(), token })).json.id;
    const res = await call('/api/promotions/bulk_destroy/', {
      method: 'POST',
      token,
      body: { promotions: [one, two, 99999999] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: 2 });
    expect((await call(`/api/promotions/${one}/`)).status).toBe(404);
    expect((await call(`/api/promotions/${two}/`)).status).toBe(404);
    for (const payload of [{ promotions: [] }, { promotions: ['x'] }, {}]) {
      expect((await call('/api/promotions/bulk_destroy/', { method: 'POST', token, body: payload })).status).toBe(422);
    }
  });
});
