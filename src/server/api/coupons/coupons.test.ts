import { createHash, createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { couponUses, coupons } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { type PromotionFixture, makePromotion, makeStore } from '@test/promotion-fixtures';
import { call } from '@test/api';
import { derivedKey } from '@/server/services/auth';

setupTestDatabase({ seeded: true });

let coupon: PromotionFixture;

beforeAll(async () => {
  const storeId = await makeStore({ 'fr-be': 'Kappa Vols', 'nl-be': 'Kappa Vluchten' });
  coupon = await makePromotion({
    storeId,
    type: 'coupon',
    code: 'KAPPA5',
    titles: { 'fr-be': '5 € sur les vols', 'nl-be': '5 € op vluchten' },
  });
});

/** The client key the API keeps for an address (src/server/api/lib/client.ts). */
const keyOf = (ip: string) => createHmac('sha256', derivedKey('client-address')).update(`client:${ip}`).digest('hex').slice(0, 32);

/** The uses kept of the coupon for one client. */
const usesOf = (ip: string) =>
  db().select().from(couponUses).where(and(eq(couponUses.couponId, coupon.couponId), eq(couponUses.clientHash, keyOf(ip))));

async function couponRow() {
  const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.couponId));
  return row!;
}

describe('GET and POST /api/coupons/{id}/use_coupon/', () => {
  it('records a use: a use row with locale and client, the last use time and the counter', async () => {
    const before = await couponRow();
    const res = await call(`/api/coupons/${coupon.couponId}/use_coupon/?language=nl-be`, { method: 'POST', ip: '10.3.0.1' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(['time_of_using']);
    expect(new Date(res.json.time_of_using).toISOString()).toBe(res.json.time_of_using);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const after = await couponRow();
    expect(after.useCount).toBe(before.useCount + 1);
    expect(after.timeOfUsing?.toISOString()).toBe(res.json.time_of_using);
    const uses = await db().select().from(couponUses).where(eq(couponUses.couponId, coupon.couponId));
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ locale: 'nl-be', usedAt: after.timeOfUsing });
    expect(uses[0]!.clientHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it("moves time_of_using forward with each visitor's use, as the promotion shows it", async () => {
    const first = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'POST', ip: '10.3.0.2' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'POST', ip: '10.3.1.2' });
    expect(new Date(second.json.time_of_using).getTime()).toBeGreaterThan(new Date(first.json.time_of_using).getTime());
    const promotion = await call(`/api/promotions/${coupon.id}/`);
    expect(promotion.json.coupon.time_of_using).toBe(second.json.time_of_using);
  });

  it('counts a visitor once a day: a repeated use, by either method, changes nothing and answers the last use', async () => {
    const first = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'POST', ip: '10.3.0.12' });
    const counted = await couponRow();
    for (const method of ['POST', 'GET', 'POST']) {
      const again = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method, ip: '10.3.0.12' });
      expect(again.status, method).toBe(200);
      expect(again.json, method).toEqual({ time_of_using: first.json.time_of_using });
    }
    expect(await couponRow()).toEqual(counted);
    expect(await usesOf('10.3.0.12')).toHaveLength(1);
    // Another visitor's use counts, and the first visitor's repeat then answers that one.
    const other = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'POST', ip: '10.3.1.12' });
    expect((await couponRow()).useCount).toBe(counted.useCount + 1);
    expect((await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'POST', ip: '10.3.0.12' })).json).toEqual(other.json);
  });

  it('counts the visitor again on the next day (UTC)', async () => {
    await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'POST', ip: '10.3.0.13' });
    const [use] = await usesOf('10.3.0.13');
    const yesterday = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - 1000);
    await db().update(couponUses).set({ usedAt: yesterday }).where(eq(couponUses.id, use!.id));
    const before = await couponRow();
    await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'POST', ip: '10.3.0.13' });
    expect((await couponRow()).useCount).toBe(before.useCount + 1);
    expect(await usesOf('10.3.0.13')).toHaveLength(2);
  });

  it("counts one visitor's concurrent first uses once", async () => {
    const before = await couponRow();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'POST', ip: '10.3.0.14' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect((await couponRow()).useCount).toBe(before.useCount + 1);
    expect(await usesOf('10.3.0.14')).toHaveLength(1);
  });

  it('lets a visitor use many codes in a row', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'POST', ip: '10.3.0.3' });
      expect(res.status).toBe(200);
    }
  });

  it('bounds scripted use with 429 and Retry-After', async () => {
    let limited: Response['headers'] | undefined;
    for (let i = 0; i < 61 && !limited; i++) {
      const res = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'POST', ip: '10.3.0.4' });
      if (res.status === 429) limited = res.headers;
      else expect(res.status).toBe(200);
    }
    expect(Number(limited?.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown coupon or a locale without its promotion, 400 for a malformed id', async () => {
    expect((await call('/api/coupons/99999999/use_coupon/', { method: 'POST', ip: '10.3.0.5' })).json.error.code).toBe('not_found');
    expect((await call(`/api/coupons/${coupon.couponId}/use_coupon/?language=fr-fr`, { method: 'POST', ip: '10.3.0.5' })).status).toBe(404);
    expect((await call('/api/coupons/abc/use_coupon/', { method: 'POST', ip: '10.3.0.5' })).status).toBe(400);
    expect((await call(`/api/coupons/${coupon.couponId}/use_coupon/?language=xx`, { method: 'POST', ip: '10.3.0.5' })).status).toBe(400);
  });

  it('records a use on a GET too, as SPEC §7 names it, with the same answer', async () => {
    const before = await couponRow();
    const res = await call(`/api/coupons/${coupon.couponId}/use_coupon/?language=fr-be`, { ip: '10.3.0.6' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(['time_of_using']);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const after = await couponRow();
    expect(after.useCount).toBe(before.useCount + 1);
    expect(after.timeOfUsing?.toISOString()).toBe(res.json.time_of_using);
  });

  it("refuses a browser's GET sent from another site (an image, a link there): 403, records nothing", async () => {
    const before = await couponRow();
    const requests: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
    ];
    for (const headers of requests) {
      const res = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { ip: '10.3.0.7', headers });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
    expect((await couponRow()).useCount).toBe(before.useCount);
    const ours = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { ip: '10.3.0.7', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(ours.status).toBe(200);
  });

  it('records nothing on a HEAD, a check rather than a use: 405 naming GET and POST', async () => {
    const before = await couponRow();
    const res = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'HEAD', ip: '10.3.0.11' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect((await couponRow()).useCount).toBe(before.useCount);
  });

  it('answers 404 JSON to an unknown coupon on a GET as on a POST', async () => {
    const res = await call('/api/coupons/99999999/use_coupon/', { ip: '10.3.0.8' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.json.error.code).toBe('not_found');
  });

  it('bounds GET and POST with one allowance per client: 429 with Retry-After', async () => {
    let limited: Response['headers'] | undefined;
    for (let i = 0; i < 61 && !limited; i++) {
      const res = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: i % 2 ? 'POST' : 'GET', ip: '10.3.0.9' });
      if (res.status === 429) limited = res.headers;
      else expect(res.status).toBe(200);
    }
    expect(Number(limited?.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps a keyed hash of the client with the use, never one anybody can compute from an address', async () => {
    await call(`/api/coupons/${coupon.couponId}/use_coupon/`, { method: 'POST', ip: '10.3.0.10' });
    const [use] = await db().select().from(couponUses).where(eq(couponUses.couponId, coupon.couponId)).orderBy(desc(couponUses.id)).limit(1);
    const plain = createHash('sha256').update('client:10.3.0.10').digest('hex').slice(0, 32);
    expect(use!.clientHash).not.toBe(plain);
    expect(use!.clientHash).toBe(keyOf('10.3.0.10'));
  });

  it("refuses a browser's POST sent from another site (403), records nothing", async () => {
    const before = await couponRow();
    const res = await call(`/api/coupons/${coupon.couponId}/use_coupon/`, {
      method: 'POST',
      ip: '10.3.0.6',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('forbidden');
    expect((await couponRow()).useCount).toBe(before.useCount);
  });
});
