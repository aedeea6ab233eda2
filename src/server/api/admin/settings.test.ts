import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { adminTokenFor, call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: false });

describe('GET /api/admin/accounts/ and /api/admin/accounts/{id}/', () => {
  it('lists and reads accounts for admins only, filtered by role, access and username', async () => {
    const token = await adminTokenFor();
    const editor = await editorTokenFor();
    const created = await call('/api/accounts/', { method: 'POST', body: { username: 'redactrice.fr', password: 'a long enough secret', role: 'editor' }, token });
    expect(created.status).toBe(201);
    await call(`/api/accounts/${created.json.id}/`, { method: 'PATCH', body: { is_active: false }, token });

    expect((await call('/api/admin/accounts/')).status).toBe(401);
    expect((await call('/api/admin/accounts/', { token: editor })).status).toBe(403);
    expect((await call(`/api/admin/accounts/${created.json.id}/`, { token: editor })).status).toBe(403);
    const names = async (query: string) => ((await call(`/api/admin/accounts/?${query}`, { token })).json.results as { username: string }[]).map((row) => row.username);
    expect(await names('')).toEqual(['redactrice.fr', 'test-admin', 'test-editor']);
    expect(await names('role=admin')).toEqual(['test-admin']);
    expect(await names('is_active=false')).toEqual(['redactrice.fr']);
    expect(await names('q=EDIT')).toEqual(['test-editor']);
    const record = await call(`/api/admin/accounts/${created.json.id}/`, { token });
    expect(record.json).toEqual({ id: created.json.id, username: 'redactrice.fr', role: 'editor', is_active: false, last_login_at: null, created_at: expect.any(String) });
    expect((await call('/api/admin/accounts/999999/', { token })).status).toBe(404);
  });
});

describe('GET /api/admin/redirections/ and /api/admin/redirections/{id}/', () => {
  it('lists a locale’s redirections, searched, and reads one in whichever locale it is, for admins only', async () => {
    const token = await adminTokenFor();
    const make = (language: string, from_path: string, to_path: string) =>
      call(`/api/seo/redirections/?language=${language}`, { method: 'POST', body: { from_path, to_path }, token });
    const french = await make('fr-be', '/ancienne-plage', '/plages');
    await make('fr-be', '/vieux-ski', '/ski');
    const dutch = await make('nl-be', '/oud-strand', '/stranden');
    expect(french.status).toBe(201);

    expect((await call('/api/admin/redirections/', { token: await editorTokenFor() })).status).toBe(403);
    expect((await call('/api/admin/redirections/', { token })).json.count).toBe(2);
    expect((await call('/api/admin/redirections/?language=fr-be&q=plage', { token })).json).toMatchObject({ count: 1, results: [{ from_path: '/ancienne-plage' }] });
    expect((await call(`/api/admin/redirections/${dutch.json.id}/`, { token })).json).toMatchObject({ id: dutch.json.id, language: 'nl-be', to_path: '/stranden' });
    expect((await call('/api/admin/redirections/999999/', { token })).status).toBe(404);

    // The chain's 422 names the field the back-office shows it on.
    const chain = await make('fr-be', '/encore-plus-ancienne', '/ancienne-plage');
    expect(chain.status).toBe(422);
    expect(chain.json.error.details).toEqual([{ path: 'to_path', message: expect.stringContaining('/plages') }]);
  });
});

describe('GET /api/admin/audit_log/facets/', () => {
  it('names the editors and entity types the log holds', async () => {
    const token = await adminTokenFor();
    await call('/api/seo/redirections/?language=fr-fr', { method: 'POST', body: { from_path: '/facette', to_path: '/cible' }, token });
    expect((await call('/api/admin/audit_log/facets/')).status).toBe(401);
    const facets = await call('/api/admin/audit_log/facets/', { token: await editorTokenFor() });
    expect(facets.status).toBe(200);
    expect(facets.json.editors).toContain('test-admin');
    expect(facets.json.entity_types).toContain('redirection');
    expect(facets.json.entity_types).toEqual([...facets.json.entity_types].sort());
  });
});
