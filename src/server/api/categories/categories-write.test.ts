import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onInvalidate } from '@/server/cache/invalidate';
import { db } from '@/server/db/client';
import { categories, slugs } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { makePromotion, makeStore } from '@test/promotion-fixtures';
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

let serial = 0;
/** Texts of a locale with a slug no other test uses. */
function texts(name: string, extra: Record<string, unknown> = {}) {
  serial += 1;
  return { name, slug: `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${serial}`, ...extra };
}

async function createCategory(body: Record<string, unknown>) {
  const res = await write('POST', '/api/categories/', body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; level: number; translations: Record<string, { slug: string; name: string; faq_items: unknown[] }> };
}

async function auditOf(id: number) {
  return (await call(`/api/audit_log/?entity_type=category&entity_id=${id}`, { token })).json.results as {
    action: string;
    locale: string | null;
    changes: { field: string; old?: unknown; new?: unknown }[];
  }[];
}

describe('POST /api/categories/', () => {
  it('creates a top category in two locales, served at its slug in each', async () => {
    const fr = texts('Croisieres fluviales', { top_description: '<p>Au fil <b>de l’eau</b></p><script>x()</script>', faq_items: [{ question: 'Quand ?', answer: 'En été.' }] });
    const nl = texts('Riviercruises');
    const created = await createCategory({ in_menu: true, translations: { 'fr-be': fr, 'nl-be': nl } });
    expect(created).toMatchObject({ level: 1, parent_id: null, in_menu: true, translations: { 'fr-be': { name: 'Croisieres fluviales', top_description: '<p>Au fil <strong>de l’eau</strong></p>' } } });
    const page = await call(`/api/categories/by_slug/${nl.slug}/?language=nl-be`);
    expect(page.json).toMatchObject({ id: created.id, name: 'Riviercruises', entity_type: 'category' });
    expect((await call(`/api/categories/by_slug/${fr.slug}/?language=fr-be`)).json.faq_items).toEqual([{ question: 'Quand ?', answer: 'En été.' }]);
    expect((await call(`/api/categories/${created.id}/?language=fr-fr`)).status).toBe(404);
    expect(invalidated).toEqual([['categories', 'slugs']]);
    expect((await auditOf(created.id))[0]).toMatchObject({ action: 'create' });
  });

  it('creates subcategories on levels 2 and 3 at their parents’ addresses, never a fourth level', async () => {
    const top = await createCategory({ translations: { 'fr-be': texts('Nature'), 'nl-be': texts('Natuur') } });
    const middle = await createCategory({ parent_id: top.id, translations: { 'fr-be': texts('Forets'), 'nl-be': texts('Bossen') } });
    expect(middle.level).toBe(2);
    const nlPage = await call(`/api/categories/${middle.id}/?language=nl-be`);
    expect(nlPage.json).toMatchObject({ entity_type: 'subcategory', path: `/nl-be/categorieen/${top.translations['nl-be']!.slug}/${middle.translations['nl-be']!.slug}` });
    const leaf = await createCategory({ parent_id: middle.id, translations: { 'fr-be': texts('Forets tropicales') } });
    expect(leaf.level).toBe(3);
    const fourth = await write('POST', '/api/categories/', { parent_id: leaf.id, translations: { 'fr-be': texts('Trop profond') } });
    expect(fourth.status).toBe(422);
    expect(fourth.json.error.details).toEqual([expect.objectContaining({ path: 'parent_id' })]);
  });

  it('refuses a locale the parent has no content in, and an unknown parent', async () => {
    const top = await createCategory({ translations: { 'fr-be': texts('Seulement belge') } });
    const res = await write('POST', '/api/categories/', { parent_id: top.id, translations: { 'fr-fr': texts('Enfant francais') } });
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual([expect.objectContaining({ path: 'translations.fr-fr' })]);
    const orphan = await write('POST', '/api/categories/', { parent_id: 99_999_999, translations: { 'fr-be': texts('Orphelin') } });
    expect(orphan.json.error.details).toEqual([expect.objectContaining({ path: 'parent_id' })]);
  });

  it('rejects an invalid body with 422 and the field of each problem', async () => {
    const invalid: [string, unknown, string][] = [
      ['no locale', { translations: {} }, 'translations'],
      ['bad slug', { translations: { 'fr-be': { name: 'X', slug: 'Pas un slug' } } }, 'translations.fr-be.slug'],
      ['empty question', { translations: { 'fr-be': texts('Faq vide', { faq_items: [{ question: ' ', answer: 'a' }] }) } }, 'translations.fr-be.faq_items.0.question'],
      ['unknown field', { translations: { 'fr-be': texts('Champ') }, script_1: '<script>' }, ''],
      ['unknown linking key', { translations: { 'fr-be': texts('Lien') }, datafeed_linking_fields: { nowhere: [1] } }, 'datafeed_linking_fields'],
      ['unknown store', { translations: { 'fr-be': texts('Magasin') }, store_ids: [99_999_999] }, 'store_ids'],
      ['unknown post', { translations: { 'fr-be': texts('Article') }, related_post_ids: [99_999_999] }, 'related_post_ids'],
      ['unknown banner', { translations: { 'fr-be': texts('Banniere') }, banner_id: 99_999_999 }, 'banner_id'],
    ];
    for (const [what, body, path] of invalid) {
      const res = await write('POST', '/api/categories/', body);
      expect(res.status, what).toBe(422);
      expect(res.json.error.code, what).toBe('validation_error');
      expect(res.json.error.details, what).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    expect(invalidated).toEqual([]);
  });

  it('answers 409 naming the sibling or the store that holds the slug', async () => {
    const top = await createCategory({ translations: { 'fr-be': texts('Montagne') } });
    const first = await createCategory({ parent_id: top.id, translations: { 'fr-be': texts('Randonnee') } });
    const clash = await write('POST', '/api/categories/', { parent_id: top.id, translations: { 'fr-be': { name: 'Autre', slug: first.translations['fr-be']!.slug } } });
    expect(clash.status).toBe(409);
    expect(clash.json.error.details).toEqual([expect.objectContaining({ path: 'translations.fr-be.slug', entity_type: 'subcategory', id: first.id })]);

    const store = await write('POST', '/api/stores/', { website: 'https://x.example', translations: { 'fr-be': texts('Boutique') } });
    const root = await write('POST', '/api/categories/', { translations: { 'fr-be': { name: 'Boutique', slug: store.json.translations['fr-be'].slug } } });
    expect(root.status).toBe(409);
    expect(root.json.error.details).toEqual([expect.objectContaining({ entity_type: 'store', id: store.json.id })]);
  });
});

describe('PATCH /api/categories/{id}/', () => {
  let top: Awaited<ReturnType<typeof createCategory>>;
  let child: Awaited<ReturnType<typeof createCategory>>;
  beforeAll(async () => {
    top = await createCategory({ translations: { 'fr-be': texts('Plages'), 'nl-be': texts('Stranden') } });
    child = await createCategory({ parent_id: top.id, translations: { 'fr-be': texts('Plages de sable'), 'nl-be': texts('Zandstranden') } });
  });

  it('changes a text only its page shows: that page alone expires, the log names the locale', async () => {
    const res = await write('PATCH', `/api/categories/${top.id}/`, { translations: { 'nl-be': { header_1: 'De mooiste stranden' } } });
    expect(res.status).toBe(200);
    expect(res.json.translations['nl-be'].header_1).toBe('De mooiste stranden');
    expect(res.json.translations['fr-be'].name).toBe('Plages');
    expect(invalidated).toEqual([[`category:${top.id}`]]);
    expect((await auditOf(top.id))[0]).toMatchObject({ action: 'update', locale: 'nl-be', changes: [{ field: 'translations.nl-be.header_1', old: '', new: 'De mooiste stranden' }] });
  });

  it('renames: the lists and menus expire; a new slug moves the address and its children’s', async () => {
    await write('PATCH', `/api/categories/${top.id}/`, { translations: { 'fr-be': { name: 'Belles plages' } } });
    expect(invalidated).toEqual([[`category:${top.id}`, 'categories']]);
    invalidated = [];
    const oldSlug = top.translations['fr-be']!.slug;
    const res = await write('PATCH', `/api/categories/${top.id}/`, { translations: { 'fr-be': { slug: `${oldSlug}-bis` } } });
    expect(res.status).toBe(200);
    expect(invalidated).toEqual([[`category:${top.id}`, 'categories', 'slugs']]);
    expect((await call(`/api/categories/by_slug/${oldSlug}/`)).status).toBe(404);
    expect((await call(`/api/categories/${child.id}/`)).json.path).toBe(`/categories/${oldSlug}-bis/${child.translations['fr-be']!.slug}`);
  });

  it('adds a locale with its name and slug (422 without), and refuses to remove one its children have', async () => {
    const incomplete = await write('PATCH', `/api/categories/${top.id}/`, { translations: { 'fr-fr': { name: 'Plages' } } });
    expect(incomplete.status).toBe(422);
    expect(incomplete.json.error.details).toEqual([{ path: 'translations.fr-fr.slug', message: expect.any(String) }]);
    const added = await write('PATCH', `/api/categories/${top.id}/`, { translations: { 'fr-fr': texts('Plages de France') } });
    expect(added.status).toBe(200);
    expect((await call(`/api/categories/${top.id}/?language=fr-fr`)).status).toBe(200);

    const removed = await write('PATCH', `/api/categories/${top.id}/`, { translations: { 'nl-be': null } });
    expect(removed.status).toBe(409);
    expect(removed.json.error.details).toEqual([{ entity_type: 'category', count: 1, ids: [child.id] }]);
    expect((await call(`/api/categories/${top.id}/?language=nl-be`)).status).toBe(200);
    const frFr = await write('PATCH', `/api/categories/${top.id}/`, { translations: { 'fr-fr': null } });
    expect(frFr.status).toBe(200);
    expect((await call(`/api/categories/${top.id}/?language=fr-fr`)).status).toBe(404);
  });

  it('answers 404 for an unknown category, 400 for a malformed id, 401 without a token', async () => {
    expect((await write('PATCH', '/api/categories/99999999/', { in_menu: true })).status).toBe(404);
    expect((await write('PATCH', '/api/categories/abc/', { in_menu: true })).status).toBe(400);
    expect((await write('PATCH', `/api/categories/${top.id}/`, { in_menu: true }, null)).status).toBe(401);
    expect((await write('PATCH', `/api/categories/${top.id}/`, { parent_id: null })).status).toBe(422);
  });
});

describe('DELETE /api/categories/{id}/', () => {
  it('answers 409 listing the children, then the promotions, of a category', async () => {
    const top = await createCategory({ translations: { 'fr-be': texts('Ski') } });
    const child = await createCategory({ parent_id: top.id, translations: { 'fr-be': texts('Ski de fond') } });
    const withChildren = await write('DELETE', `/api/categories/${top.id}/`);
    expect(withChildren.status).toBe(409);
    expect(withChildren.json.error.details).toEqual([{ entity_type: 'category', count: 1, ids: [child.id] }]);

    const store = await makeStore({ 'fr-be': 'Neigeo' });
    const promotion = await makePromotion({ storeId: store, titles: { 'fr-be': 'Neigeo -15%' }, categoryIds: [child.id] });
    const withPromotions = await write('DELETE', `/api/categories/${child.id}/`);
    expect(withPromotions.status).toBe(409);
    expect(withPromotions.json.error.details).toEqual([{ entity_type: 'promotion', count: 1, ids: [promotion.id] }]);
    expect((await call(`/api/categories/${child.id}/`)).status).toBe(200);
  });

  it('deletes a category nothing depends on: its address, its place in other sliders and its pages go', async () => {
    const top = await createCategory({ translations: { 'fr-be': texts('Desert'), 'nl-be': texts('Woestijn') } });
    const leaf = await createCategory({ parent_id: top.id, translations: { 'fr-be': texts('Dunes') } });
    await write('PATCH', `/api/categories/${top.id}/`, { in_slider_subcategory_ids: [leaf.id] });
    invalidated = [];
    expect((await write('DELETE', `/api/categories/${leaf.id}/`)).status).toBe(204);
    expect(invalidated).toEqual([[`category:${leaf.id}`, 'categories', 'slugs']]);
    expect((await call(`/api/categories/${leaf.id}/`)).status).toBe(404);
    expect(await db().select().from(slugs).where(and(eq(slugs.entityType, 'subcategory'), eq(slugs.entityId, leaf.id)))).toEqual([]);
    const [parent] = await db().select({ ids: categories.inSliderSubcategoryIds }).from(categories).where(eq(categories.id, top.id));
    expect(parent!.ids).toEqual([]);
    expect((await auditOf(leaf.id))[0]).toMatchObject({ action: 'delete' });
    expect((await write('DELETE', `/api/categories/${top.id}/`)).status).toBe(204);
  });
});

describe('a category page’s FAQ, question by question', () => {
  let id: number;
  beforeAll(async () => {
    id = (await createCategory({ translations: { 'fr-be': texts('Questions'), 'nl-be': texts('Vragen') } })).id;
  });
  const faq = (method: string, suffix: string, body?: unknown) => write(method, `/api/categories/${id}/faq_items/${suffix}`, body);

  it('adds at the end or at a position, replaces and removes, in one locale', async () => {
    expect((await faq('POST', '?language=nl-be', { question: 'Wanneer?', answer: 'In de zomer.' })).status).toBe(201);
    const first = await faq('POST', '?language=nl-be&position=1', { question: 'Waar?', answer: 'Aan zee.' });
    expect(first.json).toEqual({ count: 2, results: [{ question: 'Waar?', answer: 'Aan zee.' }, { question: 'Wanneer?', answer: 'In de zomer.' }] });
    const replaced = await faq('PUT', '2/?language=nl-be', { question: 'Wanneer precies?', answer: 'Van juni tot september.' });
    expect(replaced.json.results[1]).toEqual({ question: 'Wanneer precies?', answer: 'Van juni tot september.' });
    expect(invalidated.at(-1)).toEqual([`category:${id}`]);
    const removed = await faq('DELETE', '1/?language=nl-be');
    expect(removed.json).toEqual({ count: 1, results: [{ question: 'Wanneer precies?', answer: 'Van juni tot september.' }] });
    expect((await call(`/api/categories/${id}/?language=nl-be`)).json.faq_items).toEqual(removed.json.results);
    expect((await call(`/api/categories/${id}/?language=fr-be`)).json.faq_items).toEqual([]);
    expect((await auditOf(id))[0]).toMatchObject({ action: 'update', locale: 'nl-be', changes: [expect.objectContaining({ field: 'translations.nl-be.faq_items' })] });
  });

  it('answers 404 for a question or a locale that is not there, 422 for an empty one or a position past the end', async () => {
    expect((await faq('PUT', '9/?language=nl-be', { question: 'Q?', answer: 'A.' })).status).toBe(404);
    expect((await faq('DELETE', '9/?language=fr-be')).status).toBe(404);
    expect((await faq('POST', '?language=fr-fr', { question: 'Q?', answer: 'A.' })).status).toBe(404);
    const empty = await faq('POST', '?language=fr-be', { question: '', answer: 'A.' });
    expect(empty.status).toBe(422);
    expect(empty.json.error.details).toEqual([expect.objectContaining({ path: 'question' })]);
    const far = await faq('POST', '?language=fr-be&position=5', { question: 'Q?', answer: 'A.' });
    expect(far.status).toBe(422);
    expect(far.json.error.details).toEqual([expect.objectContaining({ path: 'position' })]);
    expect((await write('POST', `/api/categories/${id}/faq_items/?language=fr-be`, { question: 'Q?', answer: 'A.' }, null)).status).toBe(401);
  });
});
