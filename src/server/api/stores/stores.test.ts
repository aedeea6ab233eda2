import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@/server/db/testing';
import { call } from '../lib/testing';

useTestDatabase({ seeded: true });

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
});

describe('GET /api/stores/top/', () => {
  it('lists top stores only', async () => {
    const res = await call('/api/stores/top/?size=5');
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    expect(res.json.length).toBeLessThanOrEqual(5);
  });
});
