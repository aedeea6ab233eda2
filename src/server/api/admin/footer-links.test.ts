import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: false });

type Link = { id: number; language: string; name: string; link: string; is_copyright: boolean; position: number };

describe('GET /api/admin/footer_links/ and /api/admin/footer_links/{id}/', () => {
  it('lists the links with their ids and positions in the footer’s order, per locale or all, and reads one whatever its locale', async () => {
    const token = await editorTokenFor();
    const make = async (language: string, body: Record<string, unknown>) => {
      const res = await call(`/api/pages/footer_links/?language=${language}`, { method: 'POST', token, body });
      expect(res.status, res.text).toBe(201);
      return res.json as Link;
    };
    const legal = await make('fr-be', { name: 'Mentions légales', link: '/mentions-legales', is_copyright: true, position: 0 });
    const faq = await make('fr-be', { name: 'FAQ', link: '/faq', position: 2 });
    const about = await make('fr-be', { name: 'À propos', link: '/a-propos', position: 1 });
    const dutch = await make('nl-be', { name: 'Over ons', link: '/nl-be/over-ons' });

    expect((await call('/api/admin/footer_links/')).status).toBe(401);
    const ids = async (query: string) => ((await call(`/api/admin/footer_links/?${query}`, { token })).json.results as Link[]).map((link) => link.id);
    // Common links by position, then the copyright line: the footer's order.
    expect(await ids('language=fr-be')).toEqual([about.id, faq.id, legal.id]);
    expect(await ids('language=nl-be')).toEqual([dutch.id]);
    expect(await ids('')).toEqual([about.id, faq.id, legal.id, dutch.id]);
    expect(await ids('language=fr-be&is_copyright=true')).toEqual([legal.id]);
    expect(await ids('q=PROPOS')).toEqual([about.id]);
    expect(await ids('q=over-ons')).toEqual([dutch.id]);
    const page = await call('/api/admin/footer_links/?language=fr-be&size=2&page=2', { token });
    expect(page.json).toEqual({ count: 3, results: [legal] });
    expect((await call('/api/admin/footer_links/?language=xx', { token })).status).toBe(400);

    const record = await call(`/api/admin/footer_links/${dutch.id}/`, { token });
    expect(record.status).toBe(200);
    expect(record.json).toEqual({ id: dutch.id, language: 'nl-be', name: 'Over ons', link: '/nl-be/over-ons', is_copyright: false, position: 0 });
    expect((await call('/api/admin/footer_links/999999/', { token })).status).toBe(404);

    // What the record holds, but its id and locale, is what PATCH takes back.
    const { id, language, ...body } = record.json as Link;
    const patched = await call(`/api/pages/footer_links/${id}/?language=${language}`, { method: 'PATCH', token, body: { ...body, position: 4 } });
    expect(patched.status, patched.text).toBe(200);
    expect((await call(`/api/admin/footer_links/${id}/`, { token })).json.position).toBe(4);
  });
});
