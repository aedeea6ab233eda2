import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRUST_MAX_IDS, TRUST_MIN_VOTES } from '@/lib/constants';
import { db } from '@/server/db/client';
import { couponUses, promotionVotes } from '@/server/db/schema';
import { env } from '@/server/env';
import { issueVisitorId } from '@/server/services/visitors';
import { setupTestDatabase } from '@test/database';
import { daysFromNow, makePromotion, makeStore, type PromotionFixture } from '@test/promotion-fixtures';
import { adminTokenFor, call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: true });

let storeId: number;

beforeAll(async () => {
  storeId = await makeStore({ 'fr-be': 'Sigma Séjours', 'nl-be': 'Sigma Reizen' });
});

/** A coupon promotion of this file's own, so that its votes and uses start from zero whatever the seed holds. */
const newPromotion = (title: string, options: { startsAt?: string } = {}): Promise<PromotionFixture> =>
  makePromotion({ storeId, type: 'coupon', titles: { 'fr-be': title, 'nl-be': `${title} (nl)` }, ...options });

/** The cookie of a visitor the server issued an id to (as it does on a first vote). */
const visitor = (n: number) => ({ cookie: `visitor_id=${issueVisitorId(`vote-visitor-${n}`)}` });

function vote(id: number, worked: unknown, init: { ip: string; headers?: Record<string, string>; query?: string }) {
  const { query = '', ...rest } = init;
  return call(`/api/promotions/${id}/vote/${query}`, { method: 'POST', body: { worked }, ...rest });
}

/** Votes of `answers.length` visitors, each from an address and with a cookie of their own. */
async function votesOf(id: number, answers: boolean[], block: number) {
  for (const [n, worked] of answers.entries()) {
    const res = await vote(id, worked, { ip: `10.31.${block}.${n}`, headers: visitor(block * 1000 + n) });
    expect(res.status, `vote ${n}`).toBe(200);
  }
}

const trust = (ids: string, init: { ip?: string; headers?: Record<string, string> } = {}) =>
  call(`/api/promotions/trust/?ids=${ids}`, { ip: '10.32.0.1', ...init });

async function rowsOf(id: number) {
  return db().select().from(promotionVotes).where(eq(promotionVotes.promotionId, id));
}

