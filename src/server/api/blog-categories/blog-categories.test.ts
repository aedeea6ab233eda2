import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/locales';
import { onInvalidate } from '@/server/cache/invalidate';
import { db } from '@/server/db/client';
import { blogCategories, blogCategoryTranslations, blogPosts, blogPostTranslations, slugs } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { everyPage } from '@test/every-page';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: true });

let token: string;
/** Featured, in every locale, with 20 posts (the even ones also in Dutch). */
let travel: { id: number };
/** Not featured, French-Belgian only, no posts. */
let local: { id: number };
const invalidated: string[][] = [];
onInvalidate((changed) => {
  invalidated.push(changed);
});

const NOW = Date.parse('2026-06-01T10:00:00Z');

const create = (body: unknown, auth: string | null = token) =>
  call('/api/blog_categories/', { method: 'POST', body, token: auth ?? undefined });

beforeAll(async () => {
  token = await adminTokenFor();
  const travelRes = await create({
    is_featured: true,
    position: 0,
    translations: {
      'fr-be': { name: 'Conseils test', slug: 'zz-conseils-test', description: '<p>Nos <em>conseils</em></p><script>x()</script>', seo_title: 'Conseils SEO', meta_description: 'Des conseils' },
      'nl-be': { name: 'Tips test', slug: 'zz-tips-test' },
      'fr-fr': { name: 'Conseils test', slug: 'zz-conseils-test' },
    },
  });
  expect(travelRes.status).toBe(201);
  travel = travelRes.json;
  const localRes = await create({ translations: { 'fr-be': { name: 'Belgique test', slug: 'zz-belgique-test' } } });
  expect(localRes.status).toBe(201);
  local = localRes.json;

  const posts = await db()
    .insert(blogPosts)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        blogCategoryId: travel.id,
        author: 'Test',
        publishedAt: new Date(NOW - i * 86_400_000),
      })),
    )
    .returning({ id: blogPosts.id, publishedAt: blogPosts.publishedAt });
  await db().insert(blogPostTranslations).values(
    posts.flatMap((post, i) => [
      { blogPostId: post.id, locale: 'fr-be' as const, title: `Article ${i}`, slug: `zz-article-test-${i}`, excerpt: `Résumé ${i}` },
      { blogPostId: post.id, locale: 'fr-fr' as const, title: `Article ${i}`, slug: `zz-article-test-${i}` },
      ...(i % 2 === 0 ? [{ blogPostId: post.id, locale: 'nl-be' as const, title: `Artikel ${i}`, slug: `zz-artikel-test-${i}` }] : []),
    ]),
  );
});

async function categoriesIn(locale: (typeof LOCALES)[number], featured?: boolean): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(blogCategoryTranslations)
    .innerJoin(blogCategories, eq(blogCategories.id, blogCategoryTranslations.blogCategoryId))
    .where(and(eq(blogCategoryTranslations.locale, locale), featured ? eq(blogCategories.isFeatured, true) : undefined));
  return Number(row!.n);
}

