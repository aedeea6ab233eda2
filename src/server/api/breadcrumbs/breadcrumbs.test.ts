import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { call } from '@test/api';
import { insertLandingFixture, type LandingFixture } from '@test/landing-fixture';

setupTestDatabase({ seeded: true });

let fx: LandingFixture;
beforeAll(async () => {
  fx = await insertLandingFixture();
});

describe('GET /api/breadcrumbs/', () => {
  it('gives a level-3 sublocation home, country, region and place, in each locale', async () => {
    const expected = {
      'fr-be': [
        { name: 'Accueil', url: '/' },
        { name: 'zz-land', url: '/pays/zz-land' },
        { name: 'zz-coast', url: '/pays/zz-land/zz-coast' },
        { name: 'zz-village', url: '/pays/zz-land/zz-coast/zz-village' },
      ],
      'nl-be': [
        { name: 'Home', url: '/nl-be' },
        { name: 'zz-landje', url: '/nl-be/bestemmingen/zz-landje' },
        { name: 'zz-kust', url: '/nl-be/bestemmingen/zz-landje/zz-kust' },
        { name: 'zz-dorp', url: '/nl-be/bestemmingen/zz-landje/zz-kust/zz-dorp' },
      ],
      'fr-fr': [
        { name: 'Accueil', url: '/fr-fr' },
        { name: 'zz-land', url: '/fr-fr/pays/zz-land' },
        { name: 'zz-coast', url: '/fr-fr/pays/zz-land/zz-coast' },
        { name: 'zz-village', url: '/fr-fr/pays/zz-land/zz-coast/zz-village' },
      ],
    };
    for (const [language, crumbs] of Object.entries(expected)) {
      const slug = fx.destinations.village.slug[language as keyof typeof expected];
      const res = await call(`/api/breadcrumbs/?slug=${slug}&entity_type=sublocation&language=${language}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual(crumbs);
    }
  });

  it('follows a region under the parent the path names', async () => {
    const res = await call('/api/breadcrumbs/?slug=zz-coast&entity_type=sublocation&parent=zz-onia');
    expect(res.json.map((c: { url: string }) => c.url)).toEqual(['/', '/pays/zz-onia', '/pays/zz-onia/zz-coast']);
  });

  it('gives subcategories their category trail', async () => {
    const res = await call('/api/breadcrumbs/?slug=zz-zon-strand-baai&entity_type=subcategory&language=nl-be');
    expect(res.json).toEqual([
      { name: 'Home', url: '/nl-be' },
      { name: 'zz-zon', url: '/nl-be/categorieen/zz-zon' },
      { name: 'zz-zon-strand', url: '/nl-be/categorieen/zz-zon/zz-zon-strand' },
      { name: 'zz-zon-strand-baai', url: '/nl-be/categorieen/zz-zon/zz-zon-strand/zz-zon-strand-baai' },
    ]);
  });

  it('gives stores and blog posts their trail', async () => {
    const store = await call('/api/breadcrumbs/?slug=zz-voyages&entity_type=store&language=fr-fr');
    expect(store.json).toEqual([
      { name: 'Accueil', url: '/fr-fr' },
      { name: 'Zz Voyages', url: '/fr-fr/zz-voyages' },
    ]);
    const post = await call('/api/breadcrumbs/?slug=zz-partir-au-soleil&entity_type=blog_post&parent=zz-conseils');
    expect(post.json).toEqual([
      { name: 'Accueil', url: '/' },
      { name: 'Zz blog fr-be', url: '/blog/zz-conseils' },
      { name: 'Zz post fr-be', url: '/blog/zz-conseils/zz-partir-au-soleil' },
    ]);
  });

  it('answers 404 for an unknown slug and 400 for bad input', async () => {
    expect((await call('/api/breadcrumbs/?slug=zz-nothing&entity_type=location')).status).toBe(404);
    expect((await call('/api/breadcrumbs/?slug=zz-reizen&entity_type=store&language=fr-be')).status).toBe(404);
    expect((await call('/api/breadcrumbs/?entity_type=location')).status).toBe(400);
    expect((await call('/api/breadcrumbs/?slug=zz-land&entity_type=country')).status).toBe(400);
  });
});

describe('GET /api/breadcrumbs/ on the seeded destinations', () => {
  const home = { 'fr-be': '/', 'nl-be': '/nl-be', 'fr-fr': '/fr-fr' } as const;

  it('gives level-3 places home, country, region and place, each crumb at its path', async () => {
    for (const language of ['fr-be', 'nl-be', 'fr-fr'] as const) {
      const subs = await call(`/api/sublocations/?language=${language}&size=100`);
      const places = subs.json.results.filter((d: { level: number; slug: string }) => d.level === 3 && !d.slug.startsWith('zz-'));
      expect(places.length, language).toBeGreaterThan(0);
      for (const place of places.slice(0, 5)) {
        const segments: string[] = place.path.split('/');
        const [region, slug] = segments.slice(-2);
        const res = await call(`/api/breadcrumbs/?slug=${slug}&entity_type=sublocation&parent=${region}&language=${language}`);
        expect(res.status).toBe(200);
        expect(res.json.map((c: { url: string }) => c.url)).toEqual([
          home[language],
          segments.slice(0, -2).join('/'),
          segments.slice(0, -1).join('/'),
          place.path,
        ]);
        expect(res.json[3].name).toBe(place.name);
      }
    }
  });
});
