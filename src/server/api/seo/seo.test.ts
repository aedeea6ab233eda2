import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/locales';
import { onInvalidate } from '@/server/cache/invalidate';
import { db } from '@/server/db/client';
import {
  blogCategories,
  blogCategoryTranslations,
  blogPosts,
  blogPostTranslations,
  categories,
  categoryTranslations,
  media,
  stores,
  storeTranslations,
} from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { everyPage } from '@test/every-page';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: true });

type Kind = 'store' | 'promotion_category' | 'blog_post_category' | 'blog_post';

let token: string;
let imageId: number;
/** Per kind: an entity with content in fr-be and nl-be, none in fr-fr. */
const ids = {} as Record<Kind, number>;
const invalidated: string[][] = [];
onInvalidate((changed) => {
  invalidated.push(changed);
});

const BELGIAN = ['fr-be', 'nl-be'] as const;

beforeAll(async () => {
  token = await adminTokenFor();
  const [image] = await db()
    .insert(media)
    .values({ file: 'tests/seo.webp', name: 'seo.webp', mimeType: 'image/webp', alt: 'SEO' })
    .returning({ id: media.id });
  imageId = image!.id;

  const [store] = await db().insert(stores).values({ website: 'https://seo.example' }).returning({ id: stores.id });
  ids.store = store!.id;
  await db().insert(storeTranslations).values(
    BELGIAN.map((locale) => ({ storeId: ids.store, locale, name: `SEO store ${locale}`, slug: `zz-seo-store-${locale}`, seoTitle: 'Old' })),
  );

  const [category] = await db().insert(categories).values({ level: 1 }).returning({ id: categories.id });
  ids.promotion_category = category!.id;
  await db().insert(categoryTranslations).values(
    BELGIAN.map((locale) => ({ categoryId: ids.promotion_category, locale, name: `SEO category ${locale}`, slug: `zz-seo-category-${locale}` })),
  );

  const [blogCategory] = await db().insert(blogCategories).values({}).returning({ id: blogCategories.id });
  ids.blog_post_category = blogCategory!.id;
  await db().insert(blogCategoryTranslations).values(
    BELGIAN.map((locale) => ({ blogCategoryId: ids.blog_post_category, locale, name: `SEO blog ${locale}`, slug: `zz-seo-blog-${locale}` })),
  );

  const [post] = await db().insert(blogPosts).values({ blogCategoryId: ids.blog_post_category }).returning({ id: blogPosts.id });
  ids.blog_post = post!.id;
  await db().insert(blogPostTranslations).values(
    BELGIAN.map((locale) => ({ blogPostId: ids.blog_post, locale, title: `SEO post ${locale}`, slug: `zz-seo-post-${locale}` })),
  );
});

afterEach(() => {
  invalidated.length = 0;
});

const TABLES = {
  store: storeTranslations,
  promotion_category: categoryTranslations,
  blog_post_category: blogCategoryTranslations,
  blog_post: blogPostTranslations,
};

async function translationsIn(kind: Kind, locale: (typeof LOCALES)[number]): Promise<number> {
  const table = TABLES[kind];
  const [row] = await db().select({ n: count() }).from(table).where(eq(table.locale, locale));
  return Number(row!.n);
}

const TAGS: Record<Kind, (id: number) => string> = {
  store: (id) => `store:${id}`,
  promotion_category: (id) => `category:${id}`,
  blog_post_category: (id) => `blog-category:${id}`,
  blog_post: (id) => `blog-post:${id}`,
};

const patch = (kind: Kind, id: number, language: string, body: unknown, auth: string | null = token) =>
  call(`/api/seo/${kind}/${id}/?language=${language}`, { method: 'PATCH', body, token: auth ?? undefined });

describe.each(['store', 'promotion_category', 'blog_post_category', 'blog_post'] as const)('SEO of %s', (kind) => {
  it('lists the SEO fields of the entities with content in the locale, by id', async () => {
    for (const language of LOCALES) {
      const res = await everyPage<{ id: number }>(`/api/seo/${kind}/?language=${language}`);
      expect(res.count).toBe(await translationsIn(kind, language));
      expect(res.results).toHaveLength(res.count);
      const listed = res.results.map((record) => record.id);
      expect(listed).toEqual([...listed].sort((a, b) => a - b));
      const mine = res.results.find((record: { id: number }) => record.id === ids[kind]);
      if (language === 'fr-fr') {
        expect(mine).toBeUndefined();
      } else {
        expect(mine).toEqual({
          id: ids[kind],
          name: expect.stringContaining(language),
          slug: expect.stringContaining(language),
          seo_title: expect.any(String),
          meta_description: '',
          seo_image: null,
        });
      }
    }
  });

  it('pages the list', async () => {
    const all = await everyPage(`/api/seo/${kind}/?language=nl-be`);
    const last = await call(`/api/seo/${kind}/?language=nl-be&size=1&page=${all.count}`);
    expect(last.json.results).toEqual(all.results.slice(-1));
    expect((await call(`/api/seo/${kind}/?page=${all.count + 1000}`)).json.results).toEqual([]);
    expect((await call(`/api/seo/${kind}/?page=0`)).status).toBe(400);
  });

  it("changes the fields of one locale only and invalidates the entity's tag", async () => {
    const res = await patch(kind, ids[kind], 'nl-be', { seo_title: ' Nieuwe titel ', meta_description: 'Nieuwe beschrijving', seo_image_id: imageId });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: ids[kind], seo_title: 'Nieuwe titel', meta_description: 'Nieuwe beschrijving', seo_image: { id: imageId } });
    // Exactly the pages of that entity: its metadata shows nowhere else.
    expect(invalidated).toEqual([[TAGS[kind](ids[kind])]]);
    const list = (await everyPage<{ id: number }>(`/api/seo/${kind}/?language=nl-be`)).results;
    expect(list.find((record) => record.id === ids[kind])).toEqual(res.json);
    const fr = (await everyPage<{ id: number; seo_title: string }>(`/api/seo/${kind}/?language=fr-be`)).results;
    expect(fr.find((record) => record.id === ids[kind])!.seo_title).not.toBe('Nieuwe titel');

    const partial = await patch(kind, ids[kind], 'nl-be', { seo_image_id: null });
    expect(partial.json).toMatchObject({ seo_title: 'Nieuwe titel', seo_image: null });
    const empty = await patch(kind, ids[kind], 'nl-be', {});
    expect(empty.json).toEqual(partial.json);
  });

  it('answers 404 where the entity has no content, 401 without a token, 422 for a bad body', async () => {
    expect((await patch(kind, ids[kind], 'fr-fr', { seo_title: 'x' })).status).toBe(404);
    expect((await patch(kind, 999_999, 'fr-be', { seo_title: 'x' })).status).toBe(404);
    expect((await patch(kind, 999_999, 'fr-be', {})).status).toBe(404);
    expect((await patch(kind, ids[kind], 'fr-be', { seo_title: 'x' }, null)).status).toBe(401);
    for (const body of [
      { seo_title: 'x'.repeat(301) },
      { meta_description: 'x'.repeat(501) },
      { seo_image_id: 999_999 },
      { seo_image_id: 'one' },
      { name: 'Renamed' },
    ]) {
      expect((await patch(kind, ids[kind], 'fr-be', body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await patch(kind, ids[kind], 'xx', { seo_title: 'x' })).status).toBe(400);
    expect(invalidated).toEqual([]);
  });
});
