import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onInvalidate } from '@/server/cache/invalidate';
import { db } from '@/server/db/client';
import { blogPosts, categories, destinations, media, siteSettings, stores, storeTranslations } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import {
  daysFromNow,
  makeBlogPost,
  makeCategory,
  makeDestination,
  makePromotion,
  makeStore,
  setRelatedStores,
} from '@test/promotion-fixtures';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: true });

let token: string;
let invalidated: string[][] = [];
onInvalidate((changed) => {
  invalidated.push(changed);
});

beforeAll(async () => {
  token = await adminTokenFor();
});

beforeEach(() => {
  invalidated = [];
});

const patch = (id: number | string, body: unknown, options: { query?: string; token?: string | null } = {}) =>
  call(`/api/stores/${id}/${options.query ?? ''}`, {
    method: 'PATCH',
    body,
    token: options.token === null ? undefined : (options.token ?? token),
  });

async function slugsOf(storeId: number) {
  const rows = await db()
    .select({ locale: storeTranslations.locale, slug: storeTranslations.slug })
    .from(storeTranslations)
    .where(eq(storeTranslations.storeId, storeId));
  return Object.fromEntries(rows.map((row) => [row.locale, row.slug]));
}

describe('PATCH /api/stores/{id}/', () => {
  let storeId: number;
  beforeAll(async () => {
    storeId = await makeStore(
      { 'fr-be': 'Valmora Voyages', 'nl-be': 'Valmora Reizen', 'fr-fr': 'Valmora Voyages' },
      { description: '<p>Depuis 1990.</p>' },
    );
  });

  it('needs the admin token', async () => {
    expect((await patch(storeId, { is_top: true }, { token: null })).status).toBe(401);
    const bad = await patch(storeId, { is_top: true }, { token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.json.error.code).toBe('unauthorized');
    expect((await call(`/api/stores/${storeId}/`)).json.name).toBe('Valmora Voyages');
  });

  it('answers 404 for an unknown store or a locale it has no content in, 400 for a malformed id or language', async () => {
    const unknown = await patch(99_999_999, { is_top: true });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    const frenchOnly = await makeStore({ 'fr-fr': 'Seulement France' });
    expect((await patch(frenchOnly, { is_top: true }, { query: '?language=fr-be' })).status).toBe(404);
    expect((await patch(frenchOnly, { is_top: true }, { query: '?language=fr-fr' })).status).toBe(200);
    expect((await patch('abc', { is_top: true })).status).toBe(400);
    expect((await patch(0, { is_top: true })).status).toBe(400);
    const language = await patch(storeId, { is_top: true }, { query: '?language=en-us' });
    expect(language.status).toBe(400);
    expect(language.json.error.code).toBe('bad_request');
  });

  it('rejects an invalid body with 422 and {error: {code, message, details}}, changing nothing', async () => {
    const before = (await call(`/api/stores/${storeId}/`)).json;
    const invalid: [string, unknown][] = [
      ['empty name', { translations: { 'fr-be': { name: '   ' } } }],
      ['unknown field', { slug: 'nouveau-slug' }],
      ['unknown text field', { translations: { 'fr-be': { slug: 'nouveau-slug' } } }],
      ['unknown locale', { translations: { 'en-us': { name: 'Valmora' } } }],
      ['removing a locale', { translations: { 'nl-be': null } }],
      ['website not a URL', { website: 'javascript:alert(1)' }],
      ['flag not a boolean', { is_top: 'yes' }],
      ['reasons not a list', { translations: { 'fr-be': { reasons: 'Pas cher' } } }],
      ['unknown icon', { icon_id: 99_999_999 }],
      ['unknown related store', { related_store_ids: [99_999_999] }],
      ['related to itself', { related_store_ids: [storeId] }],
      ['not an object', [1, 2]],
    ];
    for (const [what, body] of invalid) {
      const res = await patch(storeId, body);
      expect(res.status, what).toBe(422);
      expect(res.json.error.code, what).toBe('validation_error');
      expect(res.json.error.message, what).toEqual(expect.any(String));
      expect(res.json.error.details, what).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.any(String) })]));
    }
    const noLocale = await makeStore({ 'fr-be': 'Belge Seulement' });
    const added = await patch(noLocale, { translations: { 'nl-be': { name: 'Alleen België' } } });
    expect(added.status).toBe(422);
    expect(added.json.error.details).toEqual([{ path: 'translations.nl-be', message: expect.any(String) }]);
    expect((await call(`/api/stores/${noLocale}/?language=nl-be`)).status).toBe(404);
    expect((await call(`/api/stores/${storeId}/`)).json).toEqual(before);
    expect(invalidated).toEqual([]);
  });

  it('renames in one locale: GET shows it there, the other locales and every slug stay', async () => {
    const slugs = await slugsOf(storeId);
    const [frBefore, frFrBefore] = await Promise.all([
      call(`/api/stores/${storeId}/?language=fr-be`),
      call(`/api/stores/${storeId}/?language=fr-fr`),
    ]);
    const res = await patch(storeId, { translations: { 'nl-be': { name: '  Valmora Vakanties ' } } }, { query: '?language=nl-be' });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Valmora Vakanties');
    expect(res.json).toEqual((await call(`/api/stores/${storeId}/?language=nl-be`)).json);
    expect(res.json.slug).toBe(slugs['nl-be']);
    expect((await call(`/api/stores/by_slug/${slugs['nl-be']}/?language=nl-be`)).json.name).toBe('Valmora Vakanties');
    expect((await call(`/api/stores/${storeId}/?language=fr-be`)).json).toEqual(frBefore.json);
    expect((await call(`/api/stores/${storeId}/?language=fr-fr`)).json).toEqual(frFrBefore.json);
    expect(await slugsOf(storeId)).toEqual(slugs);
  });

  it('answers in fr-be by default, and without the trailing slash too', async () => {
    const res = await call(`/api/stores/${storeId}`, {
      method: 'PATCH',
      token,
      body: { translations: { 'fr-be': { reasons: [' Prix bas ', 'Service en français'] } } },
    });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Valmora Voyages');
    expect(res.json.reasons).toEqual(['Prix bas', 'Service en français']);
    expect(res.json.description).toBe('<p>Depuis 1990.</p>');
  });

  it('sanitizes the description as every CMS HTML', async () => {
    const description =
      '<p onclick="steal()">Des <b>séjours</b> <a href="javascript:alert(1)">ici</a><script>alert(1)</script></p>' +
      '<a href="https://valmora.example" target="_blank">site</a><img src="x" onerror="steal()">';
    const res = await patch(storeId, { translations: { 'fr-fr': { description } } }, { query: '?language=fr-fr' });
    expect(res.status).toBe(200);
    expect(res.json.description).toBe(
      '<p>Des <strong>séjours</strong> <a>ici</a></p>' +
        '<a href="https://valmora.example" target="_blank" rel="noopener noreferrer">site</a><img src="x" alt="" />',
    );
  });

  it('changes the given store fields and leaves the others', async () => {
    const related = await makeStore({ 'fr-be': 'Valmora Partenaire' });
    const [icon] = await db()
      .insert(media)
      .values({ file: 'tests/valmora.webp', name: 'valmora.webp', mimeType: 'image/webp', width: 64, height: 64, alt: 'Valmora' })
      .returning({ id: media.id });
    const before = (await call(`/api/stores/${storeId}/`)).json;
    const res = await patch(storeId, {
      website: 'https://www.valmora.example',
      icon_id: icon!.id,
      in_menu: true,
      is_top: true,
      position: 7,
      related_store_ids: [related, related],
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      website: 'https://www.valmora.example',
      icon: { id: icon!.id },
      name: before.name,
      description: before.description,
      rating: before.rating,
      related_stores: [{ id: related, name: 'Valmora Partenaire' }],
    });
    const [row] = await db()
      .select({ inMenu: stores.inMenu, isTop: stores.isTop, position: stores.position })
      .from(stores)
      .where(eq(stores.id, storeId));
    expect(row).toEqual({ inMenu: true, isTop: true, position: 7 });
    const top = await call('/api/stores/top/?size=100');
    expect(top.json.map((store: { id: number }) => store.id)).toContain(storeId);

    const cleared = await patch(storeId, { icon_id: null, related_store_ids: [] });
    expect(cleared.json).toMatchObject({ icon: null, related_stores: [], website: 'https://www.valmora.example' });
  });
});