describe('POST /api/promotions/{id}/vote/', () => {
  it('counts one vote per visitor: voting again replaces the answer, never adds a row', async () => {
    const { id } = await newPromotion('Un vote par visiteur');
    const yes = await vote(id, true, { ip: '10.30.0.1', headers: visitor(1) });
    expect(yes.status).toBe(200);
    expect(yes.json).toEqual({ votes: 1, worked: 1, success_rate: null, uses_today: 0, last_used_at: null, your_vote: true });

    const no = await vote(id, false, { ip: '10.30.0.1', headers: visitor(1) });
    expect(no.json).toEqual({ votes: 1, worked: 0, success_rate: null, uses_today: 0, last_used_at: null, your_vote: false });
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ worked: false, voterHash: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());

    // Another visitor, even from the same address, adds up.
    const other = await vote(id, true, { ip: '10.30.0.1', headers: visitor(2) });
    expect(other.json).toMatchObject({ votes: 2, worked: 1, your_vote: true });
    expect(await rowsOf(id)).toHaveLength(2);
  });

  it('recognises a visitor by the cookie it hands out, and one without a cookie by address', async () => {
    const { id } = await newPromotion('Le cookie du visiteur');
    const first = await vote(id, true, { ip: '10.30.1.1' });
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^visitor_id=[0-9a-f]{32}\.[\w-]{43};/);
    const sameVisitor = await vote(id, false, { ip: '10.30.1.2', headers: { cookie: cookie.split(';')[0]! } });
    expect(sameVisitor.json).toMatchObject({ votes: 1, worked: 0, your_vote: false });
    expect(sameVisitor.headers.get('set-cookie')).toBeNull();

    // A forged cookie counts for nothing: the voter is the address.
    const forged = await vote(id, true, { ip: '10.30.1.3', headers: { cookie: `visitor_id=${'a'.repeat(32)}` } });
    const cookieless = await vote(id, false, { ip: '10.30.1.3' });
    expect(forged.json.votes).toBe(2);
    expect(cookieless.json).toMatchObject({ votes: 2, worked: 0, your_vote: false });
  });

  it(`answers success_rate null under ${TRUST_MIN_VOTES} votes and a whole percent from then on`, async () => {
    const { id } = await newPromotion('Taux de réussite');
    await votesOf(id, [true, true, true, false], 1);
    expect((await trust(String(id))).json.items[id]).toMatchObject({ votes: 4, worked: 3, success_rate: null });

    const fifth = await vote(id, true, { ip: '10.31.1.100', headers: visitor(1100) });
    expect(fifth.json).toMatchObject({ votes: 5, worked: 4, success_rate: 80 });
    // 4 of 6: 66.7 %, rounded.
    const sixth = await vote(id, false, { ip: '10.31.1.101', headers: visitor(1101) });
    expect(sixth.json).toMatchObject({ votes: 6, worked: 4, success_rate: 67 });
  });

  it('answers the uses of the coupon today and its last use, as coupon uses record them', async () => {
    const promotion = await newPromotion('Utilisations du jour');
    const before = await trust(String(promotion.id));
    expect(before.json.items[promotion.id]).toMatchObject({ uses_today: 0, last_used_at: null });

    const used = await call(`/api/promotions/${promotion.id}/use_offer/`, { method: 'POST', ip: '10.33.0.1' });
    expect(used.status).toBe(200);
    const afterOne = await vote(promotion.id, true, { ip: '10.33.0.1' });
    expect(afterOne.json).toMatchObject({ uses_today: 1, last_used_at: used.json.time_of_using });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await call(`/api/coupons/${promotion.couponId}/use_coupon/`, { method: 'POST', ip: '10.33.0.2' });
    // The same client again the same day is not a new use.
    await call(`/api/promotions/${promotion.id}/use_offer/`, { method: 'POST', ip: '10.33.0.1' });
    // A use of two days ago is not one of today.
    await db().insert(couponUses).values({ couponId: promotion.couponId, locale: 'fr-be', clientHash: 'old', usedAt: new Date(Date.now() - 2 * 86_400_000) });
    const after = await trust(String(promotion.id));
    expect(after.json.items[promotion.id]).toMatchObject({ uses_today: 2, last_used_at: again.json.time_of_using });
  });

  it('answers 404 for a promotion visitors cannot see: unknown, not started, without content in the locale', async () => {
    const scheduled = await newPromotion('Pas encore', { startsAt: daysFromNow(3) });
    const { id } = await newPromotion('Belge seulement');
    for (const [n, [target, query]] of ([[99_999_999, ''], [scheduled.id, ''], [id, '?language=fr-fr']] as const).entries()) {
      const res = await vote(target, true, { ip: `10.34.0.${n}`, query });
      expect(res.status, `${target}${query}`).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
    expect(await rowsOf(scheduled.id)).toEqual([]);
    expect((await vote(id, true, { ip: '10.34.0.9', query: '?language=nl-be' })).status).toBe(200);
  });

  it('answers 422 for a bad body, 400 for a malformed id, body or language', async () => {
    const { id } = await newPromotion('Mauvaises requêtes');
    for (const [n, worked] of ['yes', 1, null, undefined].entries()) {
      const res = await vote(id, worked, { ip: `10.35.0.${n}` });
      expect(res.status, String(worked)).toBe(422);
      expect(res.json.error.code).toBe('validation_error');
    }
    const malformed = await call(`/api/promotions/${id}/vote/`, {
      method: 'POST',
      raw: '{"worked":',
      headers: { 'content-type': 'application/json' },
      ip: '10.35.1.1',
    });
    expect(malformed.status).toBe(400);
    expect((await vote(Number.NaN, true, { ip: '10.35.1.2' })).status).toBe(400);
    expect((await vote(id, true, { ip: '10.35.1.3', query: '?language=en-us' })).status).toBe(400);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('limits votes per client, with Retry-After', async () => {
    const { id } = await newPromotion('Limite de votes');
    for (let i = 0; i < env.RATE_LIMIT_POINTS; i++) {
      expect((await vote(id, true, { ip: '10.36.0.1', headers: visitor(3600 + i) })).status).toBe(200);
    }
    const limited = await vote(id, true, { ip: '10.36.0.1', headers: visitor(3700) });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await rowsOf(id)).length).toBe(env.RATE_LIMIT_POINTS);
  });

  it('keeps one row per visitor under concurrent votes, and counts every visitor once', async () => {
    const { id } = await newPromotion('Votes simultanés');
    const same = await Promise.all(
      Array.from({ length: 5 }, (_, i) => vote(id, i % 2 === 0, { ip: `10.37.0.${i}`, headers: visitor(3800) })),
    );
    expect(same.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await rowsOf(id)).toHaveLength(1);

    const crowd = await Promise.all(
      Array.from({ length: 40 }, (_, i) => vote(id, i % 4 !== 0, { ip: `10.37.1.${i}`, headers: visitor(3900 + i) })),
    );
    expect(crowd.every((res) => res.status === 200)).toBe(true);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(41);
    const figures = (await trust(String(id))).json.items[id];
    expect(figures.votes).toBe(41);
    expect(figures.worked).toBe(rows.filter((row) => row.worked).length);
  });
});

