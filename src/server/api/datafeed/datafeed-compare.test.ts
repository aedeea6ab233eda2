import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { call } from '@test/api';
import { insertLandingFixture, type LandingFixture } from '@test/landing-fixture';
import { apiReadListener } from '@/server/api/standalone';
import { comparatorViewUrl } from '@/lib/api-client';
import { FACET_KEYS } from '@/lib/comparator-url';
import type { Locale } from '@/lib/locales';

setupTestDatabase({ seeded: true });

let fx: LandingFixture;
beforeAll(async () => {
  fx = await insertLandingFixture();
});

type View = {
  query: string;
  count: number;
  results: { id: number }[];
  facets: Record<string, Record<string, number>>;
  without: Record<string, number>;
  version: number;
};

async function compare(query: string): Promise<View> {
  const res = await call(`/api/properties/compare/?${query}`);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return res.json as View;
}

describe('GET /api/properties/compare/', () => {
  it('answers a view as the listing, the facets and the page see it, with the canonical query', async () => {
    const filters = `rating__gte=3&country=${fx.destinations.zzland.id}&duration=6-10`;
    for (const language of ['fr-be', 'nl-be', 'fr-fr']) {
      const view = await compare(`language=${language}&${filters}&ordering=-price`);
      const listing = (await call(`/api/properties/?language=${language}&${filters}&ordering=-price&size=24`)).json;
      const facets = (await call(`/api/properties/facets/?language=${language}&${filters}`)).json;
      expect(view.query).toBe(`country=${fx.destinations.zzland.slug[language as Locale]}&duration=6-10&rating__gte=3&ordering=-price`);
      expect(view.count).toBeGreaterThan(0);
      expect(view.count).toBe(listing.count);
      expect(view.results).toEqual(listing.results);
      expect(view.facets).toEqual(facets.facets);
      expect(Object.keys(view.facets)).toEqual([...FACET_KEYS]);
      expect(view.without).toEqual({});
      expect(Number.isInteger(view.version)).toBe(true);
    }
  });

  it('pages by 24, a multiple of every column count of its grid', async () => {
    const first = await compare('');
    const second = await compare('page=2');
    expect(first.results).toHaveLength(24);
    expect(second.query).toBe('page=2');
    expect(second.results).toEqual((await call('/api/properties/?page=2&size=24')).json.results);
    expect(second.results.some((r) => first.results.some((f) => f.id === r.id))).toBe(false);
  });

  it('reads the query as the page does: a value that does not parse drops its key, other keys are ignored', async () => {
    const view = await compare(`country=abc&duration=6-10&partner=x&rating__gte=9&ordering=name&page=0&utm_source=mail&rating=4&last=false`);
    expect(view.query).toBe('duration=6-10');
    expect(view.count).toBe((await compare('duration=6-10')).count);
    // One place per level, the first given; repeated values once, sorted.
    const partners = fx.partners.map((p) => p.id);
    const places = await compare(`country=${fx.destinations.zzonia.id}&country=${fx.destinations.zzland.id}&partner=${partners[1]}&partner=${partners[0]}&partner=${partners[1]}`);
    expect(places.query).toBe(`country=zz-onia&partner=${Math.min(partners[0]!, partners[1]!)}&partner=${Math.max(partners[0]!, partners[1]!)}`);
  });

  it('answers a 400 for an unknown language only', async () => {
    const res = await call('/api/properties/compare/?language=xx&country=1');
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('bad_request');
    const hostile = await call(`/api/properties/compare/?${Array.from({ length: 500 }, (_, i) => `partner=${i}`).join('&')}&type_of_stay=%3Cscript%3E`);
    expect(hostile.status).toBe(200);
    expect(hostile.json.query).toBe('');
  });

  it('tells, when nothing matches, how many deals each chosen filter would give back', async () => {
    // The fixture's coast of zz-land has beach deals only.
    const view = await compare('country=zz-land&region=zz-coast&type_of_stay=city');
    expect(view.count).toBe(0);
    expect(view.results).toEqual([]);
    expect(view.without.region).toBe((await compare('country=zz-land&type_of_stay=city')).count);
    expect(view.without.region).toBeGreaterThan(0);
    expect(Object.keys(view.without).sort()).toEqual(['country', 'region', 'type_of_stay']);
  });

  it('may be kept a few seconds, no longer: the datafeed changes within seconds', async () => {
    const res = await call('/api/properties/compare/?last=true');
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
  });

  it('is the address the comparator’s script asks for a query, whatever order its form gave', () => {
    const url = comparatorViewUrl('nl-be', new URLSearchParams('partner=7&ordering=price&rating__gte=4&country=3&partner=2&region=&page=1'));
    expect(url).toBe('/api/properties/compare/?language=nl-be&country=3&rating__gte=4&partner=2&partner=7');
  });
});

