import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { proposedStores, stores, storeTranslations } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { env } from '@/server/env';
import { issueVisitorId } from '@/server/services/visitors';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: true });

describe('GET /api/stores/', () => {
  it('paginates as {count, results} with the general size of 20', async () => {
    const first = await call('/api/stores/');
    expect(first.status).toBe(200);
    expect(first.json.count).toBeGreaterThan(20);
    expect(first.json.results).toHaveLength(20);
    const second = await call('/api/stores/?page=2&size=5');
    expect(second.json.results).toHaveLength(5);
    expect(second.json.results[0].id).not.toBe(first.json.results[0].id);
  });

  it('answers with and without the trailing slash, for text/plain too', async () => {
    const plain = await call('/api/stores?size=1', { headers: { accept: 'text/plain' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toContain('application/json');
    expect(plain.json.results).toHaveLength(1);
  });

  it('filters the navigation stores with in_menu=true', async () => {
    const menu = await call('/api/stores/?in_menu=true&size=100');
    const all = await call('/api/stores/?size=100');
    expect(menu.json.count).toBeGreaterThan(0);
    expect(menu.json.count).toBeLessThan(all.json.count);
  });

  it('returns an empty page past the end', async () => {
    const res = await call('/api/stores/?page=9999');
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual([]);
    expect(res.json.count).toBeGreaterThan(0);
  });

  it('rejects a bad page, size or language with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'size=1000', 'language=en-us', 'in_menu=maybe']) {
      const res = await call(`/api/stores/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.error.code).toBe('bad_request');
    }
  });
});

describe('GET /api/stores/{id}/ and by slug', () => {
  it('finds the same store by id and by its slug in each locale', async () => {
    for (const language of ['fr-be', 'nl-be', 'fr-fr']) {
      const list = await call(`/api/stores/?language=${language}&size=1`);
      const summary = list.json.results[0];
      const byId = await call(`/api/stores/${summary.id}/?language=${language}`);
      expect(byId.status).toBe(200);
      const bySlug = await call(`/api/stores/by_slug/${summary.slug}/?language=${language}`);
      expect(bySlug.json).toEqual(byId.json);
      expect(byId.json.counts).toEqual(
        (await call(`/api/stores/${summary.id}/promotions_counts/?language=${language}`)).json,
      );
    }
  });

  it('answers 404 for an unknown id or slug, 400 for a malformed id', async () => {
    expect((await call('/api/stores/999999/')).status).toBe(404);
    expect((await call('/api/stores/by_slug/no-such-store/')).json.error.code).toBe('not_found');
    expect((await call('/api/stores/abc/')).status).toBe(400);
  });

  it('answers the description sanitized like every CMS HTML, whatever the row holds', async () => {
    // As an import or a script could write it: the API that writes descriptions sanitizes them too.
    const raw =
      '<p onclick="steal()">Séjours <b>au soleil</b></p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">lien</a><iframe src="https://evil.example"></iframe>';
    const id = await newStore('html-store', raw);
    const byId = await call(`/api/stores/${id}/`);
    expect(byId.json.description).toBe('<p>Séjours <strong>au soleil</strong></p><img src="x" alt="" /><a>lien</a>');
    const bySlug = await call(`/api/stores/by_slug/${byId.json.slug}/`);
    expect(bySlug.json.description).toBe(byId.json.description);
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe']) expect(byId.text).not.toContain(bad);
  });
});

describe('GET /api/stores/top/', () => {
  it('lists top stores only', async () => {
    const res = await call('/api/stores/top/?size=5');
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    expect(res.json.length).toBeLessThanOrEqual(5);
  });
});

/** A store of this file's own, so that votes start from zero whatever the seed holds. */
async function newStore(name: string, description = ''): Promise<number> {
  const [store] = await db().insert(stores).values({ website: `https://${name}.example` }).returning({ id: stores.id });
  await db().insert(storeTranslations).values({ storeId: store!.id, locale: 'fr-be', name, slug: `${name}-${store!.id}`, description });
  return store!.id;
}

/** The cookie of a visitor the server issued an id to (as it does on a first vote). */
const visitor = (n: number) => ({ cookie: `visitor_id=${issueVisitorId(`test-visitor-${n}`)}` });

function vote(storeId: number, rating: unknown, init: { ip: string; headers?: Record<string, string> }) {
  return call(`/api/stores/${storeId}/update_rating/`, { method: 'POST', body: { rating }, ...init });
}

/** The store's counters next to what its vote rows add up to. */
async function countersOf(storeId: number) {
  const [store] = await db()
    .select({ rating: stores.rating, count: stores.ratingCount, sum: stores.ratingSum })
    .from(stores)
    .where(eq(stores.id, storeId));
  const result = await db().execute(
    sql`select count(*)::int as count, coalesce(sum(rating), 0)::int as sum, coalesce(round(avg(rating), 2), 0)::float8 as rating
        from store_ratings where store_id = ${storeId}`,
  );
  const [rows] = (result as unknown as { rows: { count: number; sum: number; rating: number }[] }).rows;
  return { store: { rating: Number(store!.rating), count: store!.count, sum: store!.sum }, rows: rows! };
}

describe('POST /api/stores/{id}/update_rating/', () => {
  let storeId: number;
  beforeAll(async () => {
    storeId = await newStore('rated-store');
  });

  it('adds a first vote, and a second vote from the same visitor replaces it', async () => {
    const first = await vote(storeId, 4, { ip: '10.2.0.1', headers: visitor(1) });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ rating: 4, rating_count: 1, your_rating: 4 });

    const again = await vote(storeId, 2, { ip: '10.2.0.1', headers: visitor(1) });
    expect(again.json).toEqual({ rating: 2, rating_count: 1, your_rating: 2 });

    const other = await vote(storeId, 5, { ip: '10.2.0.1', headers: visitor(2) });
    expect(other.json).toEqual({ rating: 3.5, rating_count: 2, your_rating: 5 });

    const { store, rows } = await countersOf(storeId);
    expect(store).toEqual({ rating: 3.5, count: 2, sum: 7 });
    expect(rows).toEqual({ count: 2, sum: 7, rating: 3.5 });
    expect((await call(`/api/stores/${storeId}/`)).json).toMatchObject({ rating: 3.5, rating_count: 2 });
  });

  it('recognises a visitor by the cookie it hands out, not by the address', async () => {
    const id = await newStore('cookie-store');
    const first = await vote(id, 3, { ip: '10.2.0.2' });
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^visitor_id=[0-9a-f]{32}\.[\w-]{43};/);
    expect(cookie.toLowerCase()).toContain('httponly');
    const sameVisitor = await vote(id, 5, { ip: '10.2.0.3', headers: { cookie: cookie.split(';')[0]! } });
    expect(sameVisitor.json).toEqual({ rating: 5, rating_count: 1, your_rating: 5 });
  });

  it('counts forged or unsigned visitor cookies from one address as one visitor', async () => {
    const id = await newStore('forged-cookie-store');
    const signed = issueVisitorId('test-visitor-to-tamper');
    const forged = [
      // What the cookie used to be: any 32 hex digits the client chose.
      'c0ffee00c0ffee00c0ffee00c0ffee00',
      // The right shape, a signature that is not ours.
      `deadbeefdeadbeefdeadbeefdeadbeef.${'A'.repeat(43)}`,
      // Our signature moved onto another id.
      `${'0'.repeat(32)}.${signed.split('.')[1]}`,
    ];
    const answers = [];
    for (const [i, value] of forged.entries()) {
      answers.push(await vote(id, [1, 1, 5][i], { ip: '10.2.4.1', headers: { cookie: `visitor_id=${value}` } }));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // One voter, who changed their mind twice: the rating is the last vote, counted once.
    expect(answers.map((a) => a.json.rating_count)).toEqual([1, 1, 1]);
    expect((await countersOf(id)).rows).toEqual({ count: 1, sum: 5, rating: 5 });
    // Each answer hands out the signed id of the address instead; with it the visitor is the same.
    const issued = answers.map((a) => /^visitor_id=([^;]+)/.exec(a.headers.get('set-cookie') ?? '')?.[1]);
    expect(new Set(issued).size).toBe(1);
    expect(issued[0]).toMatch(/^[0-9a-f]{32}\.[\w-]{43}$/);
    const withIssued = await vote(id, 3, { ip: '10.2.4.2', headers: { cookie: `visitor_id=${issued[0]}` } });
    expect(withIssued.json).toEqual({ rating: 3, rating_count: 1, your_rating: 3 });
    expect(withIssued.headers.get('set-cookie')).toBeNull();
  });

  it('counts a client that drops its cookie once per address', async () => {
    const id = await newStore('cookieless-store');
    for (const rating of [1, 2, 4]) await vote(id, rating, { ip: '10.2.5.1' });
    expect((await countersOf(id)).rows).toEqual({ count: 1, sum: 4, rating: 4 });
    // Another address is another visitor.
    await vote(id, 2, { ip: '10.2.5.2' });
    expect((await countersOf(id)).rows).toEqual({ count: 2, sum: 6, rating: 3 });
  });

  it('stays exact under 20 concurrent votes, some of them changes of mind', async () => {
    const id = await newStore('busy-store');
    const votes = Array.from({ length: 20 }, (_, i) => vote(id, (i % 5) + 1, { ip: `10.3.0.${i}`, headers: visitor(100 + (i % 15)) }));
    const answers = await Promise.all(votes);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const { store, rows } = await countersOf(id);
    expect(rows.count).toBe(15);
    expect(store).toEqual({ rating: rows.rating, count: rows.count, sum: rows.sum });
    expect(Math.max(...answers.map((a) => a.json.rating_count))).toBe(15);
  });

  it('takes a whole number from 1 to 5 (422 otherwise)', async () => {
    for (const [i, rating] of [0, 6, 2.5, 'abc', null].entries()) {
      const res = await vote(storeId, rating, { ip: `10.2.1.${i}` });
      expect(res.status, String(rating)).toBe(422);
      expect(res.json.error.code).toBe('validation_error');
    }
    const res = await call(`/api/stores/${storeId}/update_rating/`, { method: 'POST', body: {}, ip: '10.2.1.9' });
    expect(res.status).toBe(422);
  });

  it('answers 404 for an unknown store and 400 for a malformed id', async () => {
    expect((await vote(99_999_999, 3, { ip: '10.2.2.1' })).status).toBe(404);
    expect((await vote(Number.NaN, 3, { ip: '10.2.2.2' })).status).toBe(400);
  });

  it('limits votes per client, with Retry-After', async () => {
    for (let i = 0; i < env.RATE_LIMIT_POINTS; i++) {
      expect((await vote(storeId, 3, { ip: '10.2.3.1', headers: visitor(200 + i) })).status).toBe(200);
    }
    const limited = await vote(storeId, 3, { ip: '10.2.3.1', headers: visitor(300) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/stores/{id}/rating/', () => {
  it("answers the visitor's own vote, by cookie or by address, never cached and without handing out a cookie", async () => {
    const id = await newStore('remembered-store');
    const before = await call(`/api/stores/${id}/rating/`, { ip: '10.2.9.1', headers: visitor(31) });
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ rating: 0, rating_count: 0, your_rating: null });
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    expect(before.headers.get('set-cookie')).toBeNull();

    await vote(id, 4, { ip: '10.2.9.1', headers: visitor(31) });
    await vote(id, 2, { ip: '10.2.9.2', headers: visitor(32) });
    const mine = await call(`/api/stores/${id}/rating/`, { ip: '10.2.9.9', headers: visitor(31) });
    expect(mine.json).toEqual({ rating: 3, rating_count: 2, your_rating: 4 });
    const stranger = await call(`/api/stores/${id}/rating/`, { ip: '10.2.9.9', headers: visitor(33) });
    expect(stranger.json).toEqual({ rating: 3, rating_count: 2, your_rating: null });

    // Without a cookie the visitor is their address, as their vote was.
    await vote(id, 5, { ip: '10.2.9.7' });
    expect((await call(`/api/stores/${id}/rating/`, { ip: '10.2.9.7' })).json).toMatchObject({ rating_count: 3, your_rating: 5 });
  });

  it('answers 404 for an unknown store and 400 for a malformed id', async () => {
    expect((await call('/api/stores/99999999/rating/')).status).toBe(404);
    expect((await call('/api/stores/abc/rating/')).status).toBe(400);
  });
});

describe('POST /api/stores/share/', () => {
  const propose = (body: unknown, ip: string, query = '') => call(`/api/stores/share/${query}`, { method: 'POST', body, ip });

  it('records the proposed store in the locale, without the raw address', async () => {
    const res = await propose({ store: '  Vacances Soleil ', website: 'https://vacances-soleil.example' }, '10.4.0.1', '?language=nl-be');
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ proposed: true });
    const [row] = await db().select().from(proposedStores).where(eq(proposedStores.store, 'Vacances Soleil'));
    expect(row).toMatchObject({ locale: 'nl-be', website: 'https://vacances-soleil.example' });
    expect(row!.clientHash).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.clientHash).not.toContain('10.4.0.1');
  });

  it('shows the proposed stores to editors only, newest first, by locale (GET /api/stores/proposed/)', async () => {
    expect((await call('/api/stores/proposed/')).status).toBe(401);
    expect((await call('/api/stores/proposed/', { token: 'not-a-token' })).status).toBe(401);
    expect((await propose({ store: 'Proposée Une', website: '' }, '10.4.2.1', '?language=fr-fr')).status).toBe(201);
    expect((await propose({ store: 'Proposée Deux', website: 'https://deux.example' }, '10.4.2.2', '?language=fr-fr')).status).toBe(201);
    const token = await adminTokenFor();
    const res = await call('/api/stores/proposed/?language=fr-fr&size=2', { token });
    expect(res.status).toBe(200);
    expect(res.json.results.map((row: { store: string }) => row.store)).toEqual(['Proposée Deux', 'Proposée Une']);
    expect(res.json.results[0]).toMatchObject({ locale: 'fr-fr', website: 'https://deux.example', created_at: expect.any(String) });
    expect(res.json.results[0]).not.toHaveProperty('clientHash');
    expect((await call('/api/stores/proposed/?language=de-de', { token })).status).toBe(400);
  });

  it('rejects bad input and a filled honeypot with 422, a bad language with 400', async () => {
    expect((await propose({ store: 'x' }, '10.4.0.2')).status).toBe(422);
    expect((await propose({ website: 'https://a.example' }, '10.4.0.3')).status).toBe(422);
    const bot = await propose({ store: 'Spam Store', company: 'Acme' }, '10.4.0.4');
    expect(bot.status).toBe(422);
    const [count] = await db().select({ n: sql<number>`count(*)::int` }).from(proposedStores).where(eq(proposedStores.store, 'Spam Store'));
    expect(count!.n).toBe(0);
    expect((await propose({ store: 'Good Store' }, '10.4.0.5', '?language=de-de')).status).toBe(400);
  });

  it('limits proposals per client, with Retry-After', async () => {
    for (let i = 0; i < env.RATE_LIMIT_POINTS; i++) {
      expect((await propose({ store: `Store ${i}` }, '10.4.1.1')).status).toBe(201);
    }
    const limited = await propose({ store: 'One too many' }, '10.4.1.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