describe('GET /api/promotions/trust/', () => {
  let voted: PromotionFixture;
  let quiet: PromotionFixture;

  beforeAll(async () => {
    voted = await newPromotion('Confiance lue');
    quiet = await newPromotion('Sans vote');
    await votesOf(voted.id, [true, true, false, true, true], 2);
  });

  it('answers the figures by id, without the ids it has no visible promotion for, public for a minute', async () => {
    const scheduled = await newPromotion('Programmée', { startsAt: daysFromNow(2) });
    const res = await trust(`${voted.id},${quiet.id},99999999,${scheduled.id},${voted.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      items: {
        [voted.id]: { votes: 5, worked: 4, success_rate: 80, uses_today: 0, last_used_at: null, your_vote: null },
        [quiet.id]: { votes: 0, worked: 0, success_rate: null, uses_today: 0, last_used_at: null, your_vote: null },
      },
    });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(res.headers.get('set-cookie')).toBeNull();
    // Another locale without the promotions' content sees none of them.
    expect((await call(`/api/promotions/trust/?ids=${voted.id}&language=fr-fr`)).json).toEqual({ items: {} });
  });

  it("answers the visitor's own vote with a signed cookie, privately; a forged cookie is no one", async () => {
    const voter = visitor(2000 + 1);
    const mine = await trust(`${voted.id},${quiet.id}`, { headers: voter });
    expect(mine.json.items[voted.id].your_vote).toBe(true);
    expect(mine.json.items[quiet.id].your_vote).toBeNull();
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('set-cookie')).toBeNull();

    const noVoter = await trust(String(voted.id), { headers: visitor(2999) });
    expect(noVoter.json.items[voted.id].your_vote).toBeNull();
    expect(noVoter.headers.get('cache-control')).toBe('private, no-store');

    const forged = await trust(String(voted.id), { headers: { cookie: `visitor_id=${'b'.repeat(32)}.${'c'.repeat(43)}` } });
    expect(forged.json.items[voted.id].your_vote).toBeNull();
    expect(forged.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it(`takes 1 to ${TRUST_MAX_IDS} numeric ids separated by commas (400 otherwise)`, async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect((await trust(many(TRUST_MAX_IDS))).status).toBe(200);
    for (const ids of ['', 'abc', '1,,2', '1,', '1;2', '-1', '0', '1.5', '99999999999', many(TRUST_MAX_IDS + 1)]) {
      const res = await trust(encodeURIComponent(ids));
      expect(res.status, ids.slice(0, 40)).toBe(400);
      expect(res.json.error.code).toBe('bad_request');
    }
    expect((await call('/api/promotions/trust/')).status).toBe(400);
  });
});

describe('GET /api/promotions/flagged/', () => {
  it('needs a token', async () => {
    expect((await call('/api/promotions/flagged/')).status).toBe(401);
    expect((await call('/api/promotions/flagged/', { token: 'not-a-token' })).status).toBe(401);
  });

  it(`lists promotions with ${TRUST_MIN_VOTES} votes or more and under half yes, most "no" first`, async () => {
    const failing = await newPromotion('Code qui ne marche pas');
    const worse = await newPromotion('Code encore pire');
    const working = await newPromotion('Code qui marche');
    const few = await newPromotion('Trop peu de votes');
    await votesOf(failing.id, [false, false, false, false, false], 3);
    await votesOf(worse.id, [false, false, false, false, false, true, false], 4);
    await votesOf(working.id, [true, true, true, true, true], 5);
    await votesOf(few.id, [false, false, false, false], 6);

    const res = await call('/api/promotions/flagged/?size=100', { token: await editorTokenFor() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const ids = res.json.results.map((row: { id: number }) => row.id);
    expect(ids).not.toContain(working.id);
    expect(ids).not.toContain(few.id);
    expect(ids.indexOf(worse.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(worse.id)).toBeLessThan(ids.indexOf(failing.id));
    expect(res.json.count).toBe(ids.length);
    const row = res.json.results.find((r: { id: number }) => r.id === failing.id);
    expect(row).toEqual({
      id: failing.id,
      title: 'Code qui ne marche pas',
      store_id: storeId,
      store_name: 'Sigma Séjours',
      ends_at: expect.any(String),
      votes: 5,
      worked: 0,
      success_rate: 0,
      last_vote_at: expect.any(String),
    });
    expect(new Date(row.last_vote_at).toISOString()).toBe(row.last_vote_at);
    expect(res.json.results.find((r: { id: number }) => r.id === worse.id)).toMatchObject({ votes: 7, worked: 1, success_rate: 14 });

    // Titles in the language asked for; pages of the same list.
    const dutch = await call('/api/promotions/flagged/?language=nl-be&size=100', { token: await adminTokenFor() });
    expect(dutch.json.results.find((r: { id: number }) => r.id === failing.id)).toMatchObject({
      title: 'Code qui ne marche pas (nl)',
      store_name: 'Sigma Reizen',
    });
    const firstPage = await call('/api/promotions/flagged/?size=1', { token: await adminTokenFor() });
    expect(firstPage.json).toEqual({ count: res.json.count, results: [res.json.results[0]] });
    expect((await call('/api/promotions/flagged/?page=0', { token: await adminTokenFor() })).status).toBe(400);
  });

  it('forgets the votes of a deleted promotion', async () => {
    const gone = await newPromotion('Supprimée');
    await votesOf(gone.id, [false, false, false, false, false], 7);
    const token = await adminTokenFor();
    expect((await call('/api/promotions/bulk_destroy/', { method: 'POST', body: { promotions: [gone.id] }, token })).status).toBe(200);
    const [left] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionVotes)
      .where(eq(promotionVotes.promotionId, gone.id));
    expect(left!.n).toBe(0);
    const res = await call('/api/promotions/flagged/?size=100', { token });
    expect(res.json.results.map((row: { id: number }) => row.id)).not.toContain(gone.id);
  });
});
