import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onInvalidate } from '@/server/cache/invalidate';
import { db } from '@/server/db/client';
import { blogPosts, categories } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { makeCategory } from '@test/promotion-fixtures';
import { call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: true });

let token: string;
let invalidated: string[][] = [];
onInvalidate((changed) => {
  invalidated.push(changed);
});

const write = (method: string, path: string, body?: unknown, as: string | null = token) => call(path, { method, body, token: as ?? undefined });

let serial = 0;
function texts(title: string, extra: Record<string, unknown> = {}) {
  serial += 1;
  return { title, slug: `${title.toLowerCase().replace(/[^a-z]+/g, '-')}-${serial}`, ...extra };
}

/** A blog category with content in fr-be and nl-be, and one in fr-be only. */
let travel: { id: number; slugs: Record<string, string> };
let frenchOnly: number;

beforeAll(async () => {
  token = await editorTokenFor();
  const res = await write('POST', '/api/blog_categories/', {
    translations: { 'fr-be': { name: 'Carnets', slug: 'zz-carnets' }, 'nl-be': { name: 'Reisverslagen', slug: 'zz-reisverslagen' } },
  });
  travel = { id: res.json.id, slugs: { 'fr-be': 'zz-carnets', 'nl-be': 'zz-reisverslagen' } };
  frenchOnly = (await write('POST', '/api/blog_categories/', { translations: { 'fr-be': { name: 'Astuces', slug: 'zz-astuces' } } })).json.id;
});

beforeEach(() => {
  invalidated = [];
});

type Post = { id: number; blog_category_id: number; translations: Record<string, { slug: string; title: string; content: string }> };

