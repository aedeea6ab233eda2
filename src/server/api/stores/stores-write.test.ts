import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onInvalidate } from '@/server/cache/invalidate';
import { db } from '@/server/db/client';
import { categories, siteSettings, slugs } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { makeCategory, makePromotion } from '@test/promotion-fixtures';
import { adminTokenFor, call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: true });

let token: string;
let invalidated: string[][] = [];
onInvalidate((changed) => {
  invalidated.push(changed);
});

beforeAll(async () => {
  // Stores are content: an editor writes them.
  token = await editorTokenFor();
});

beforeEach(() => {
  invalidated = [];
});

let serial = 0;
/** A store body with slugs no other test uses. */
function storeBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    website: 'https://www.dunerra.example',
    translations: {
      'fr-be': { name: 'Dunerra Voyages', slug: `dunerra-voyages-${serial}`, description: '<p>Des dunes.</p>' },
      'nl-be': { name: 'Dunerra Reizen', slug: `dunerra-reizen-${serial}`, reasons: ['Goedkoop'] },
    },
    ...overrides,
  };
}

const write = (method: string, path: string, body?: unknown, as: string | null = token) =>
  call(path, { method, body, token: as ?? undefined });

async function auditOf(id: number) {
  const res = await call(`/api/audit_log/?entity_type=store&entity_id=${id}`, { token });
  expect(res.status).toBe(200);
  return res.json.results as { action: string; username: string; locale: string | null; changes: { field: string; old?: unknown; new?: unknown }[] }[];
}