describe('the comparator’s destinations by slug (GET /api/properties/compare/, GET /api/properties/places/)', () => {
  const LANGUAGES: Locale[] = ['fr-be', 'nl-be', 'fr-fr'];
  const slug = (place: keyof LandingFixture['destinations'], language: Locale) => fx.destinations[place].slug[language];

  it('reads slugs in the locale and old ids alike as one view, and names it by slugs', async () => {
    const { zzland, coast, village } = fx.destinations;
    for (const language of LANGUAGES) {
      const bySlug = await compare(`language=${language}&city=${slug('village', language)}&region=${slug('coast', language)}&country=${slug('zzland', language)}&rating__gte=2`);
      const byId = await compare(`language=${language}&country=${zzland.id}&region=${coast.id}&city=${village.id}&rating__gte=2`);
      const listing = (await call(`/api/properties/?language=${language}&country=${zzland.id}&region=${coast.id}&city=${village.id}&rating__gte=2&size=24`)).json;
      const canonical = `country=${slug('zzland', language)}&region=${slug('coast', language)}&city=${slug('village', language)}&rating__gte=2`;
      expect(bySlug.query, language).toBe(canonical);
      expect(byId).toEqual(bySlug);
      expect(bySlug.count, language).toBeGreaterThan(0);
      expect(bySlug.count, language).toBe(listing.count);
      expect(bySlug.results).toEqual(listing.results);
      // The facets stay keyed by id: the API's listings and facets take ids.
      expect(bySlug.facets.city![String(village.id)]).toBe(bySlug.count);
    }
    // A slug of another locale names nothing here.
    expect((await compare('language=nl-be&country=zz-land&last=true')).query).toBe('last=true');
  });

  it('reads a region among the chosen country’s, alone among all regions, and drops a slug it cannot find', async () => {
    const { zzland, zzonia, coast, oniaCoast } = fx.destinations;
    const inOnia = await compare('country=zz-onia&region=zz-coast');
    expect(inOnia.query).toBe('country=zz-onia&region=zz-coast');
    expect(inOnia.count).toBe((await call(`/api/properties/?country=${zzonia.id}&region=${oniaCoast.id}&size=1`)).json.count);
    // Both countries have a zz-coast: alone, the first by id.
    const alone = await compare('region=zz-coast');
    expect(alone.query).toBe('region=zz-coast');
    expect(alone.count).toBe((await call(`/api/properties/?region=${coast.id}&size=1`)).json.count);
    // An id alone whose slug would read as the other: its country comes with it, the view the same.
    const old = await compare(`region=${oniaCoast.id}`);
    expect(old.query).toBe('country=zz-onia&region=zz-coast');
    expect(old.count).toBe((await call(`/api/properties/?region=${oniaCoast.id}&size=1`)).json.count);
    // An unknown slug drops its key alone; a region outside the chosen country too.
    expect((await compare('country=atlantide&duration=6-10')).query).toBe('duration=6-10');
    expect((await compare(`country=zz-land&region=${oniaCoast.id}`)).query).toBe('country=zz-land');
    expect((await compare('country=zz-land&region=zz-nowhere')).count).toBe((await call(`/api/properties/?country=${zzland.id}&size=1`)).json.count);
  });

  it('lists every destination of the locale with its slug there, public and cacheable', async () => {
    for (const language of LANGUAGES) {
      const res = await call(`/api/properties/places/?language=${language}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      const results = res.json.results as { id: number; slug: string; parent_id: number | null; level: number }[];
      const { zzland, coast, village, frenchOnly } = fx.destinations;
      expect(results).toContainEqual({ id: zzland.id, slug: slug('zzland', language), parent_id: null, level: 1 });
      expect(results).toContainEqual({ id: coast.id, slug: slug('coast', language), parent_id: zzland.id, level: 2 });
      expect(results).toContainEqual({ id: village.id, slug: slug('village', language), parent_id: coast.id, level: 3 });
      expect(results.some((place) => place.id === frenchOnly.id)).toBe(language === 'fr-fr');
    }
    expect((await call('/api/properties/places/?language=xx')).status).toBe(400);
  });
});

describe('GET /api/properties/compare/ without Next (src/server/http/serve.mjs)', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer(apiReadListener({}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the same view, with the security headers and its Cache-Control', async () => {
    const query = `duration=6-10&country=${fx.destinations.zzland.id}`;
    const res = await fetch(`${origin}/api/properties/compare/?language=nl-be&${query}`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const view = (await res.json()) as View;
    expect(view).toEqual(await compare(`language=nl-be&${query}`));
    // Without its trailing slash too, as every path of the API.
    expect((await fetch(`${origin}/api/properties/compare?${query}`)).status).toBe(200);
  });
});