describe('what a store edit expires', () => {
  it('expires the pages that show the store, found in the database', async () => {
    const top = await makeCategory({ 'fr-be': 'Vacances actives' });
    const middle = await makeCategory({ 'fr-be': 'Randonnée' }, top, 2);
    const leaf = await makeCategory({ 'fr-be': 'Randonnée en montagne' }, middle, 3);
    const tiles = await makeCategory({ 'fr-be': 'Séjours sportifs' });
    const bottom = await makeCategory({ 'fr-be': 'Séjours nature' });
    const expiredOnly = await makeCategory({ 'fr-be': 'Anciennes offres' });
    const store = await makeStore({ 'fr-be': 'Altitudo', 'nl-be': 'Altitudo' });
    const neighbour = await makeStore({ 'fr-be': 'Altitudo Voisin' });
    await setRelatedStores(neighbour, [store]);
    await makePromotion({ storeId: store, titles: { 'fr-be': 'Altitudo -10%' }, categoryIds: [leaf] });
    await makePromotion({
      storeId: store,
      titles: { 'fr-be': 'Altitudo ancien' },
      categoryIds: [expiredOnly],
      startsAt: daysFromNow(-20),
      endsAt: daysFromNow(-2),
    });
    await db().update(categories).set({ storeIds: [store] }).where(eq(categories.id, tiles));
    await db().update(categories).set({ bottomRelatedStoreIds: [store] }).where(eq(categories.id, bottom));
    const destination = await makeDestination({ 'fr-be': 'Savoie' });
    await db().update(destinations).set({ bannerStoreIds: [store] }).where(eq(destinations.id, destination));
    const post = await makeBlogPost({ 'fr-be': 'Randonner en Savoie' });
    await db().update(blogPosts).set({ similarStoreIds: [store] }).where(eq(blogPosts.id, post));
    await db()
      .update(siteSettings)
      .set({ homePageStoreIds: sql`array_append(${siteSettings.homePageStoreIds}, ${store})` })
      .where(eq(siteSettings.locale, 'nl-be'));

    invalidated = [];
    expect((await patch(store, { translations: { 'nl-be': { name: 'Altitudo Bergen' } } })).status).toBe(200);
    expect(invalidated).toHaveLength(1);
    expect([...invalidated[0]!].sort()).toEqual(
      [
        `store:${store}`,
        `store:${neighbour}`,
        `category:${leaf}`,
        `category:${middle}`,
        `category:${top}`,
        `category:${tiles}`,
        `category:${bottom}`,
        `destination:${destination}`,
        'home',
        `blog-post:${post}`,
        'promotions',
        'stores',
      ].sort(),
    );
  });

  it('expires only its own page and the lists of many stores when nothing else shows it', async () => {
    const store = await makeStore({ 'fr-be': 'Nulle Part' });
    await patch(store, { website: 'https://nulle-part.example' });
    expect(invalidated).toEqual([[`store:${store}`, 'promotions', 'stores']]);
  });

  it('on the seed: a store shown in a category expires that category, never the layout', async () => {
    const [category] = await db()
      .select({ id: categories.id, storeIds: categories.storeIds })
      .from(categories)
      .where(sql`cardinality(${categories.storeIds}) > 0`)
      .limit(1);
    const storeId = category!.storeIds[0]!;
    const [content] = await db()
      .select({ locale: storeTranslations.locale })
      .from(storeTranslations)
      .where(eq(storeTranslations.storeId, storeId))
      .limit(1);
    const res = await patch(storeId, { position: 3 }, { query: `?language=${content!.locale}` });
    expect(res.status).toBe(200);
    expect(invalidated).toHaveLength(1);
    expect(invalidated[0]).toEqual(expect.arrayContaining([`store:${storeId}`, `category:${category!.id}`, 'promotions', 'stores']));
    expect(invalidated[0]).not.toContain('layout');
  });
});
