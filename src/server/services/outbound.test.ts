import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { daysFromNow, makePromotion, makeStore } from '@test/promotion-fixtures';
import { db } from '@/server/db/client';
import { outboundClickVisits, properties, promotions, stores } from '@/server/db/schema';
import { clickCounts, clickDay, recordClick, safeTarget, targetOf } from './outbound';

setupTestDatabase({ seeded: true });

describe('safeTarget', () => {
  it('keeps absolute http(s) addresses only', () => {
    expect(safeTarget('https://shop.example/deal?x=1')).toBe('https://shop.example/deal?x=1');
    expect(safeTarget(' http://shop.example ')).toBe('http://shop.example/');
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', '/relative', '//shop.example', '', 'ftp://shop.example', 'mailto:a@b.c', 'http://']) {
      expect(safeTarget(bad), bad).toBeNull();
    }
  });
});

describe('targetOf', () => {
  it("leads a store to its website, a promotion to its link, a deal to its partner's page", async () => {
    const storeId = await makeStore({ 'fr-be': 'Clic Boutique' });
    await db().update(stores).set({ website: 'https://clic.example/' }).where(eq(stores.id, storeId));
    const promotion = await makePromotion({ storeId, titles: { 'fr-be': 'Dix pour cent' } });
    const [property] = await db().select({ id: properties.id, link: properties.deepLink }).from(properties).limit(1);
    expect(await targetOf('store', storeId)).toBe('https://clic.example/');
    expect(await targetOf('promotion', promotion.id)).toBe('https://shop.example/deal');
    expect(await targetOf('property', property!.id)).toBe(property!.link);
  });

  it('finds nothing unknown, nothing of a store without content, nothing scheduled', async () => {
    expect(await targetOf('store', 999_999_999)).toBeNull();
    expect(await targetOf('promotion', 999_999_999)).toBeNull();
    expect(await targetOf('property', 999_999_999)).toBeNull();
    const [hidden] = await db().insert(stores).values({ website: 'https://hidden.example' }).returning({ id: stores.id });
    expect(await targetOf('store', hidden!.id)).toBeNull();
    const storeId = await makeStore({ 'nl-be': 'Later Winkel' });
    const scheduled = await makePromotion({ storeId, titles: { 'nl-be': 'Binnenkort' }, startsAt: daysFromNow(5), endsAt: daysFromNow(10) });
    expect(await targetOf('promotion', scheduled.id)).toBeNull();
  });

  it("leads an ended promotion to its store's site, as its store page still shows it", async () => {
    const storeId = await makeStore({ 'fr-fr': 'Ancienne Offre' });
    await db().update(stores).set({ website: 'https://ancienne.example/' }).where(eq(stores.id, storeId));
    const ended = await makePromotion({ storeId, titles: { 'fr-fr': 'Finie' }, startsAt: daysFromNow(-20), endsAt: daysFromNow(-1) });
    expect(await targetOf('promotion', ended.id)).toBe('https://ancienne.example/');
  });

  it('refuses a target that is not an http(s) address', async () => {
    const storeId = await makeStore({ 'fr-be': 'Lien Piege' });
    await db().update(stores).set({ website: 'javascript:alert(document.cookie)' }).where(eq(stores.id, storeId));
    expect(await targetOf('store', storeId)).toBeNull();
    const promotion = await makePromotion({ storeId, titles: { 'fr-be': 'Piege' } });
    await db().update(promotions).set({ link: 'data:text/html,<script>alert(1)</script>' }).where(eq(promotions.id, promotion.id));
    expect(await targetOf('promotion', promotion.id)).toBeNull();
  });
});

describe('recordClick', () => {
  it('counts per target and per UTC day, concurrent clicks of different clients included', async () => {
    const storeId = await makeStore({ 'fr-be': 'Compteur' });
    const today = new Date('2026-03-10T23:30:00Z');
    const tomorrow = new Date('2026-03-11T00:30:00Z');
    await Promise.all([recordClick('store', storeId, 'a', today), recordClick('store', storeId, 'b', today), recordClick('store', storeId, 'c', today)]);
    await recordClick('store', storeId, 'a', tomorrow);
    await recordClick('promotion', storeId, 'a', today);
    expect(await clickCounts('store', storeId)).toEqual({
      kind: 'store',
      id: storeId,
      total: 4,
      days: [
        { day: '2026-03-11', clicks: 1 },
        { day: '2026-03-10', clicks: 3 },
      ],
    });
    expect((await clickCounts('promotion', storeId)).total).toBe(1);
    expect(clickDay(today)).toBe('2026-03-10');
  });

  it('counts a client once per target and day, however many times and however concurrently it clicks', async () => {
    const storeId = await makeStore({ 'fr-be': 'Compteur Unique' });
    const day = new Date('2026-04-02T10:00:00Z');
    await Promise.all(Array.from({ length: 20 }, () => recordClick('store', storeId, 'same-client', day)));
    await recordClick('store', storeId, 'same-client', new Date('2026-04-02T23:59:00Z'));
    expect((await clickCounts('store', storeId)).total).toBe(1);
    await recordClick('store', storeId, 'same-client', new Date('2026-04-03T00:01:00Z'));
    expect((await clickCounts('store', storeId)).days).toEqual([
      { day: '2026-04-03', clicks: 1 },
      { day: '2026-04-02', clicks: 1 },
    ]);
  });

  it('keeps what stops a second count for today and yesterday only, naming no client', async () => {
    const storeId = await makeStore({ 'fr-be': 'Compteur Oubli' });
    await recordClick('store', storeId, 'forgotten-client', new Date('2026-05-01T12:00:00Z'));
    await recordClick('store', storeId, 'other-client', new Date('2026-05-03T12:00:00Z'));
    const visits = await db().select().from(outboundClickVisits);
    expect(visits.map((row) => row.day)).not.toContain('2026-05-01');
    expect(visits.map((row) => row.day)).toContain('2026-05-03');
    for (const row of visits) expect(row.visit).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(visits)).not.toContain('client');
  });
});
