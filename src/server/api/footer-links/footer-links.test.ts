import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onInvalidate } from '@/server/cache/invalidate';
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
const footerOf = async (language: string) => (await call(`/api/pages/footer_links/?language=${language}`)).json as { common: { id: number; name: string; link: string }[]; copyright: { id: number; name: string }[] };

describe('footer links', () => {
  it('adds a link to one locale’s footer, where every page shows it, and to no other', async () => {
    const res = await write('POST', '/api/pages/footer_links/?language=nl-be', { name: 'Vacatures', link: '/nl-be/vacatures', position: 99 });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number), language: 'nl-be', name: 'Vacatures', link: '/nl-be/vacatures', is_copyright: false, position: 99 });
    expect((await footerOf('nl-be')).common.at(-1)).toMatchObject({ id: res.json.id, name: 'Vacatures' });
    expect((await footerOf('fr-be')).common.map((link) => link.id)).not.toContain(res.json.id);
    expect(invalidated).toEqual([['layout']]);

    const copyright = await write('POST', '/api/pages/footer_links/', { name: 'Presse', link: 'https://presse.example.be/', is_copyright: true });
    expect(copyright.json.language).toBe('fr-be');
    expect((await footerOf('fr-be')).copyright.map((link) => link.id)).toContain(copyright.json.id);
  });

  it('changes and removes a link of the locale; another locale’s id is a 404', async () => {
    const created = (await write('POST', '/api/pages/footer_links/?language=fr-fr', { name: 'Aide', link: '/fr-fr/contact' })).json;
    const changed = await write('PATCH', `/api/pages/footer_links/${created.id}/?language=fr-fr`, { name: 'Aide et contact' });
    expect(changed.json).toMatchObject({ name: 'Aide et contact', link: '/fr-fr/contact' });
    expect((await write('PATCH', `/api/pages/footer_links/${created.id}/?language=fr-be`, { name: 'x' })).status).toBe(404);
    invalidated = [];
    expect((await write('PATCH', `/api/pages/footer_links/${created.id}/?language=fr-fr`, { name: 'Aide et contact' })).status).toBe(200);
    expect(invalidated).toEqual([]);
    expect((await write('DELETE', `/api/pages/footer_links/${created.id}/?language=fr-fr`)).status).toBe(204);
    expect((await footerOf('fr-fr')).common.map((link) => link.id)).not.toContain(created.id);
    expect(invalidated).toEqual([['layout']]);
    expect((await write('DELETE', `/api/pages/footer_links/${created.id}/?language=fr-fr`)).status).toBe(404);

    const log = await call(`/api/audit_log/?entity_type=footer_link&entity_id=${created.id}`, { token });
    expect(log.json.results.map((entry: { action: string; locale: string }) => [entry.action, entry.locale])).toEqual([
      ['delete', 'fr-fr'],
      ['update', 'fr-fr'],
      ['create', 'fr-fr'],
    ]);
  });

  it('refuses a link that leaves the site in disguise or is not one, with 422 on its field', async () => {
    for (const link of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', '/a/../../x', 'contact', '']) {
      const res = await write('POST', '/api/pages/footer_links/', { name: 'Piège', link });
      expect(res.status, link).toBe(422);
      expect(res.json.error.details, link).toEqual([expect.objectContaining({ path: 'link' })]);
    }
    expect((await write('POST', '/api/pages/footer_links/', { name: '', link: '/contact' })).json.error.details).toEqual([expect.objectContaining({ path: 'name' })]);
    expect((await write('POST', '/api/pages/footer_links/?language=en-us', { name: 'X', link: '/contact' })).status).toBe(400);
    expect((await write('POST', '/api/pages/footer_links/', { name: 'X', link: '/contact' }, null)).status).toBe(401);
    expect(invalidated).toEqual([]);
  });
});