describe('POST /api/stores/', () => {
  it('creates a store in two locales: each is served at its slug there, and nowhere else', async () => {
    const body = storeBody({ is_top: true, position: 4 });
    const res = await write('POST', '/api/stores/', body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      website: 'https://www.dunerra.example',
      is_top: true,
      position: 4,
      in_menu: false,
      translations: {
        'fr-be': { name: 'Dunerra Voyages', slug: body.translations['fr-be'].slug, description: '<p>Des dunes.</p>', reasons: [] },
        'nl-be': { name: 'Dunerra Reizen', slug: body.translations['nl-be'].slug, reasons: ['Goedkoop'] },
      },
    });
    const id = res.json.id;
    const fr = await call(`/api/stores/by_slug/${body.translations['fr-be'].slug}/?language=fr-be`);
    expect(fr.json).toMatchObject({ id, name: 'Dunerra Voyages' });
    const nl = await call(`/api/stores/by_slug/${body.translations['nl-be'].slug}/?language=nl-be`);
    expect(nl.json).toMatchObject({ id, name: 'Dunerra Reizen' });
    expect((await call(`/api/stores/${id}/?language=fr-fr`)).status).toBe(404);
    const resolved = await call(`/api/slugs/?slug=${body.translations['nl-be'].slug}&language=nl-be`);
    expect(resolved.json).toMatchObject({ entity_type: 'store', id });
    expect(invalidated).toEqual([[`store:${id}`, 'stores', 'slugs']]);

    const [created] = await auditOf(id);
    expect(created).toMatchObject({ action: 'create', username: 'test-editor', locale: null });
    expect(created!.changes).toEqual(
      expect.arrayContaining([
        { field: 'translations.nl-be.name', new: 'Dunerra Reizen' },
        { field: 'website', new: 'https://www.dunerra.example' },
      ]),
    );
  });

  it('answers 401 without a token, and writes nothing', async () => {
    const body = storeBody();
    const res = await write('POST', '/api/stores/', body, null);
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
    expect((await call(`/api/stores/by_slug/${body.translations['fr-be'].slug}/`)).status).toBe(404);
  });

  it('rejects an invalid body with 422 and the field of each problem', async () => {
    const invalid: [string, unknown, string][] = [
      ['no locale', storeBody({ translations: {} }), 'translations'],
      ['slug with capitals', storeBody({ translations: { 'fr-be': { name: 'Dunerra', slug: 'Dunerra Voyages' } } }), 'translations.fr-be.slug'],
      ['empty name', storeBody({ translations: { 'fr-be': { name: '  ', slug: 'dunerra-sans-nom' } } }), 'translations.fr-be.name'],
      ['website not http', storeBody({ website: 'javascript:alert(1)' }), 'website'],
      ['unknown field', storeBody({ rating: 5 }), ''],
      ['unknown category', storeBody({ category_ids: [99_999_999] }), 'category_ids'],
      ['unknown icon', storeBody({ icon_id: 99_999_999 }), 'icon_id'],
      ['a fixed page of the site', storeBody({ translations: { 'nl-be': { name: 'Blog', slug: 'blog' } } }), 'translations.nl-be.slug'],
    ];
    for (const [what, body, path] of invalid) {
      const res = await write('POST', '/api/stores/', body);
      expect(res.status, what).toBe(422);
      expect(res.json.error.code, what).toBe('validation_error');
      expect(res.json.error.details, what).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    const malformed = await call('/api/stores/', { method: 'POST', token, raw: '{"website":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(invalidated).toEqual([]);
  });

  it('answers 409 naming the entity that holds the slug in the locale', async () => {
    const [category] = await db()
      .select({ slug: slugs.slug, id: slugs.entityId })
      .from(slugs)
      .where(and(eq(slugs.entityType, 'category'), eq(slugs.locale, 'nl-be'), isNull(slugs.parentId)))
      .limit(1);
    const body = storeBody();
    body.translations['nl-be'].slug = category!.slug;
    const res = await write('POST', '/api/stores/', body);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('conflict');
    expect(res.json.error.details).toEqual([
      expect.objectContaining({ path: 'translations.nl-be.slug', entity_type: 'category', id: category!.id }),
    ]);
    // The same slug in another locale is free.
    const elsewhere = storeBody();
    elsewhere.translations['fr-be'].slug = category!.slug;
    expect((await write('POST', '/api/stores/', elsewhere)).status).toBe(201);
  });
});

describe('PUT /api/stores/{id}/', () => {
  let id: number;
  let body: ReturnType<typeof storeBody>;
  beforeAll(async () => {
    body = storeBody();
    id = (await write('POST', '/api/stores/', body)).json.id;
  });

  it('moves a store to a new slug in one locale and leaves the other', async () => {
    const oldSlug = body.translations['nl-be'].slug;
    const next = { ...body, translations: { ...body.translations, 'nl-be': { ...body.translations['nl-be'], slug: `${oldSlug}-nieuw` } } };
    const res = await write('PUT', `/api/stores/${id}/`, next);
    expect(res.status).toBe(200);
    expect(res.json.translations['nl-be'].slug).toBe(`${oldSlug}-nieuw`);
    expect((await call(`/api/stores/by_slug/${oldSlug}/?language=nl-be`)).status).toBe(404);
    expect((await call(`/api/stores/by_slug/${oldSlug}-nieuw/?language=nl-be`)).json.id).toBe(id);
    expect((await call(`/api/stores/by_slug/${body.translations['fr-be'].slug}/?language=fr-be`)).json.id).toBe(id);
    expect(invalidated).toHaveLength(1);
    expect(invalidated[0]).toEqual(expect.arrayContaining([`store:${id}`, 'slugs']));

    const [moved] = await auditOf(id);
    expect(moved).toMatchObject({
      action: 'update',
      locale: 'nl-be',
      changes: [{ field: 'translations.nl-be.slug', old: oldSlug, new: `${oldSlug}-nieuw` }],
    });
    body = next;
  });

  it('expires only its own page for a text only it shows', async () => {
    const next = { ...body, translations: { ...body.translations, 'fr-be': { ...body.translations['fr-be'], description: '<p>Autres dunes.</p>' } } };
    expect((await write('PUT', `/api/stores/${id}/`, next)).status).toBe(200);
    expect(invalidated).toEqual([[`store:${id}`]]);
    body = next;
  });

  it('removes a locale left out, with its address', async () => {
    const frOnly = { ...body, translations: { 'fr-be': body.translations['fr-be'] } };
    const res = await write('PUT', `/api/stores/${id}/`, frOnly);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.translations)).toEqual(['fr-be']);
    expect((await call(`/api/stores/${id}/?language=nl-be`)).status).toBe(404);
    const registry = await db().select({ locale: slugs.locale }).from(slugs).where(and(eq(slugs.entityType, 'store'), eq(slugs.entityId, id)));
    expect(registry).toEqual([{ locale: 'fr-be' }]);
  });

  it('answers 404 for an unknown store and 409 for a slug of another store', async () => {
    expect((await write('PUT', '/api/stores/99999999/', storeBody())).status).toBe(404);
    const other = storeBody();
    const otherId = (await write('POST', '/api/stores/', other)).json.id;
    const taken = { ...body, translations: { 'fr-be': { ...body.translations['fr-be'], slug: other.translations['fr-be'].slug } } };
    const res = await write('PUT', `/api/stores/${id}/`, taken);
    expect(res.status).toBe(409);
    expect(res.json.error.details).toEqual([expect.objectContaining({ entity_type: 'store', id: otherId })]);
  });
});

