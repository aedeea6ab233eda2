import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { call } from '@test/api';
import { insertLandingFixture, type LandingFixture } from '@test/landing-fixture';

setupTestDatabase({ seeded: true });

let fx: LandingFixture;
beforeAll(async () => {
  fx = await insertLandingFixture();
});

type Link = { id: number; name: string; path: string };
type Node = Link & { children: Node[] };

describe('GET /api/sitemap/get_html_sitemap_data/', () => {
  it('lists stores, category and destination trees, and blog categories with posts, in each locale', async () => {
    const expected = {
      'fr-be': { p: '', pays: 'pays', cats: 'categories' },
      'nl-be': { p: '/nl-be', pays: 'bestemmingen', cats: 'categorieen' },
      'fr-fr': { p: '/fr-fr', pays: 'pays', cats: 'categories' },
    } as const;
    for (const [language, seg] of Object.entries(expected)) {
      const locale = language as keyof typeof expected;
      const res = await call(`/api/sitemap/get_html_sitemap_data/?language=${language}`);
      expect(res.status).toBe(200);
      const { stores, categories, destinations, blog_categories } = res.json;

      expect(stores).toContainEqual({ id: fx.store.id, name: fx.store.names[locale === 'nl-be' ? 'nl' : 'fr'], path: `${seg.p}/${fx.store.slug[locale]}` });

      const sun = categories.find((c: Node) => c.id === fx.categories.sun.id);
      const beach = sun.children.find((c: Node) => c.id === fx.categories.beach.id);
      expect(beach.children).toEqual([
        expect.objectContaining({ id: fx.categories.cove.id, path: `${seg.p}/${seg.cats}/${fx.categories.sun.slug[locale]}/${fx.categories.beach.slug[locale]}/${fx.categories.cove.slug[locale]}` }),
      ]);
      expect(sun.children).toHaveLength(10);

      const land = destinations.find((d: Node) => d.id === fx.destinations.zzland.id);
      expect(land.path).toBe(`${seg.p}/${seg.pays}/${fx.destinations.zzland.slug[locale]}`);
      const coast = land.children.find((d: Node) => d.id === fx.destinations.coast.id);
      expect(coast.children.map((d: Link) => d.id)).toEqual([fx.destinations.village.id]);
      const hasFrenchOnly = destinations.some((d: Node) => d.id === fx.destinations.frenchOnly.id);
      expect(hasFrenchOnly).toBe(locale === 'fr-fr');

      const blog = blog_categories.find((b: Link) => b.id === fx.blog.category.id);
      expect(blog.path).toBe(`${seg.p}/blog/${fx.blog.category.slug[locale]}`);
      expect(blog.posts).toEqual([
        { id: fx.blog.post.id, name: `Zz post ${language}`, path: `${seg.p}/blog/${fx.blog.category.slug[locale]}/${fx.blog.post.slug[locale]}` },
      ]);
    }
  });

  it('rejects an unknown language with 400', async () => {
    expect((await call('/api/sitemap/get_html_sitemap_data/?language=de')).status).toBe(400);
  });
});

describe('the HTML sitemap of the seeded content', () => {
  it('lists every store, country and top category the lists have, at the same paths', async () => {
    for (const language of ['fr-be', 'nl-be', 'fr-fr']) {
      const [sitemap, stores, countries, categories] = await Promise.all([
        call(`/api/sitemap/get_html_sitemap_data/?language=${language}`),
        call(`/api/stores/?language=${language}&size=1`),
        call(`/api/locations/?language=${language}&size=100`),
        call(`/api/categories/?language=${language}&size=100&level=1`),
      ]);
      expect(sitemap.json.stores).toHaveLength(stores.json.count);
      expect(sitemap.json.destinations).toHaveLength(countries.json.count);
      expect(sitemap.json.categories).toHaveLength(categories.json.count);
      const paths = (nodes: Link[]) => nodes.map((n) => n.path);
      expect(paths(sitemap.json.destinations)).toEqual(expect.arrayContaining(paths(countries.json.results)));
      expect(paths(sitemap.json.categories)).toEqual(expect.arrayContaining(paths(categories.json.results)));
    }
  });
});
