import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { daysFromNow, makeBlogPost } from '@test/promotion-fixtures';
import { call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: false });

type Row = { id: number; title: string; status: string; blog_category_id: number; category: string; missing_locales: string[] };

describe('GET /api/admin/posts/', () => {
  it('lists posts newest first with their title in the locale asked, status and missing locales, filtered on the server', async () => {
    const token = await editorTokenFor();
    const past = await makeBlogPost({ 'fr-be': 'Zanzibar en mai', 'nl-be': 'Zanzibar in mei' }, daysFromNow(-2));
    const coming = await makeBlogPost({ 'fr-be': 'Zanzibar en juin' }, daysFromNow(3));
    await makeBlogPost({ 'fr-be': 'Autre sujet' });

    expect((await call('/api/admin/posts/')).status).toBe(401);
    const answer = await call('/api/admin/posts/?q=zanzibar&language=nl-be', { token });
    expect(answer.status).toBe(200);
    expect(answer.json.count).toBe(2);
    expect((answer.json.results as Row[]).map((row) => [row.id, row.title, row.status, row.category, row.missing_locales])).toEqual([
      [coming, 'Zanzibar en juin', 'scheduled', 'Conseils', ['nl-be', 'fr-fr']],
      [past, 'Zanzibar in mei', 'published', 'Conseils', ['fr-fr']],
    ]);
    const scheduled = await call('/api/admin/posts/?q=zanzibar&status=scheduled', { token });
    expect((scheduled.json.results as Row[]).map((row) => row.id)).toEqual([coming]);
    const category = (answer.json.results as Row[])[1]!.blog_category_id;
    const inCategory = await call(`/api/admin/posts/?blog_category_id=${category}&ordering=title`, { token });
    expect((inCategory.json.results as Row[]).map((row) => row.id)).toEqual([past]);
  });
});

describe('GET /api/admin/posts/{id}/', () => {
  it('reads the record PATCH takes back', async () => {
    const token = await editorTokenFor();
    const category = await call('/api/blog_categories/', {
      method: 'POST',
      token,
      body: { translations: { 'fr-be': { name: 'Carnets', slug: 'zz-record-carnets' }, 'nl-be': { name: 'Reizen', slug: 'zz-record-reizen' } } },
    });
    const translations = { 'fr-be': { title: 'Record Article', slug: 'record-article', content: '<h2>Titre</h2>' }, 'nl-be': { title: 'Record Artikel', slug: 'record-artikel' } };
    const created = await call('/api/posts/', { method: 'POST', token, body: { blog_category_id: category.json.id, image_id: null, translations } });
    const id = created.json.id as number;
    const answer = await call(`/api/admin/posts/${id}/`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id, translations: { 'fr-be': { title: 'Record Article' }, 'nl-be': { title: 'Record Artikel' } } });
    const { id: _id, ...body } = answer.json as Record<string, unknown>;
    const patch = await call(`/api/posts/${id}/`, { method: 'PATCH', token, body });
    expect(patch.status, JSON.stringify(patch.json)).toBe(200);
    expect(patch.json).toEqual(answer.json);
    expect((await call('/api/admin/posts/99999999/', { token })).status).toBe(404);
  });
});
