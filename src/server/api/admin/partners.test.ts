import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { feedRuns } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { adminTokenFor, call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: false });

type Row = { id: number; name: string; feed_format: string | null; schedule: string | null; has_feed_url: boolean; last_run: { id: number; status: string } | null };

const partner = async (token: string, name: string, slug: string) => {
  const res = await call('/api/partners/', { method: 'POST', token, body: { name, slug, website: `https://${slug}.example` } });
  expect(res.status, res.text).toBe(201);
  return res.json.id as number;
};

describe('GET /api/admin/partners/', () => {
  it('lists partners by name with their feed’s format, schedule and newest run, searched, for admins only', async () => {
    const token = await adminTokenFor();
    const sol = await partner(token, 'Soleil Loc', 'soleil-loc');
    const mer = await partner(token, 'Mer Séjours', 'mer-sejours');
    await partner(token, 'Alpha Chalets', 'alpha-chalets');
    const feed = await call(`/api/partners/${sol}/feed/`, {
      method: 'PUT',
      token,
      body: { url: 'https://soleil-loc.example/feed.csv?key=secret', format: 'csv', schedule: '0 */4 * * *' },
    });
    expect(feed.status, feed.text).toBe(200);
    const hour = 3_600_000;
    const [older] = await db()
      .insert(feedRuns)
      .values({ partnerId: sol, source: 'upload:a.csv', mode: 'full', trigger: 'api', status: 'succeeded', startedAt: new Date(Date.now() - 2 * hour), rowsRead: 10, inserted: 9, rejected: 1 })
      .returning();
    const [newer] = await db()
      .insert(feedRuns)
      .values({ partnerId: sol, source: 'upload:b.csv', mode: 'delta', trigger: 'schedule', status: 'failed', startedAt: new Date(Date.now() - hour), error: 'Feed file not found' })
      .returning();
    expect(older!.id).toBeLessThan(newer!.id);

    expect((await call('/api/admin/partners/')).status).toBe(401);
    expect((await call('/api/admin/partners/', { token: await editorTokenFor() })).status).toBe(403);
    expect((await call(`/api/admin/partners/${sol}/`, { token: await editorTokenFor() })).status).toBe(403);

    const answer = await call('/api/admin/partners/', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.json.count).toBe(3);
    const rows = answer.json.results as Row[];
    expect(rows.map((row) => row.name)).toEqual(['Alpha Chalets', 'Mer Séjours', 'Soleil Loc']);
    const soleil = rows.find((row) => row.id === sol)!;
    expect(soleil).toMatchObject({
      slug: 'soleil-loc',
      feed_format: 'csv',
      feed_mode: 'full',
      has_feed_url: true,
      schedule: '0 */4 * * *',
      feed_enabled: true,
      next_run_at: expect.any(String),
      last_run: { id: newer!.id, status: 'failed', mode: 'delta', trigger: 'schedule', error: 'Feed file not found', partner: { id: sol } },
    });
    // The list names no feed address: it may hold the partner's key.
    expect(JSON.stringify(answer.json)).not.toContain('secret');
    expect(soleil.last_run).not.toHaveProperty('rejections');
    expect(rows.find((row) => row.id === mer)).toMatchObject({ feed_format: null, schedule: null, has_feed_url: false, last_run: null });

    const searched = await call('/api/admin/partners/?q=S%C3%A9JOURS', { token });
    expect((searched.json.results as Row[]).map((row) => row.id)).toEqual([mer]);
    expect((await call('/api/admin/partners/?q=soleil-', { token })).json.count).toBe(1);
    const paged = await call('/api/admin/partners/?size=2&page=2&ordering=-name', { token });
    expect(paged.json).toMatchObject({ count: 3, results: [{ name: 'Alpha Chalets' }] });
    expect((await call('/api/admin/partners/?ordering=colour', { token })).status).toBe(400);
  });
});

describe('GET /api/admin/partners/{id}/', () => {
  it('reads the record PATCH takes back', async () => {
    const token = await adminTokenFor();
    const id = await partner(token, 'Record Partenaire', 'record-partenaire');
    const answer = await call(`/api/admin/partners/${id}/`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ id, name: 'Record Partenaire', slug: 'record-partenaire', website: 'https://record-partenaire.example', logo: '', position: 0 });
    const { id: _id, ...body } = answer.json as Record<string, unknown>;
    const patch = await call(`/api/partners/${id}/`, { method: 'PATCH', token, body: { ...body, name: 'Record Renommé' } });
    expect(patch.status, patch.text).toBe(200);
    expect((await call(`/api/admin/partners/${id}/`, { token })).json.name).toBe('Record Renommé');
    expect((await call('/api/admin/partners/99999999/', { token })).status).toBe(404);
  });
});
