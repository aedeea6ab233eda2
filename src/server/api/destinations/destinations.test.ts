import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { call } from '@test/api';
import { insertLandingFixture, type LandingFixture } from '@test/landing-fixture';

setupTestDatabase({ seeded: true });

let fx: LandingFixture;
beforeAll(async () => {
  fx = await insertLandingFixture();
});

const LANGUAGES = ['fr-be', 'nl-be', 'fr-fr'] as const;
const prefix = { 'fr-be': '/pays', 'nl-be': '/nl-be/bestemmingen', 'fr-fr': '/fr-fr/pays' };
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('GET /api/locations/ and /api/sublocations/', () => {
  it('lists countries (level 1) and sublocations (levels 2-3) in each locale', async () => {
    for (const language of LANGUAGES) {
      const countries = await call(`/api/locations/?language=${language}&size=100`);
      expect(countries.status).toBe(200);
      expect(countries.json.results.every((d: { level: number }) => d.level === 1)).toBe(true);
      expect(countries.json.results[0]).toMatchObject({
        id: fx.destinations.zzland.id,
        entity_type: 'location',
        path: `${prefix[language]}/${fx.destinations.zzland.slug[language]}`,
      });
      const subs = await call(`/api/sublocations/?language=${language}&size=100`);
      expect(subs.json.results.every((d: { level: number }) => d.level >= 2)).toBe(true);
      expect(ids(subs.json.results)).toEqual(expect.arrayContaining([fx.destinations.coast.id, fx.destinations.village.id]));
      const village = subs.json.results.find((d: { id: number }) => d.id === fx.destinations.village.id);
      expect(village.path).toBe(
        `${prefix[language]}/${fx.destinations.zzland.slug[language]}/${fx.destinations.coast.slug[language]}/${fx.destinations.village.slug[language]}`,
      );
    }
  });

  it('keeps content of one site out of the others', async () => {
    const { frenchOnly } = fx.destinations;
    expect(ids((await call('/api/locations/?language=fr-fr&size=100')).json.results)).toContain(frenchOnly.id);
    expect(ids((await call('/api/locations/?language=fr-be&size=100')).json.results)).not.toContain(frenchOnly.id);
    expect((await call(`/api/locations/${frenchOnly.slug['fr-be']}/?language=fr-be`)).status).toBe(404);
    expect((await call(`/api/locations/${frenchOnly.slug['fr-fr']}/?language=fr-fr`)).status).toBe(200);
  });

  it('gives the menu with in_menu=true: at most 20 each', async () => {
    const locations = await call('/api/locations/?in_menu=true');
    const sublocations = await call('/api/sublocations/?in_menu=true');
    expect(locations.json.results.length).toBeLessThanOrEqual(20);
    expect(sublocations.json.results.length).toBeLessThanOrEqual(20);
    expect(ids(locations.json.results)).toContain(fx.destinations.zzland.id);
    expect(ids(locations.json.results)).not.toContain(fx.destinations.zzonia.id);
    expect(ids(sublocations.json.results)).toContain(fx.destinations.coast.id);
    expect(ids(sublocations.json.results)).not.toContain(fx.destinations.hills.id);
  });

  it('pages without overlap, answers an empty page past the end, and rejects bad paging', async () => {
    const [one, two] = await Promise.all([call('/api/sublocations/?size=2'), call('/api/sublocations/?size=2&page=2')]);
    expect(new Set([...ids(one.json.results), ...ids(two.json.results)]).size).toBe(4);
    expect((await call('/api/locations/?page=9999')).json.results).toEqual([]);
    for (const query of ['page=0', 'size=0', 'in_menu=oui', 'language=nl']) {
      expect((await call(`/api/locations/?${query}`)).status, query).toBe(400);
      expect((await call(`/api/sublocations/?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /api/locations/{slug}/', () => {
  it('returns the country page with its promotions in each locale', async () => {
    const { zzland, coast, hills, oniaCoast, zzonia } = fx.destinations;
    for (const language of LANGUAGES) {
      const res = await call(`/api/locations/${zzland.slug[language]}/?language=${language}`);
      expect(res.status).toBe(200);
      const page = res.json;
      expect(page).toMatchObject({
        id: zzland.id,
        entity_type: 'location',
        level: 1,
        name: zzland.slug[language],
        slug: zzland.slug[language],
        bottom_description: '<p>Bottom</p>',
        parent_path: [],
        path: `${prefix[language]}/${zzland.slug[language]}`,
        related_category: { id: fx.categories.sun.id, path: expect.stringContaining(fx.categories.sun.slug[language]) },
        datafeed_linking_fields: { region: [coast.id] },
      });
      expect(ids(page.sublocations)).toEqual([coast.id, hills.id]);
      expect(ids(page.in_slider_sublocations)).toEqual([coast.id]);
      expect(ids(page.bottom_related_sublocations)).toEqual([hills.id, oniaCoast.id]);
      expect(ids(page.banner_stores)).toEqual([fx.store.id]);
      expect(ids(page.continent_locations)).toContain(zzonia.id);
      expect(ids(page.continent_locations)).not.toContain(zzland.id);
      expect(ids(page.related_posts)).toEqual([fx.blog.post.id]);
      expect(ids(page.specific_hotels)).toEqual([fx.properties[2]!.id]);
      // The active promotion of the banner store; the expired one is left out.
      expect(ids(page.promotions)).toContain(fx.promotions.active.id);
      expect(ids(page.promotions)).not.toContain(fx.promotions.expired.id);
      const promotion = page.promotions.find((p: { id: number }) => p.id === fx.promotions.active.id);
      expect(promotion).toMatchObject({
        type: 'coupon',
        title: `Zz promo 0 ${language}`,
        coupon: { code: 'ZZ10', type: 'coupon', time_of_using: null },
        stores: [{ id: fx.store.id, slug: fx.store.slug[language] }],
      });
    }
  });

  it("takes promotions from the banner stores alone, or from the related category alone", async () => {
    const byCategory = await call(`/api/locations/${fx.destinations.zzonia.slug['nl-be']}/?language=nl-be`);
    expect(ids(byCategory.json.promotions)).toEqual([fx.promotions.active.id]);
    const byStore = await call(`/api/sublocations/${fx.destinations.hills.slug['fr-fr']}/?language=fr-fr`);
    expect(byStore.json.related_category).toBeNull();
    expect(ids(byStore.json.promotions)).toEqual(
      expect.arrayContaining([fx.promotions.active.id]),
    );
    expect(ids(byStore.json.promotions)).not.toContain(fx.promotions.expired.id);
  });

  it('does not serve a sublocation as a location, and 404s unknown slugs', async () => {
    expect((await call(`/api/locations/${fx.destinations.coast.slug['fr-be']}/`)).status).toBe(404);
    expect((await call('/api/locations/zz-nowhere/')).json.error.code).toBe('not_found');
  });
});

describe('GET /api/sublocations/{slug}/', () => {
  it('returns a level-3 place with its parent path in each locale', async () => {
    const { zzland, coast, village } = fx.destinations;
    for (const language of LANGUAGES) {
      const res = await call(`/api/sublocations/${village.slug[language]}/?language=${language}`);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        id: village.id,
        entity_type: 'sublocation',
        level: 3,
        parent_path: [zzland.slug[language], coast.slug[language]],
        path: `${prefix[language]}/${zzland.slug[language]}/${coast.slug[language]}/${village.slug[language]}`,
        promotions: [],
        datafeed_linking_fields: {},
        related_category: null,
      });
      expect(ids(res.json.continent_locations)).not.toContain(zzland.id);
    }
  });

  it('tells apart equal slugs under different parents with ?parent=', async () => {
    const { zzland, zzonia, coast, oniaCoast } = fx.destinations;
    const inLand = await call(`/api/sublocations/zz-coast/?parent=${zzland.slug['fr-be']}`);
    const inOnia = await call(`/api/sublocations/zz-coast/?parent=${zzonia.slug['fr-be']}`);
    expect(inLand.json.id).toBe(coast.id);
    expect(inOnia.json.id).toBe(oniaCoast.id);
    expect(inOnia.json.parent_path).toEqual([zzonia.slug['fr-be']]);
    expect((await call('/api/sublocations/zz-coast/?parent=zz-nowhere')).status).toBe(404);
    // Without a parent the first match answers.
    expect((await call('/api/sublocations/zz-coast/')).status).toBe(200);
  });

  it('does not serve a country as a sublocation; rejects a bad language', async () => {
    expect((await call(`/api/sublocations/${fx.destinations.zzland.slug['fr-be']}/`)).status).toBe(404);
    expect((await call(`/api/sublocations/zz-coast/?language=en`)).status).toBe(400);
  });
});

describe('destination lists of the home page and menus', () => {
  it('lists top locations, countries first', async () => {
    for (const language of LANGUAGES) {
      const res = await call(`/api/locations/top_locations/?language=${language}&size=100`);
      expect(res.status).toBe(200);
      expect(ids(res.json)).toContain(fx.destinations.zzland.id);
      const levels = res.json.map((d: { level: number }) => d.level);
      expect(levels).toEqual([...levels].sort());
    }
    expect((await call('/api/locations/top_locations/?size=1')).json).toHaveLength(1);
  });

  it('lists the home sliders with their in-slider sublocations', async () => {
    for (const language of LANGUAGES) {
      const res = await call(`/api/locations/homepage_sliders/?language=${language}`);
      expect(res.status).toBe(200);
      const slider = res.json.find((d: { id: number }) => d.id === fx.destinations.zzland.id);
      expect(ids(slider.in_slider_sublocations)).toEqual([fx.destinations.coast.id]);
      expect(slider.in_slider_sublocations[0].path).toContain(fx.destinations.coast.slug[language]);
    }
  });

  it('groups countries by continent', async () => {
    for (const language of LANGUAGES) {
      const res = await call(`/api/locations/by_continent/?language=${language}`);
      expect(res.status).toBe(200);
      const zz = res.json.find((c: { code: string }) => c.code === 'ZZ');
      expect(zz.name).toBe(language === 'nl-be' ? 'Zzcontinent NL' : 'Zzcontinent');
      const expected = language === 'fr-fr' ? [fx.destinations.zzland.id, fx.destinations.zzonia.id, fx.destinations.frenchOnly.id] : [fx.destinations.zzland.id, fx.destinations.zzonia.id];
      expect(ids(zz.locations)).toEqual(expected);
    }
  });

  it('gives the destinations tree: continents, countries, regions', async () => {
    for (const language of LANGUAGES) {
      const res = await call(`/api/destinations/?language=${language}`);
      expect(res.status).toBe(200);
      const zz = res.json.find((c: { code: string }) => c.code === 'ZZ');
      const land = zz.countries.find((c: { id: number }) => c.id === fx.destinations.zzland.id);
      expect(land).toMatchObject({ entity_type: 'location', path: `${prefix[language]}/${fx.destinations.zzland.slug[language]}` });
      expect(ids(land.regions)).toEqual([fx.destinations.coast.id, fx.destinations.hills.id]);
      expect(land.regions[0]).toEqual({
        id: fx.destinations.coast.id,
        name: fx.destinations.coast.slug[language],
        slug: fx.destinations.coast.slug[language],
        entity_type: 'sublocation',
        path: `${prefix[language]}/${fx.destinations.zzland.slug[language]}/${fx.destinations.coast.slug[language]}`,
      });
    }
    expect((await call('/api/destinations/?language=it')).status).toBe(400);
  });
});

describe('destination pages of the seeded content', () => {
  it('serves every listed country and sublocation at the slug and parent of its path', async () => {
    for (const language of LANGUAGES) {
      const countries = (await call(`/api/locations/?language=${language}&size=10`)).json.results;
      const subs = (await call(`/api/sublocations/?language=${language}&size=10`)).json.results;
      const seeded = [...countries, ...subs].filter((d: { slug: string }) => !d.slug.startsWith('zz-'));
      expect(seeded.length, language).toBeGreaterThan(0);
      for (const summary of seeded) {
        const segments: string[] = summary.path.split('/');
        const url =
          summary.level === 1
            ? `/api/locations/${summary.slug}/?language=${language}`
            : `/api/sublocations/${summary.slug}/?language=${language}&parent=${segments.at(-2)}`;
        const res = await call(url);
        expect(res.status, summary.path).toBe(200);
        expect(res.json).toMatchObject({ id: summary.id, path: summary.path, parent_path: segments.slice(-summary.level, -1) });
        for (const promotion of res.json.promotions) expect(promotion.stores).toHaveLength(1);
      }
    }
  });
});
