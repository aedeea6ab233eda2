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
const home = { 'fr-be': '', 'nl-be': '/nl-be', 'fr-fr': '/fr-fr' };

describe('GET /api/slugs/', () => {
  it('resolves a root slug without an entity type, in each locale', async () => {
    for (const language of LANGUAGES) {
      const slug = fx.store.slug[language];
      const res = await call(`/api/slugs/?slug=${slug}&language=${language}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ entity_type: 'store', id: fx.store.id, slug, parent: null, path: `${home[language]}/${slug}` });
    }
  });

  it('resolves a root location and a category with their entity type', async () => {
    const land = await call(`/api/slugs/?slug=zz-land&entity_type=location`);
    expect(land.json).toMatchObject({ entity_type: 'location', id: fx.destinations.zzland.id, path: '/pays/zz-land' });
    const sun = await call(`/api/slugs/?slug=zz-zon&entity_type=category&language=nl-be`);
    expect(sun.json).toMatchObject({ entity_type: 'category', id: fx.categories.sun.id, path: '/nl-be/categorieen/zz-zon' });
  });

  it('resolves a child slug under the given parent', async () => {
    const { zzland, zzonia, coast, oniaCoast } = fx.destinations;
    for (const language of LANGUAGES) {
      const slug = coast.slug[language];
      const inLand = await call(`/api/slugs/?slug=${slug}&entity_type=sublocation&parent=${zzland.slug[language]}&language=${language}`);
      expect(inLand.status).toBe(200);
      expect(inLand.json).toMatchObject({
        entity_type: 'sublocation',
        id: coast.id,
        parent: { entity_type: 'location', id: zzland.id, slug: zzland.slug[language] },
      });
      const inOnia = await call(`/api/slugs/?slug=${slug}&entity_type=sublocation&parent=${zzonia.slug[language]}&language=${language}`);
      expect(inOnia.json.id).toBe(oniaCoast.id);
    }
  });

  it('lets the first path segment name the family: location finds a sublocation', async () => {
    const res = await call(`/api/slugs/?slug=zz-village&entity_type=location&parent=zz-coast`);
    expect(res.json).toMatchObject({ entity_type: 'sublocation', id: fx.destinations.village.id, path: '/pays/zz-land/zz-coast/zz-village' });
    const sub = await call(`/api/slugs/?slug=zz-sun-beach&entity_type=category&parent=zz-sun`);
    expect(sub.json).toMatchObject({ entity_type: 'subcategory', id: fx.categories.beach.id });
  });

  it('resolves a blog post under its blog category', async () => {
    const res = await call(`/api/slugs/?slug=zz-naar-de-zon&entity_type=blog_post&parent=zz-tips&language=nl-be`);
    expect(res.json).toMatchObject({ entity_type: 'blog_post', id: fx.blog.post.id, path: '/nl-be/blog/zz-tips/zz-naar-de-zon' });
  });

  it('answers 404 for unknown slugs, another kind, another locale or a wrong parent', async () => {
    for (const query of [
      'slug=zz-nothing',
      'slug=zz-voyages&entity_type=category',
      'slug=zz-reizen&language=fr-be',
      'slug=zz-coast&parent=zz-sun',
    ]) {
      const res = await call(`/api/slugs/?${query}`);
      expect(res.status, query).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
  });

  it('rejects a missing slug or an unknown entity type with 400', async () => {
    for (const query of ['', 'slug=', 'slug=x&entity_type=page', 'slug=x&language=en']) {
      expect((await call(`/api/slugs/?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /api/slugs/ on the seeded content', () => {
  it('resolves the seeded stores, countries, categories and sublocations to what the lists say', async () => {
    for (const language of LANGUAGES) {
      const checks: { list: string; entity: string; parentOf?: (path: string) => string }[] = [
        { list: `/api/stores/?language=${language}&size=5`, entity: 'store' },
        { list: `/api/locations/?language=${language}&size=5`, entity: 'location' },
        { list: `/api/categories/?language=${language}&size=5&level=1`, entity: 'category' },
        { list: `/api/sublocations/?language=${language}&size=5`, entity: 'sublocation', parentOf: (path) => path.split('/').slice(-2)[0]! },
      ];
      for (const { list, entity, parentOf } of checks) {
        const items = (await call(list)).json.results.filter((item: { slug: string }) => !item.slug.startsWith('zz-'));
        expect(items.length, list).toBeGreaterThan(0);
        for (const item of items) {
          const parent = parentOf ? `&parent=${parentOf(item.path)}` : '';
          const res = await call(`/api/slugs/?slug=${item.slug}&entity_type=${entity}${parent}&language=${language}`);
          expect(res.status, `${entity} ${item.slug}`).toBe(200);
          expect(res.json).toMatchObject({ entity_type: entity, id: item.id, slug: item.slug });
          if (item.path) expect(res.json.path).toBe(item.path);
        }
      }
    }
  });
});
