import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/locales';
import { db } from '@/server/db/client';
import { blogCategoryTranslations, blogPosts, blogPostTranslations, media, stores, storeTranslations } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { randomPostsByCategory } from '@/server/services/blog';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: true });

const NOW = Date.parse('2026-06-01T10:00:00Z');
/** A category in every locale with 12 posts; the first post is in every locale, the others in French only. */
let categoryId: number;
let postIds: number[];
/** Stores: the first in every locale, the second in fr-be only. */
let storeIds: number[];
let imageId: number;

beforeAll(async () => {
  const token = await adminTokenFor();
  const created = await call('/api/blog_categories/', {
    method: 'POST',
    token,
    body: {
      translations: {
        'fr-be': { name: 'Destinations test', slug: 'zz-destinations-posts' },
        'nl-be': { name: 'Bestemmingen test', slug: 'zz-bestemmingen-posts' },
        'fr-fr': { name: 'Destinations test', slug: 'zz-destinations-posts' },
      },
    },
  });
  categoryId = created.json.id;
  const [image] = await db()
    .insert(media)
    .values({ file: 'tests/post.webp', name: 'post.webp', mimeType: 'image/webp', alt: 'Plage' })
    .returning({ id: media.id });
  imageId = image!.id;
  const madeStores = await db()
    .insert(stores)
    .values([{ website: 'https://a.example' }, { website: 'https://b.example' }])
    .returning({ id: stores.id });
  storeIds = madeStores.map((store) => store.id);
  await db().insert(storeTranslations).values([
    ...LOCALES.map((locale) => ({ storeId: storeIds[0]!, locale, name: `Store A ${locale}`, slug: `zz-store-a-${locale}` })),
    { storeId: storeIds[1]!, locale: 'fr-be' as const, name: 'Store B', slug: 'zz-store-b' },
  ]);
  const posts = await db()
    .insert(blogPosts)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        blogCategoryId: categoryId,
        imageId: i === 0 ? imageId : null,
        author: 'Rédaction',
        publishedAt: new Date(NOW - i * 3_600_000),
        // The second store first, then the first, then one that does not exist.
        similarStoreIds: i === 0 ? [storeIds[1]!, storeIds[0]!, 999_999] : [],
      })),
    )
    .returning({ id: blogPosts.id });
  postIds = posts.map((post) => post.id);
  await db().insert(blogPostTranslations).values(
    postIds.flatMap((blogPostId, i) => [
      {
        blogPostId,
        locale: 'fr-be' as const,
        title: `Voyage ${i}`,
        slug: `zz-voyage-${i}`,
        excerpt: `En bref ${i}`,
        // Rows written outside the API (seed, scripts) are served sanitized too.
        content: '<p>Texte</p><script>alert(1)</script><img src="/a.png" onerror="alert(2)"><a href="javascript:x()">lien</a>',
        seoTitle: `Voyage ${i} | SEO`,
        metaDescription: 'Description',
        seoImageId: imageId,
      },
      { blogPostId, locale: 'fr-fr' as const, title: `Voyage ${i}`, slug: `zz-voyage-${i}`, content: '<p>Texte</p>' },
      ...(i === 0 ? [{ blogPostId, locale: 'nl-be' as const, title: 'Reis 0', slug: 'zz-reis-0', content: '<p>Tekst</p>' }] : []),
    ]),
  );
});

async function postsIn(locale: (typeof LOCALES)[number]): Promise<number> {
  // A post counts in a locale when it and its category both have content there.
  const [row] = await db()
    .select({ n: count() })
    .from(blogPostTranslations)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTranslations.blogPostId))
    .innerJoin(
      blogCategoryTranslations,
      and(eq(blogCategoryTranslations.blogCategoryId, blogPosts.blogCategoryId), eq(blogCategoryTranslations.locale, locale)),
    )
    .where(eq(blogPostTranslations.locale, locale));
  return Number(row!.n);
}