describe('DELETE /api/stores/{id}/', () => {
  it('answers 409 listing the promotions of the store, and deletes nothing', async () => {
    const id = (await write('POST', '/api/stores/', storeBody())).json.id;
    const promotion = await makePromotion({ storeId: id, titles: { 'fr-be': 'Dunerra -10%' } });
    const res = await write('DELETE', `/api/stores/${id}/`);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('conflict');
    expect(res.json.error.details).toEqual([{ entity_type: 'promotion', count: 1, ids: [promotion.id] }]);
    expect((await call(`/api/stores/${id}/`)).status).toBe(200);
  });

  it('deletes a store without promotions, takes it out of the lists it was picked into and expires their pages', async () => {
    const body = storeBody();
    const id = (await write('POST', '/api/stores/', body)).json.id;
    const category = await makeCategory({ 'fr-be': 'Déserts' });
    await db().update(categories).set({ storeIds: [id] }).where(eq(categories.id, category));
    const [settings] = await db().select({ ids: siteSettings.homePageStoreIds }).from(siteSettings).where(eq(siteSettings.locale, 'fr-be'));
    await db().update(siteSettings).set({ homePageStoreIds: [...settings!.ids, id] }).where(eq(siteSettings.locale, 'fr-be'));
    invalidated = [];

    const res = await write('DELETE', `/api/stores/${id}/`);
    expect(res.status).toBe(204);
    expect((await call(`/api/stores/${id}/`)).status).toBe(404);
    expect((await call(`/api/slugs/?slug=${body.translations['fr-be'].slug}`)).status).toBe(404);
    const [picked] = await db().select({ ids: categories.storeIds }).from(categories).where(eq(categories.id, category));
    expect(picked!.ids).toEqual([]);
    const [home] = await db().select({ ids: siteSettings.homePageStoreIds }).from(siteSettings).where(eq(siteSettings.locale, 'fr-be'));
    expect(home!.ids).toEqual(settings!.ids);
    expect(invalidated).toHaveLength(1);
    expect(invalidated[0]).toEqual(expect.arrayContaining([`store:${id}`, `category:${category}`, 'home', 'slugs']));

    const [deleted] = await auditOf(id);
    expect(deleted).toMatchObject({ action: 'delete', username: 'test-editor' });
    expect(deleted!.changes).toEqual(expect.arrayContaining([{ field: 'translations.fr-be.name', old: 'Dunerra Voyages' }]));
    expect((await write('DELETE', `/api/stores/${id}/`)).status).toBe(404);
  });

  it('is open to editors and admins alike, and to no one without a token', async () => {
    const id = (await write('POST', '/api/stores/', storeBody())).json.id;
    expect((await write('DELETE', `/api/stores/${id}/`, undefined, null)).status).toBe(401);
    expect((await write('DELETE', `/api/stores/${id}/`, undefined, await adminTokenFor())).status).toBe(204);
  });
});
