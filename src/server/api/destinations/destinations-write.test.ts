import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onInvalidate } from '@/server/cache/invalidate';
import { db } from '@/server/db/client';
import { continents, destinations, properties } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { adminTokenFor, call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: true });

let token: string;
let continentId: number;
let invalidated: string[][] = [];
onInvalidate((changed) => {
  invalidated.push(changed);
});

beforeAll(async () => {
  token = await editorTokenFor();
  const [continent] = await db().select({ id: continents.id }).from(continents).limit(1);
  continentId = continent!.id;
});

beforeEach(() => {
  invalidated = [];
});

const write = (method: string, path: string, body?: unknown, as: string | null = token) => call(path, { method, body, token: as ?? undefined });

let serial = 0;
function texts(name: string, extra: Record<string, unknown> = {}) {
  serial += 1;
  return { name, slug: `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${serial}`, ...extra };
}

type Destination = { id: number; level: number; translations: Record<string, { slug: string }> };

async function createDestination(body: Record<string, unknown>): Promise<Destination> {
  const res = await write('POST', '/api/destinations/', body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

describe('POST /api/destinations/', () => {
  it('creates a country in two locales and a region under it, each at its address', async () => {
    const country = await createDestination({
      continent_id: continentId,
      country_code: 'ZZ',
      in_menu: true,
      translations: { 'fr-be': texts('Zembla', { bottom_description: '<p>Loin</p>' }), 'nl-be': texts('Zembla NL') },
    });
    expect(country).toMatchObject({ level: 1, continent_id: continentId, country_code: 'ZZ', translations: { 'fr-be': { bottom_description: '<p>Loin</p>' } } });
    expect(invalidated).toEqual([['destinations', 'slugs']]);
    const region = await createDestination({ parent_id: country.id, translations: { 'nl-be': texts('Noord Zembla') } });
    expect(region.level).toBe(2);
    const page = await call(`/api/sublocations/${region.translations['nl-be']!.slug}/?language=nl-be&parent=${country.translations['nl-be']!.slug}`);
    expect(page.json).toMatchObject({ id: region.id, entity_type: 'sublocation' });
    expect((await call(`/api/locations/${country.translations['fr-be']!.slug}/?language=fr-be`)).json).toMatchObject({ id: country.id, entity_type: 'location' });
    const log = await call(`/api/audit_log/?entity_type=destination&entity_id=${region.id}`, { token });
    expect(log.json.results).toEqual([expect.objectContaining({ action: 'create', username: 'test-editor' })]);
  });

  it('rejects a country code or a continent below a country, and a locale the parent lacks (422)', async () => {
    const country = await createDestination({ translations: { 'fr-be': texts('Oulanie') } });
    const res = await write('POST', '/api/destinations/', {
      parent_id: country.id,
      country_code: 'OU',
      continent_id: continentId,
      translations: { 'fr-be': texts('Ouest'), 'nl-be': texts('West') },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['continent_id', 'country_code', 'translations.nl-be']);
    const code = await write('POST', '/api/destinations/', { country_code: 'zz', translations: { 'fr-be': texts('Minuscule') } });
    expect(code.json.error.details).toEqual([expect.objectContaining({ path: 'country_code' })]);
  });

  it('answers 409 naming the destination that holds the slug under the same parent', async () => {
    const country = await createDestination({ translations: { 'fr-be': texts('Brumaire') } });
    const region = await createDestination({ parent_id: country.id, translations: { 'fr-be': texts('Cotes') } });
    const res = await write('POST', '/api/destinations/', { parent_id: country.id, translations: { 'fr-be': { name: 'Côtes', slug: region.translations['fr-be']!.slug } } });
    expect(res.status).toBe(409);
    expect(res.json.error.details).toEqual([expect.objectContaining({ path: 'translations.fr-be.slug', entity_type: 'sublocation', id: region.id })]);
    // Under another parent the same slug is free.
    const other = await createDestination({ translations: { 'fr-be': texts('Frimaire') } });
    await createDestination({ parent_id: other.id, translations: { 'fr-be': { name: 'Côtes', slug: region.translations['fr-be']!.slug } } });
  });
});

describe('PATCH /api/destinations/{id}/', () => {
  it('expires the page alone for its picks, the tree for its name', async () => {
    const country = await createDestination({ translations: { 'fr-be': texts('Vendemiaire'), 'nl-be': texts('Wijnmaand') } });
    invalidated = [];
    const picks = await write('PATCH', `/api/destinations/${country.id}/`, { banner_store_ids: [], translations: { 'fr-be': { seo_title: 'Vendémiaire | Vakantio' } } });
    expect(picks.status).toBe(200);
    expect(invalidated).toEqual([[`destination:${country.id}`]]);
    invalidated = [];
    await write('PATCH', `/api/destinations/${country.id}/`, { is_top: true });
    expect(invalidated).toEqual([[`destination:${country.id}`, 'destinations']]);
  });

  it('adds a question to the page’s FAQ in one locale', async () => {
    const country = await createDestination({ translations: { 'fr-be': texts('Germinal') } });
    const res = await write('POST', `/api/destinations/${country.id}/faq_items/?language=fr-be`, { question: 'Quand partir ?', answer: 'Au printemps.' });
    expect(res.status).toBe(201);
    expect(res.json.results).toEqual([{ question: 'Quand partir ?', answer: 'Au printemps.' }]);
    expect((await call(`/api/locations/${country.translations['fr-be']!.slug}/?language=fr-be`)).json.faq_items).toEqual(res.json.results);
    expect(invalidated.at(-1)).toEqual([`destination:${country.id}`]);
  });
});

describe('DELETE /api/destinations/{id}/', () => {
  it('answers 409 listing the regions, then the deals, of a country', async () => {
    const country = await createDestination({ translations: { 'fr-be': texts('Floreal') } });
    const region = await createDestination({ parent_id: country.id, translations: { 'fr-be': texts('Prairial') } });
    const withRegions = await write('DELETE', `/api/destinations/${country.id}/`);
    expect(withRegions.status).toBe(409);
    expect(withRegions.json.error.details).toEqual([{ entity_type: 'destination', count: 1, ids: [region.id] }]);

    const [model] = await db().select().from(properties).limit(1);
    const { id: _id, ...row } = model!;
    const [deal] = await db()
      .insert(properties)
      .values({ ...row, externalId: `zz-delete-${region.id}`, countryId: country.id, regionId: region.id })
      .returning({ id: properties.id });
    const withDeals = await write('DELETE', `/api/destinations/${region.id}/`);
    expect(withDeals.status).toBe(409);
    expect(withDeals.json.error.details).toEqual([{ entity_type: 'deal', count: 1, ids: [deal!.id] }]);
    expect((await call(`/api/audit_log/?entity_type=destination&entity_id=${region.id}`, { token })).json.results.map((e: { action: string }) => e.action)).toEqual(['create']);
  });

  it('deletes a place nothing depends on, and takes it out of its neighbours’ lists', async () => {
    const country = await createDestination({ translations: { 'fr-be': texts('Messidor') } });
    const place = await createDestination({ parent_id: country.id, translations: { 'fr-be': texts('Thermidor') } });
    await write('PATCH', `/api/destinations/${country.id}/`, { in_slider_sublocation_ids: [place.id], bottom_related_sublocation_ids: [place.id] });
    invalidated = [];
    expect((await write('DELETE', `/api/destinations/${place.id}/`, undefined, await adminTokenFor())).status).toBe(204);
    expect(invalidated).toEqual([[`destination:${place.id}`, 'destinations', 'slugs']]);
    const [row] = await db()
      .select({ slider: destinations.inSliderSublocationIds, bottom: destinations.bottomRelatedSublocationIds })
      .from(destinations)
      .where(eq(destinations.id, country.id));
    expect(row).toEqual({ slider: [], bottom: [] });
    expect((await write('DELETE', `/api/destinations/${place.id}/`)).status).toBe(404);
    expect((await write('DELETE', `/api/destinations/${country.id}/`, undefined, null)).status).toBe(401);
  });
});