describe('GET /api/posts/', () => {
  it('lists the locale’s posts newest first, 18 a page', async () => {
    for (const language of LOCALES) {
      const res = await call(`/api/posts/?language=${language}`);
      expect(res.status).toBe(200);
      expect(res.json.count).toBe(await postsIn(language));
      expect(res.json.results.length).toBe(Math.min(18, res.json.count));
      const dates = res.json.results.map((post: { published_at: string }) => Date.parse(post.published_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it('keeps one category’s posts with `category`', async () => {
    const res = await call(`/api/posts/?category=${categoryId}&size=5`);
    expect(res.json.count).toBe(12);
    expect(res.json.results.map((post: { title: string }) => post.title)).toEqual(['Voyage 0', 'Voyage 1', 'Voyage 2', 'Voyage 3', 'Voyage 4']);
    expect(res.json.results[0]).toEqual({
      id: postIds[0],
      title: 'Voyage 0',
      slug: 'zz-voyage-0',
      excerpt: 'En bref 0',
      image: { id: imageId, file: 'tests/post.webp', url: '/storage/tests/post.webp', width: null, height: null, alt: 'Plage' },
      published_at: new Date(NOW).toISOString(),
      author: 'Rédaction',
      category_slug: 'zz-destinations-posts',
    });
    const last = await call(`/api/posts/?category=${categoryId}&size=5&page=3`);
    expect(last.json.results.map((post: { title: string }) => post.title)).toEqual(['Voyage 10', 'Voyage 11']);
    expect((await call(`/api/posts/?category=${categoryId}&page=99`)).json).toEqual({ count: 12, results: [] });
    const nl = await call(`/api/posts/?category=${categoryId}&language=nl-be`);
    expect(nl.json).toMatchObject({ count: 1, results: [{ title: 'Reis 0', category_slug: 'zz-bestemmingen-posts' }] });
    expect((await call('/api/posts/?category=999999')).json).toEqual({ count: 0, results: [] });
  });

  it('answers 400 for a bad category or paging', async () => {
    for (const query of ['category=abc', 'category=0', 'page=0', 'size=500']) {
      expect((await call(`/api/posts/?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /api/posts/{id}/ and by slug', () => {
  it('gives the full post with sanitized content, its category and SEO fields', async () => {
    const res = await call(`/api/posts/${postIds[0]}/?language=fr-be`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: postIds[0],
      title: 'Voyage 0',
      slug: 'zz-voyage-0',
      excerpt: 'En bref 0',
      author: 'Rédaction',
      category: { id: categoryId, name: 'Destinations test', slug: 'zz-destinations-posts' },
      seo_title: 'Voyage 0 | SEO',
      meta_description: 'Description',
      seo_image: { id: imageId },
      image: { id: imageId },
    });
    expect(res.json.content).toBe('<p>Texte</p><img src="/a.png" alt="" /><a>lien</a>');
    expect((await call('/api/posts/by_slug/zz-voyage-0/?language=fr-be')).json).toEqual(res.json);
  });

  it('finds the post in each of its locales', async () => {
    for (const language of LOCALES) {
      const byId = await call(`/api/posts/${postIds[0]}/?language=${language}`);
      expect(byId.status, language).toBe(200);
      expect((await call(`/api/posts/by_slug/${byId.json.slug}/?language=${language}`)).json).toEqual(byId.json);
    }
  });

  it('answers 404 outside the post’s locales and for unknown ids or slugs, 400 for a bad id', async () => {
    expect((await call(`/api/posts/${postIds[1]}/?language=nl-be`)).status).toBe(404);
    expect((await call('/api/posts/by_slug/zz-voyage-1/?language=nl-be')).status).toBe(404);
    expect((await call('/api/posts/999999/')).status).toBe(404);
    expect((await call('/api/posts/by_slug/no-such-post/')).json.error.code).toBe('not_found');
    expect((await call('/api/posts/abc/')).status).toBe(400);
  });
});

describe('the newest post of each locale', () => {
  it('is the same by id and by slug, with its similar stores and other posts of its category', async () => {
    for (const language of LOCALES) {
      const [summary] = (await call(`/api/posts/?language=${language}&size=1`)).json.results;
      const byId = await call(`/api/posts/${summary.id}/?language=${language}`);
      expect(byId.status).toBe(200);
      expect(byId.json).toMatchObject({ id: summary.id, slug: summary.slug, category: { slug: summary.category_slug } });
      expect((await call(`/api/posts/by_slug/${summary.slug}/?language=${language}`)).json).toEqual(byId.json);
      expect((await call(`/api/posts/${summary.id}/similar_stores/?language=${language}`)).status).toBe(200);
      const others = await call(
        `/api/posts/random_posts_by_category/?language=${language}&category=${byId.json.category.id}&exclude=${summary.id}`,
      );
      expect(others.status).toBe(200);
      for (const post of others.json) {
        expect(post.id).not.toBe(summary.id);
        expect(post.category_slug).toBe(summary.category_slug);
      }
    }
  });
});

describe('GET /api/posts/random_posts_by_category/', () => {
  it('gives 8 posts of the category, the same all day, without the excluded one', async () => {
    const url = `/api/posts/random_posts_by_category/?category=${categoryId}&exclude=${postIds[0]}`;
    const res = await call(url);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(8);
    const ids = res.json.map((post: { id: number }) => post.id);
    expect(new Set(ids).size).toBe(8);
    expect(ids).not.toContain(postIds[0]);
    for (const id of ids) expect(postIds).toContain(id);
    expect((await call(url)).json).toEqual(res.json);
  });

  it('shuffles differently from one day to the next', async () => {
    const day = (iso: string) =>
      randomPostsByCategory('fr-be', categoryId, { size: 12, now: new Date(iso) }).then((posts) => posts!.map((post) => post.id));
    const orders = await Promise.all(['2026-06-01T08:00:00Z', '2026-06-02T08:00:00Z', '2026-06-03T08:00:00Z'].map(day));
    for (const order of orders) expect([...order].sort((a, b) => a - b)).toEqual([...postIds].sort((a, b) => a - b));
    expect(new Set(orders.map((order) => order.join(','))).size).toBeGreaterThan(1);
    expect(await day('2026-06-01T23:00:00Z')).toEqual(orders[0]);
  });

  it('answers with the posts the locale has, in every locale', async () => {
    const nl = await call(`/api/posts/random_posts_by_category/?category=${categoryId}&language=nl-be`);
    expect(nl.json.map((post: { title: string }) => post.title)).toEqual(['Reis 0']);
    const fr = await call(`/api/posts/random_posts_by_category/?category=${categoryId}&language=fr-fr&size=3`);
    expect(fr.json).toHaveLength(3);
  });

  it('answers 404 for an unknown category, 400 without one', async () => {
    expect((await call('/api/posts/random_posts_by_category/?category=999999')).status).toBe(404);
    expect((await call('/api/posts/random_posts_by_category/')).status).toBe(400);
    expect((await call('/api/posts/random_posts_by_category/?category=1&exclude=x')).status).toBe(400);
  });
});

describe('GET /api/posts/{id}/similar_stores/', () => {
  it('gives the post’s stores in order, those the locale has', async () => {
    const fr = await call(`/api/posts/${postIds[0]}/similar_stores/?language=fr-be`);
    expect(fr.status).toBe(200);
    expect(fr.json.map((store: { id: number }) => store.id)).toEqual([storeIds[1], storeIds[0]]);
    expect(fr.json[0]).toMatchObject({ name: 'Store B', slug: 'zz-store-b' });
    for (const language of ['nl-be', 'fr-fr'] as const) {
      const res = await call(`/api/posts/${postIds[0]}/similar_stores/?language=${language}`);
      expect(res.json.map((store: { name: string }) => store.name)).toEqual([`Store A ${language}`]);
    }
    expect((await call(`/api/posts/${postIds[1]}/similar_stores/`)).json).toEqual([]);
  });

  it('answers 404 for a post absent in the locale or unknown', async () => {
    expect((await call(`/api/posts/${postIds[1]}/similar_stores/?language=nl-be`)).status).toBe(404);
    expect((await call('/api/posts/999999/similar_stores/')).status).toBe(404);
  });
});