async function createPost(body: Record<string, unknown>): Promise<Post> {
  const res = await write('POST', '/api/posts/', body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

describe('POST /api/posts/', () => {
  it('publishes a post with a heading, a list and a link in two locales, sanitized, at /blog/{category}/{slug}', async () => {
    const content = '<h2>Préparer</h2><ul><li>Passeport</li><li>Crème</li></ul><p><a href="https://example.be" onclick="x()">Lien</a></p><script>x()</script>';
    const fr = texts('Partir en Islande', { content, excerpt: 'Tout savoir.' });
    const nl = texts('Naar IJsland', { content: '<p>Alles weten.</p>' });
    const post = await createPost({ blog_category_id: travel.id, author: 'Léa', translations: { 'fr-be': fr, 'nl-be': nl } });
    expect(post.translations['fr-be']!.content).toBe('<h2>Préparer</h2><ul><li>Passeport</li><li>Crème</li></ul><p><a href="https://example.be">Lien</a></p>');
    const page = await call(`/api/posts/by_slug/${nl.slug}/?language=nl-be`);
    expect(page.json).toMatchObject({ id: post.id, title: 'Naar IJsland', category: { id: travel.id, slug: travel.slugs['nl-be'] } });
    const resolved = await call(`/api/slugs/?slug=${fr.slug}&parent=${travel.slugs['fr-be']}&entity_type=blog_post`);
    expect(resolved.json).toMatchObject({ entity_type: 'blog_post', id: post.id, path: `/blog/${travel.slugs['fr-be']}/${fr.slug}` });
    expect(invalidated).toEqual([['blog', `blog-category:${travel.id}`, 'slugs']]);
    const log = await call(`/api/audit_log/?entity_type=blog_post&entity_id=${post.id}`, { token });
    expect(log.json.results).toEqual([expect.objectContaining({ action: 'create', username: 'test-editor' })]);
  });

  it('rejects what cannot be published with 422 on its field, a locale its category lacks among them', async () => {
    const invalid: [string, unknown, string][] = [
      ['locale without category content', { blog_category_id: frenchOnly, translations: { 'nl-be': texts('Tips') } }, 'translations.nl-be'],
      ['unknown category', { blog_category_id: 99_999_999, translations: { 'fr-be': texts('Perdu') } }, 'blog_category_id'],
      ['no category', { translations: { 'fr-be': texts('Sans') } }, 'blog_category_id'],
      ['no title', { blog_category_id: travel.id, translations: { 'fr-be': { slug: 'sans-titre' } } }, 'translations.fr-be.title'],
      ['bad slug', { blog_category_id: travel.id, translations: { 'fr-be': { title: 'X', slug: 'x/y' } } }, 'translations.fr-be.slug'],
      ['bad date', { blog_category_id: travel.id, published_at: 'demain', translations: { 'fr-be': texts('Date') } }, 'published_at'],
      ['unknown store', { blog_category_id: travel.id, similar_store_ids: [99_999_999], translations: { 'fr-be': texts('Magasin') } }, 'similar_store_ids'],
    ];
    for (const [what, body, path] of invalid) {
      const res = await write('POST', '/api/posts/', body);
      expect(res.status, what).toBe(422);
      expect(res.json.error.details, what).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    expect(invalidated).toEqual([]);
  });

  it('answers 409 naming the post that holds the slug in the locale, whatever its category', async () => {
    const first = await createPost({ blog_category_id: frenchOnly, translations: { 'fr-be': texts('Valise') } });
    const res = await write('POST', '/api/posts/', { blog_category_id: travel.id, translations: { 'fr-be': { title: 'Valise', slug: first.translations['fr-be']!.slug } } });
    expect(res.status).toBe(409);
    expect(res.json.error.details).toEqual([expect.objectContaining({ path: 'translations.fr-be.slug', entity_type: 'blog_post', id: first.id })]);
  });

  it('answers 401 without a token', async () => {
    expect((await write('POST', '/api/posts/', { blog_category_id: travel.id, translations: { 'fr-be': texts('Anonyme') } }, null)).status).toBe(401);
  });
});

describe('a post scheduled for later', () => {
  it('stays out of the public lists, pages and sitemaps until its date, while the back-office lists it as scheduled', async () => {
    const fr = texts('Plus tard');
    const post = await createPost({
      blog_category_id: travel.id,
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
      translations: { 'fr-be': fr },
    });
    const listed = await call(`/api/posts/?category=${travel.id}&size=100&language=fr-be`);
    expect(listed.json.results.map((p: { id: number }) => p.id)).not.toContain(post.id);
    expect((await call(`/api/posts/${post.id}/?language=fr-be`)).status).toBe(404);
    expect((await call(`/api/posts/by_slug/${fr.slug}/?language=fr-be`)).status).toBe(404);
    const sitemap = await call('/api/sitemap/get_html_sitemap_data/?language=fr-be');
    expect(JSON.stringify(sitemap.json)).not.toContain(fr.slug);
    const admin = await call(`/api/admin/posts/?q=${encodeURIComponent(fr.title)}&language=fr-be`, { token });
    expect(admin.json.results).toEqual([expect.objectContaining({ id: post.id, status: 'scheduled' })]);

    await db().update(blogPosts).set({ publishedAt: new Date(Date.now() - 1000) }).where(eq(blogPosts.id, post.id));
    expect((await call(`/api/posts/by_slug/${fr.slug}/?language=fr-be`)).json).toMatchObject({ id: post.id });
  });
});

describe('PATCH /api/posts/{id}/', () => {
  let post: Post;
  beforeAll(async () => {
    post = await createPost({ blog_category_id: travel.id, translations: { 'fr-be': texts('Lofoten'), 'nl-be': texts('Lofoten NL') } });
  });

  it('changes the body: the post’s page alone expires', async () => {
    const res = await write('PATCH', `/api/posts/${post.id}/`, { translations: { 'nl-be': { content: '<p>Noorderlicht</p>' } } });
    expect(res.status).toBe(200);
    expect(res.json.translations['nl-be'].content).toBe('<p>Noorderlicht</p>');
    expect(invalidated).toEqual([[`blog-post:${post.id}`]]);
  });

  it('changes a title: the blog’s lists expire too', async () => {
    await write('PATCH', `/api/posts/${post.id}/`, { translations: { 'fr-be': { title: 'Les Lofoten en hiver' } } });
    expect(invalidated).toEqual([[`blog-post:${post.id}`, 'blog', `blog-category:${travel.id}`]]);
  });

  it('moves to another category with its addresses, when that category has content in each of its locales', async () => {
    const refused = await write('PATCH', `/api/posts/${post.id}/`, { blog_category_id: frenchOnly });
    expect(refused.status).toBe(422);
    expect(refused.json.error.details).toEqual([expect.objectContaining({ path: 'translations.nl-be' })]);
    const moved = await write('PATCH', `/api/posts/${post.id}/`, { blog_category_id: frenchOnly, translations: { 'nl-be': null } });
    expect(moved.status).toBe(200);
    expect(invalidated.at(-1)).toEqual([`blog-post:${post.id}`, 'blog', `blog-category:${travel.id}`, `blog-category:${frenchOnly}`, 'slugs']);
    const resolved = await call(`/api/slugs/?slug=${post.translations['fr-be']!.slug}&parent=zz-astuces&entity_type=blog_post`);
    expect(resolved.json).toMatchObject({ id: post.id, path: `/blog/zz-astuces/${post.translations['fr-be']!.slug}` });
    expect((await call(`/api/posts/${post.id}/?language=nl-be`)).status).toBe(404);
  });

  it('needs title and slug for a new locale, and answers 404 for an unknown post', async () => {
    const res = await write('PATCH', `/api/posts/${post.id}/`, { translations: { 'fr-fr': { title: 'Lofoten' } } });
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual([expect.objectContaining({ path: 'translations.fr-fr.slug' })]);
    expect((await write('PATCH', '/api/posts/99999999/', { author: 'X' })).status).toBe(404);
  });
});

describe('DELETE /api/posts/{id}/', () => {
  it('deletes a post, its addresses and its place among a category page’s related posts', async () => {
    const post = await createPost({ blog_category_id: travel.id, translations: { 'fr-be': texts('Feroe') } });
    const category = await makeCategory({ 'fr-be': 'Îles du Nord' });
    await db().update(categories).set({ relatedPostIds: [post.id] }).where(eq(categories.id, category));
    invalidated = [];
    expect((await write('DELETE', `/api/posts/${post.id}/`)).status).toBe(204);
    expect(invalidated).toEqual([[`blog-post:${post.id}`, 'blog', `blog-category:${travel.id}`, 'slugs']]);
    expect((await call(`/api/posts/${post.id}/`)).status).toBe(404);
    expect((await call(`/api/slugs/?slug=${post.translations['fr-be']!.slug}&entity_type=blog_post`)).status).toBe(404);
    const [row] = await db().select({ ids: categories.relatedPostIds }).from(categories).where(eq(categories.id, category));
    expect(row!.ids).toEqual([]);
    expect((await write('DELETE', `/api/posts/${post.id}/`)).status).toBe(404);
    const log = await call(`/api/audit_log/?entity_type=blog_post&entity_id=${post.id}`, { token });
    expect(log.json.results[0]).toMatchObject({ action: 'delete', changes: expect.arrayContaining([{ field: 'translations.fr-be.title', old: 'Feroe' }]) });
  });
});
