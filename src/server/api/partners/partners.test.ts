import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onInvalidate } from '@/server/cache/invalidate';
import { db } from '@/server/db/client';
import { properties } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: true });

let token: string;
let invalidated: string[][] = [];
onInvalidate((changed) => {
  invalidated.push(changed);
});

beforeAll(async () => {
  token = await editorTokenFor();
});

beforeEach(() => {
  invalidated = [];
});

const write = (method: string, path: string, body?: unknown, as: string | null = token) => call(path, { method, body, token: as ?? undefined });

describe('partners', () => {
  it('adds a partner the comparator lists, changes it and deletes it while it has no deals', async () => {
    const res = await write('POST', '/api/partners/', { name: 'Soleo', slug: 'zz-soleo', website: 'https://www.soleo.example' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number), name: 'Soleo', slug: 'zz-soleo', website: 'https://www.soleo.example', logo: '', position: 0 });
    expect(invalidated).toEqual([['properties']]);
    const listed = (await call('/api/partners/?size=100')).json.results;
    expect(listed).toContainEqual(expect.objectContaining({ id: res.json.id, name: 'Soleo' }));

    const changed = await write('PATCH', `/api/partners/${res.json.id}/`, { name: 'Soleo Voyages', logo: '/storage/media/soleo.webp' });
    expect(changed.json).toMatchObject({ name: 'Soleo Voyages', slug: 'zz-soleo', logo: '/storage/media/soleo.webp' });
    expect((await write('DELETE', `/api/partners/${res.json.id}/`)).status).toBe(204);
    expect((await call('/api/partners/?size=100')).json.results.map((p: { id: number }) => p.id)).not.toContain(res.json.id);
    const log = await call(`/api/audit_log/?entity_type=partner&entity_id=${res.json.id}`, { token });
    expect(log.json.results.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log.json.results[1].changes).toEqual([
      { field: 'logo', old: '', new: '/storage/media/soleo.webp' },
      { field: 'name', old: 'Soleo', new: 'Soleo Voyages' },
    ]);
  });

  it('answers 409 naming the partner that holds a slug', async () => {
    const first = (await write('POST', '/api/partners/', { name: 'Marea', slug: 'zz-marea', website: 'https://marea.example' })).json;
    const second = (await write('POST', '/api/partners/', { name: 'Brisa', slug: 'zz-brisa', website: 'https://brisa.example' })).json;
    const clash = await write('POST', '/api/partners/', { name: 'Marea bis', slug: 'zz-marea', website: 'https://marea.example' });
    expect(clash.status).toBe(409);
    expect(clash.json.error.details).toEqual([expect.objectContaining({ path: 'slug', entity_type: 'partner', id: first.id })]);
    const renamed = await write('PATCH', `/api/partners/${second.id}/`, { slug: 'zz-marea' });
    expect(renamed.status).toBe(409);
    expect((await write('PATCH', `/api/partners/${first.id}/`, { slug: 'zz-marea' })).status).toBe(200);
  });

  it('refuses to delete a partner with deals, listing them', async () => {
    const [deal] = await db().select({ id: properties.id, partnerId: properties.partnerId }).from(properties).limit(1);
    const res = await write('DELETE', `/api/partners/${deal!.partnerId}/`);
    expect(res.status).toBe(409);
    expect(res.json.error.details).toEqual([{ entity_type: 'deal', count: expect.any(Number), ids: expect.any(Array) }]);
    expect(res.json.error.details[0].count).toBeGreaterThan(0);
    expect((await call('/api/partners/?size=100')).json.results.map((p: { id: number }) => p.id)).toContain(deal!.partnerId);
  });

  it('rejects an invalid partner with 422 on its field, and a write without a token with 401', async () => {
    const invalid: [unknown, string][] = [
      [{ name: 'X', slug: 'Zz X', website: 'https://x.example' }, 'slug'],
      [{ name: 'X', slug: 'zz-x', website: 'ftp://x.example' }, 'website'],
      [{ name: 'X', slug: 'zz-x', website: 'https://x.example', logo: 'javascript:alert(1)' }, 'logo'],
      [{ slug: 'zz-x', website: 'https://x.example' }, 'name'],
    ];
    for (const [body, path] of invalid) {
      const res = await write('POST', '/api/partners/', body);
      expect(res.status, path).toBe(422);
      expect(res.json.error.details, path).toEqual([expect.objectContaining({ path })]);
    }
    expect((await write('PATCH', '/api/partners/99999999/', { name: 'X' })).status).toBe(404);
    expect((await write('POST', '/api/partners/', { name: 'X', slug: 'zz-y', website: 'https://x.example' }, null)).status).toBe(401);
  });
});
