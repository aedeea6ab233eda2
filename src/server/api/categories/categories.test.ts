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
const prefix = { 'fr-be': '/categories', 'nl-be': '/nl-be/categorieen', 'fr-fr': '/fr-fr/categories' };

describe('GET /api/categories/', () => {
  it('paginates by position in each locale, with paths in the locale', async () => {
    for (const language of LANGUAGES) {
      const res = await call(`/api/categories/?language=${language}`);
      expect(res.status).toBe(200);
      expect(res.json.count).toBeGreaterThanOrEqual(12);
      expect(res.json.results.length).toBe(Math.min(20, res.json.count));
      const sun = res.json.results[0];
      expect(sun).toMatchObject({ id: fx.categories.sun.id, entity_type: 'category', level: 1, parent_id: null });
      expect(sun.slug).toBe(fx.categories.sun.slug[language]);
      expect(sun.path).toBe(`${prefix[language]}/${fx.categories.sun.slug[language]}`);
      expect(sun.icon.url).toBe('/storage/media/zz-banner.webp');
    }
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const [one, two] = await Promise.all([call('/api/categories/?size=5'), call('/api/categories/?size=5&page=2')]);
    const ids = [...one.json.results, ...two.json.results].map((c: { id: number }) => c.id);
    expect(new Set(ids).size).toBe(10);
    const past = await call('/api/categories/?page=9999');
    expect(past.json).toEqual({ count: one.json.count, results: [] });
  });

  it('gives the menu with in_menu=true (up to 40 by default) and the short form with minified=true', async () => {
    const menu = await call('/api/categories/?in_menu=true&minified=true');
    expect(menu.status).toBe(200);
    expect(menu.json.results.length).toBeLessThanOrEqual(40);
    const ids = menu.json.results.map((c: { id: number }) => c.id);
    expect(ids).toContain(fx.categories.sun.id);
    expect(ids).toContain(fx.categories.beach.id);
    expect(ids).not.toContain(fx.categories.cove.id);
    for (const item of menu.json.results) {
      expect(Object.keys(item).sort()).toEqual(['entity_type', 'id', 'name', 'parent_id', 'slug']);
    }
  });

  it('filters by level and by parent', async () => {
    const top = await call('/api/categories/?level=1&size=100');
    expect(top.json.results.every((c: { entity_type: string }) => c.entity_type === 'category')).toBe(true);
    const children = await call(`/api/categories/?parent=${fx.categories.sun.id}&size=100`);
    expect(children.json.count).toBe(10);
    expect(children.json.results[0].path).toBe('/categories/zz-sun/zz-sun-beach');
  });

  it('rejects bad paging and flags with 400', async () => {
    for (const query of ['page=0', 'size=101', 'in_menu=yes', 'minified=2', 'level=4', 'parent=abc', 'language=xx']) {
      expect((await call(`/api/categories/?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /api/categories/by_slug/{slug}/ and /{id}/', () => {
  it('returns the category page in each locale', async () => {
    const { sun, beach } = fx.categories;
    for (const language of LANGUAGES) {
      const res = await call(`/api/categories/by_slug/${sun.slug[language]}/?language=${language}`);
      expect(res.status).toBe(200);
      const page = res.json;
      expect(page).toMatchObject({
        id: sun.id,
        entity_type: 'category',
        level: 1,
        slug: sun.slug[language],
        name: sun.slug[language],
        header_1: `${sun.slug[language]} H1`,
        below_description: '<p>Below</p>',
        faq_items: [{ question: 'Q?', answer: 'A.' }],
        parent_category: null,
        counts: { coupon_counts: 1, offer_counts: 0 },
        datafeed_linking_fields: { country: [fx.destinations.zzland.id], last: true },
        path: `${prefix[language]}/${sun.slug[language]}`,
      });
      expect(page.stores.map((s: { id: number }) => s.id)).toEqual([fx.store.id]);
      expect(page.bottom_related_stores.map((s: { id: number }) => s.id)).toEqual([fx.store.id]);
      expect(page.related_category).toMatchObject({ id: beach.id, slug: beach.slug[language] });
      expect(page.in_slider_subcategories.map((c: { id: number }) => c.id)).toEqual([beach.id]);
      expect(page.children_categories).toHaveLength(10);
      expect(page.children_categories[0].id).toBe(beach.id);
      expect(page.related_posts).toEqual([
        expect.objectContaining({ id: fx.blog.post.id, slug: fx.blog.post.slug[language], category_slug: fx.blog.category.slug[language] }),
      ]);
      expect(page.specific_hotels.map((p: { id: number }) => p.id)).toEqual([fx.properties[1]!.id, fx.properties[0]!.id]);
      expect(page.banner.url).toBe('/storage/media/zz-banner.webp');
      const byId = await call(`/api/categories/${sun.id}/?language=${language}`);
      expect(byId.json).toEqual(page);
    }
  });

  it('gives a level-3 subcategory its parent chain', async () => {
    const { sun, beach, cove } = fx.categories;
    const res = await call(`/api/categories/by_slug/${cove.slug['nl-be']}/?language=nl-be`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      entity_type: 'subcategory',
      level: 3,
      path: '/nl-be/categorieen/zz-zon/zz-zon-strand/zz-zon-strand-baai',
      parent_category: {
        id: beach.id,
        slug: 'zz-zon-strand',
        entity_type: 'subcategory',
        parent_category: { id: sun.id, slug: 'zz-zon', entity_type: 'category' },
      },
      counts: { coupon_counts: 0, offer_counts: 0 },
      datafeed_linking_fields: {},
    });
  });

  it('takes the parent slug to pick a child', async () => {
    const { beach } = fx.categories;
    expect((await call(`/api/categories/by_slug/${beach.slug['fr-be']}/?parent=zz-sun`)).json.id).toBe(beach.id);
    expect((await call(`/api/categories/by_slug/${beach.slug['fr-be']}/?parent=zz-other`)).status).toBe(404);
  });

  it('answers 404 for unknown slugs and ids, 400 for malformed ids', async () => {
    expect((await call('/api/categories/by_slug/zz-no-such-category/')).status).toBe(404);
    // A Dutch slug is not a French one.
    expect((await call(`/api/categories/by_slug/${fx.categories.sun.slug['nl-be']}/?language=fr-be`)).status).toBe(404);
    expect((await call('/api/categories/999999/')).json.error.code).toBe('not_found');
    expect((await call('/api/categories/abc/')).status).toBe(400);
    expect((await call('/api/categories/-1/')).status).toBe(400);
  });
});

describe('category lists of the layout and home page', () => {
  it('lists the home page categories with icon and banner', async () => {
    for (const language of LANGUAGES) {
      const res = await call(`/api/categories/homepage/?language=${language}`);
      expect(res.status).toBe(200);
      const sun = res.json.find((c: { id: number }) => c.id === fx.categories.sun.id);
      expect(sun.icon).not.toBeNull();
      expect(sun.banner).not.toBeNull();
    }
  });

  it('lists heading categories with at most 8 children each', async () => {
    for (const language of LANGUAGES) {
      const res = await call(`/api/categories/in_header_categories/?language=${language}`);
      expect(res.status).toBe(200);
      for (const heading of res.json) expect(heading.children.length).toBeLessThanOrEqual(8);
      const sun = res.json.find((c: { id: number }) => c.id === fx.categories.sun.id);
      expect(sun.children).toHaveLength(8);
      expect(sun.children[0]).toMatchObject({ id: fx.categories.beach.id, parent_id: fx.categories.sun.id });
    }
  });

  it('lists the home slider categories', async () => {
    const res = await call('/api/categories/homepage_slider/?language=fr-fr');
    expect(res.status).toBe(200);
    expect(res.json.map((c: { id: number }) => c.id)).toContain(fx.categories.sun.id);
  });
});

describe('GET /api/categories/{id}/promotions_counts/', () => {
  it('counts active codes and offers by id or by slug, in each locale', async () => {
    const { sun } = fx.categories;
    for (const language of LANGUAGES) {
      const byId = await call(`/api/categories/${sun.id}/promotions_counts/?language=${language}`);
      expect(byId.status).toBe(200);
      expect(byId.json).toEqual({ coupon_counts: 1, offer_counts: 0 });
      const bySlug = await call(`/api/categories/${sun.slug[language]}/promotions_counts/?language=${language}`);
      expect(bySlug.json).toEqual(byId.json);
    }
  });

  it('answers 404 for an unknown category and 400 for a malformed one', async () => {
    expect((await call('/api/categories/999999/promotions_counts/')).status).toBe(404);
    expect((await call('/api/categories/zz-nothing/promotions_counts/')).status).toBe(404);
    expect((await call('/api/categories/Bad_Slug!/promotions_counts/')).status).toBe(400);
  });
});

describe('promotions_counts of the seeded categories', () => {
  it('counts what the category lists, its subcategories included, per type', async () => {
    for (const language of LANGUAGES) {
      const list = await call(`/api/categories/?language=${language}&size=20`);
      const tops = list.json.results.filter((c: { level: number; slug: string }) => c.level === 1 && !c.slug.startsWith('zz-'));
      for (const category of tops.slice(0, 3)) {
        const counts = await call(`/api/categories/${category.id}/promotions_counts/?language=${language}`);
        for (const [type, key] of [['coupon', 'coupon_counts'], ['offer', 'offer_counts']] as const) {
          const listed = await call(`/api/promotions/${category.id}/by_category/?language=${language}&type=${type}&size=1`);
          expect(listed.status).toBe(200);
          expect(counts.json[key], `${language} ${category.slug} ${type}`).toBe(listed.json.count);
        }
      }
    }
  });
});

describe('category pages of the seeded content', () => {
  it('finds every listed category by slug and by id, with its datafeed rule applied consistently', async () => {
    for (const language of LANGUAGES) {
      const list = await call(`/api/categories/?language=${language}&size=30`);
      const seeded = list.json.results.filter((c: { slug: string }) => !c.slug.startsWith('zz-'));
      expect(seeded.length, language).toBeGreaterThan(0);
      for (const summary of seeded) {
        const parent = summary.level > 1 ? `&parent=${summary.path.split('/').slice(-2)[0]}` : '';
        const bySlug = await call(`/api/categories/by_slug/${summary.slug}/?language=${language}${parent}`);
        expect(bySlug.status, summary.path).toBe(200);
        expect(bySlug.json).toMatchObject({ id: summary.id, path: summary.path, entity_type: summary.entity_type });
        const byId = await call(`/api/categories/${summary.id}/?language=${language}`);
        expect(byId.json).toEqual(bySlug.json);
      }
    }
  });
});