describe('GET /api/blog_categories/', () => {
  it('lists the locale’s categories, minified, with the count', async () => {
    for (const language of LOCALES) {
      const res = await call(`/api/blog_categories/?language=${language}`);
      expect(res.status).toBe(200);
      expect(res.json.count).toBe(await categoriesIn(language));
      const all = await everyPage<{ id: number }>(`/api/blog_categories/?language=${language}`);
      const mine = all.results.find((category: { id: number }) => category.id === travel.id);
      expect(mine).toEqual({
        id: travel.id,
        name: language === 'nl-be' ? 'Tips test' : 'Conseils test',
        slug: language === 'nl-be' ? 'zz-tips-test' : 'zz-conseils-test',
        is_featured: true,
      });
      const hasLocal = all.results.some((category: { id: number }) => category.id === local.id);
      expect(hasLocal).toBe(language === 'fr-be');
    }
  });

  it('pages through the list', async () => {
    const all = (await call('/api/blog_categories/?size=3')).json;
    const second = await call('/api/blog_categories/?page=2&size=1');
    expect(second.json.results).toEqual([all.results[1]]);
    const past = await call('/api/blog_categories/?page=999');
    expect(past.status).toBe(200);
    expect(past.json).toEqual({ count: all.count, results: [] });
    for (const query of ['page=0', 'size=0', 'size=101', 'page=x', 'language=en']) {
      expect((await call(`/api/blog_categories/?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /api/blog_categories/get_featured_blog_categories/', () => {
  it('gives featured categories only, 8 a page, each with its latest posts newest first', async () => {
    for (const language of LOCALES) {
      const res = await call(`/api/blog_categories/get_featured_blog_categories/?language=${language}`);
      expect(res.status).toBe(200);
      expect(res.json.count).toBe(await categoriesIn(language, true));
      expect(res.json.results.length).toBeLessThanOrEqual(8);
      for (const category of res.json.results) expect(category.is_featured).toBe(true);
      expect(res.json.results.some((category: { id: number }) => category.id === local.id)).toBe(false);
    }
    const all = await everyPage<{ id: number; posts: { title: string; published_at: string }[] }>(
      '/api/blog_categories/get_featured_blog_categories/?language=nl-be',
    );
    const mine = all.results.find((category) => category.id === travel.id)!;
    expect(mine.posts.map((post) => post.title)).toEqual(
      ['Artikel 0', 'Artikel 2', 'Artikel 4', 'Artikel 6', 'Artikel 8', 'Artikel 10'],
    );
    expect(mine.posts[0]).toMatchObject({ slug: 'zz-artikel-test-0', category_slug: 'zz-tips-test', author: 'Test' });
    expect(mine.posts[0]!.published_at).toBe(new Date(NOW).toISOString());
  });

  it('takes the number of posts per category and rejects a bad one', async () => {
    const all = await everyPage<{ id: number; posts: { title: string }[] }>(
      '/api/blog_categories/get_featured_blog_categories/?posts_size=2',
    );
    for (const category of all.results) expect(category.posts.length).toBeLessThanOrEqual(2);
    const mine = all.results.find((category) => category.id === travel.id)!;
    expect(mine.posts.map((post) => post.title)).toEqual(['Article 0', 'Article 1']);
    expect((await call('/api/blog_categories/get_featured_blog_categories/?posts_size=0')).status).toBe(400);
  });
});

describe('GET /api/blog_categories/{id}/ and by slug', () => {
  it('gives the category with its SEO fields and sanitized description, the same by slug', async () => {
    const res = await call(`/api/blog_categories/${travel.id}/?language=fr-be`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: travel.id,
      name: 'Conseils test',
      slug: 'zz-conseils-test',
      is_featured: true,
      description: '<p>Nos <em>conseils</em></p>',
      image: null,
      seo_title: 'Conseils SEO',
      meta_description: 'Des conseils',
      seo_image: null,
    });
    expect((await call('/api/blog_categories/by_slug/zz-conseils-test/?language=fr-be')).json).toEqual(res.json);
    for (const language of LOCALES) {
      const byId = await call(`/api/blog_categories/${travel.id}/?language=${language}`);
      const bySlug = await call(`/api/blog_categories/by_slug/${byId.json.slug}/?language=${language}`);
      expect(bySlug.json).toEqual(byId.json);
    }
  });

  it('answers 404 outside the category’s locales and for unknown ids or slugs, 400 for a bad id', async () => {
    expect((await call(`/api/blog_categories/${local.id}/?language=nl-be`)).status).toBe(404);
    expect((await call('/api/blog_categories/by_slug/zz-belgique-test/?language=fr-fr')).status).toBe(404);
    expect((await call('/api/blog_categories/999999/')).status).toBe(404);
    expect((await call('/api/blog_categories/by_slug/no-such-category/')).json.error.code).toBe('not_found');
    expect((await call('/api/blog_categories/abc/')).status).toBe(400);
  });
});

describe('GET /api/blog_categories/{id}/posts/', () => {
  it('pages the category’s posts 18 at a time, newest first', async () => {
    const first = await call(`/api/blog_categories/${travel.id}/posts/?language=fr-be`);
    expect(first.status).toBe(200);
    expect(first.json.count).toBe(20);
    expect(first.json.results).toHaveLength(18);
    expect(first.json.results.map((post: { title: string }) => post.title).slice(0, 3)).toEqual(['Article 0', 'Article 1', 'Article 2']);
    expect(first.json.results[0]).toEqual({
      id: expect.any(Number),
      title: 'Article 0',
      slug: 'zz-article-test-0',
      excerpt: 'Résumé 0',
      image: null,
      published_at: new Date(NOW).toISOString(),
      author: 'Test',
      category_slug: 'zz-conseils-test',
    });
    const second = await call(`/api/blog_categories/${travel.id}/posts/?page=2`);
    expect(second.json.results.map((post: { title: string }) => post.title)).toEqual(['Article 18', 'Article 19']);
    expect((await call(`/api/blog_categories/${travel.id}/posts/?page=3`)).json).toEqual({ count: 20, results: [] });
  });

  it('counts only the posts with content in the locale', async () => {
    const nl = await call(`/api/blog_categories/${travel.id}/posts/?language=nl-be&size=5`);
    expect(nl.json.count).toBe(10);
    expect(nl.json.results).toHaveLength(5);
    const fr = await call(`/api/blog_categories/${travel.id}/posts/?language=fr-fr`);
    expect(fr.json.count).toBe(20);
    expect((await call(`/api/blog_categories/${local.id}/posts/`)).json).toEqual({ count: 0, results: [] });
  });

  it('answers 404 for a category absent in the locale, 400 for bad paging', async () => {
    expect((await call(`/api/blog_categories/${local.id}/posts/?language=nl-be`)).status).toBe(404);
    expect((await call('/api/blog_categories/999999/posts/')).status).toBe(404);
    expect((await call(`/api/blog_categories/${travel.id}/posts/?page=-1`)).status).toBe(400);
  });
});

describe('POST /api/blog_categories/', () => {
  it('creates the category, registers its slugs at the root and invalidates the blog', async () => {
    invalidated.length = 0;
    const res = await create({
      is_featured: false,
      translations: {
        'fr-be': { name: 'Nouvelle', slug: 'zz-nouvelle', description: '<p onclick="x()">Texte</p>' },
        'nl-be': { name: 'Nieuw', slug: 'zz-nieuw' },
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ is_featured: false, position: 0, image: null });
    expect(res.json.translations).toEqual([
      { language: 'fr-be', name: 'Nouvelle', slug: 'zz-nouvelle', description: '<p>Texte</p>', seo_title: '', meta_description: '', seo_image: null },
      { language: 'nl-be', name: 'Nieuw', slug: 'zz-nieuw', description: '', seo_title: '', meta_description: '', seo_image: null },
    ]);
    const registered = await db()
      .select({ locale: slugs.locale, slug: slugs.slug, parentId: slugs.parentId, entityType: slugs.entityType })
      .from(slugs)
      .where(and(eq(slugs.entityType, 'blog_category'), eq(slugs.entityId, res.json.id)))
      .orderBy(slugs.locale);
    expect(registered).toEqual([
      { locale: 'fr-be', slug: 'zz-nouvelle', parentId: null, entityType: 'blog_category' },
      { locale: 'nl-be', slug: 'zz-nieuw', parentId: null, entityType: 'blog_category' },
    ]);
    // Blog lists, the menus, and the slug registry (its address now exists).
    expect(invalidated).toEqual([['blog', 'layout', 'slugs']]);
    expect((await call(`/api/blog_categories/by_slug/zz-nieuw/?language=nl-be`)).json.id).toBe(res.json.id);
    expect((await call(`/api/blog_categories/${res.json.id}/?language=fr-fr`)).status).toBe(404);
  });

  it('answers 409 on a slug clash, in the registry or among blog categories, and writes nothing', async () => {
    await db().insert(slugs).values({ locale: 'fr-fr', slug: 'zz-taken-by-store', parentId: null, entityType: 'store', entityId: 999_999 });
    const before = await categoriesIn('fr-be');
    const clashes = [
      { 'fr-be': { name: 'Doublon', slug: 'zz-conseils-test' } },
      { 'fr-be': { name: 'Libre', slug: 'zz-libre' }, 'fr-fr': { name: 'Pris', slug: 'zz-taken-by-store' } },
    ];
    for (const translations of clashes) {
      const res = await create({ translations });
      expect(res.status, JSON.stringify(translations)).toBe(409);
      expect(res.json.error.code).toBe('conflict');
    }
    expect(await categoriesIn('fr-be')).toBe(before);
    const free = await db().select().from(slugs).where(and(eq(slugs.slug, 'zz-libre'), isNull(slugs.parentId)));
    expect(free).toEqual([]);
    // The same slug in another locale is no clash.
    expect((await create({ translations: { 'nl-be': { name: 'Conseils', slug: 'zz-conseils-test' } } })).status).toBe(201);
  });

  it('lets only one of two simultaneous creations with the same slug through', async () => {
    const body = { translations: { 'fr-fr': { name: 'Course', slug: 'zz-course' } } };
    const statuses = (await Promise.all([create(body), create(body)])).map((res) => res.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('answers 401 without a token and 422 for a bad body', async () => {
    expect((await create({ translations: { 'fr-be': { name: 'X', slug: 'zz-x' } } }, null)).status).toBe(401);
    for (const body of [
      {},
      { translations: {} },
      { translations: { 'fr-be': { name: 'X', slug: 'Not A Slug' } } },
      { translations: { 'fr-be': { name: '', slug: 'zz-x' } } },
      { translations: { 'en-gb': { name: 'X', slug: 'zz-x' } } },
      { translations: { 'fr-be': { name: 'X', slug: 'zz-x', seo_title: 'x'.repeat(301) } } },
      { image_id: 999_999, translations: { 'fr-be': { name: 'X', slug: 'zz-x' } } },
      { is_featured: 'yes', translations: { 'fr-be': { name: 'X', slug: 'zz-x' } } },
    ]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });
});
