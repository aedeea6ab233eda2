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
          // Written straight into its table, it has no row in the slug registry: no public page.
          path: null,
        });
      }
    }
  });

  it('gives each record its public path in the locale', async () => {
    const sections: Record<Kind, Record<'fr-be' | 'nl-be', RegExp>> = {
      store: { 'fr-be': /^\/[^/]+$/, 'nl-be': /^\/[^/]+$/ },
      promotion_category: { 'fr-be': /^\/categories(\/[^/]+){1,3}$/, 'nl-be': /^\/categorieen(\/[^/]+){1,3}$/ },
      blog_post_category: { 'fr-be': /^\/blog\/[^/]+$/, 'nl-be': /^\/blog\/[^/]+$/ },
      blog_post: { 'fr-be': /^\/blog\/[^/]+\/[^/]+$/, 'nl-be': /^\/blog\/[^/]+\/[^/]+$/ },
    };
    for (const language of BELGIAN) {
      const { results } = await everyPage<{ id: number; slug: string; path: string | null }>(`/api/seo/${kind}/?language=${language}`);
      const seeded = results.filter((record) => record.id !== ids[kind]);
      expect(seeded.length).toBeGreaterThan(0);
      for (const record of seeded) {
        expect(record.path, `${language} ${record.id}`).toMatch(sections[kind][language]);
        expect(record.path!.endsWith(`/${encodeURIComponent(record.slug)}`), `${record.path} ends with ${record.slug}`).toBe(true);
      }
    }
  });

  it('keeps the records missing a text, or whose name or slug holds a text', async () => {
    type Listed = { id: number; seo_title: string; meta_description: string };
    const idsIn = async (query: string) => (await everyPage<Listed>(`/api/seo/${kind}/?language=nl-be&${query}`)).results.map((record) => record.id);
    expect((await patch(kind, ids[kind], 'nl-be', { seo_title: 'Een titel', meta_description: '' })).status).toBe(200);
    expect(await idsIn('missing=meta_description')).toContain(ids[kind]);
    expect(await idsIn('missing=any')).toContain(ids[kind]);
    expect(await idsIn('missing=seo_title')).not.toContain(ids[kind]);

    expect((await patch(kind, ids[kind], 'nl-be', { seo_title: '   ', meta_description: 'Een beschrijving' })).status).toBe(200);
    expect(await idsIn('missing=seo_title')).toContain(ids[kind]);
    expect(await idsIn('missing=meta_description')).not.toContain(ids[kind]);

    expect((await patch(kind, ids[kind], 'nl-be', { seo_title: 'Een titel' })).status).toBe(200);
    expect(await idsIn('missing=any')).not.toContain(ids[kind]);

    // `any` is exactly the records with a blank text, counted as the list pages them.
    const all = (await everyPage<Listed>(`/api/seo/${kind}/?language=nl-be`)).results;
    const blank = all.filter((record) => !record.seo_title.trim() || !record.meta_description.trim()).map((record) => record.id);
    expect(await idsIn('missing=any')).toEqual(blank);
    const first = await call(`/api/seo/${kind}/?language=nl-be&missing=any&size=1`);
    expect(first.json.count).toBe(blank.length);

    // By name or slug, case ignored; `%` and `_` are plain characters.
    const word = { store: 'STORE', promotion_category: 'CATEGORY', blog_post_category: 'BLOG', blog_post: 'POST' }[kind];
    expect(await idsIn(`q=${encodeURIComponent(`sEo ${word} NL`)}`)).toEqual([ids[kind]]);
    expect(await idsIn('q=zz-seo')).toEqual([ids[kind]]);
    expect(await idsIn('q=zz%25seo')).toEqual([]);
    expect(await idsIn('q=zz-seo&missing=any')).toEqual([]);
    expect((await call(`/api/seo/${kind}/?missing=yes`)).status).toBe(400);
    expect((await call(`/api/seo/${kind}/?q=${'x'.repeat(101)}`)).status).toBe(400);
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
