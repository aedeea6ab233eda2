import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { db } from '@/server/db/client';
import { pages, stores } from '@/server/db/schema';
import { LOCALES, type Locale } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';
import { alternatePaths } from './alternates';
import { updatePage } from './pages';
import { htmlSitemap, type SitemapTree } from './sitemap';
import { patchStore } from './stores-admin';
import { sitemapEntityChunk, sitemapEntityCount, sitemapFixedPages, type SitemapEntityPage } from './xml-sitemap';

setupTestDatabase({ seeded: true });

const CHUNK = 100;

/** Every entity page of a locale, read a chunk at a time as the sitemap files do. */
async function allEntityPages(locale: Locale): Promise<SitemapEntityPage[]> {
  const all: SitemapEntityPage[] = [];
  for (let chunk = 0; ; chunk++) {
    const rows = await sitemapEntityChunk(locale, chunk, CHUNK);
    all.push(...rows);
    if (rows.length < CHUNK) return all;
  }
}

function treePaths(tree: SitemapTree): string[] {
  return tree.flatMap((top) => [top.path, ...top.children.flatMap((child) => [child.path, ...child.children.map((g) => g.path)])]);
}

describe('the XML sitemap of the small seed', () => {
  it('lists, in each locale, exactly its stores, destinations and categories of every level, and blog posts, never blog categories', async () => {
    for (const locale of LOCALES) {
      const [listed, count, html] = await Promise.all([allEntityPages(locale), sitemapEntityCount(locale), htmlSitemap(locale)]);
      const expected = [
        ...html.stores.map((store) => store.path),
        ...treePaths(html.destinations),
        ...treePaths(html.categories),
        ...html.blog_categories.flatMap((category) => category.posts.map((post) => post.path)),
      ];
      const blogCategories = html.blog_categories.map((category) => category.path);
      const paths = listed.map((page) => `${pathPrefix(locale)}${page.path}`);
      expect(count).toBe(listed.length);
      expect(new Set(paths).size).toBe(paths.length);
      expect([...paths].sort()).toEqual([...expected].sort());
      expect(blogCategories.length).toBeGreaterThan(0);
      expect(paths.filter((path) => blogCategories.includes(path))).toEqual([]);
      expect(paths.some((path) => /\/search$|\/not-found$/.test(path))).toBe(false);
    }
  });

  it('dates each entity page by its updated_at, and gives it the alternates its page carries', async () => {
    const listed = await allEntityPages('nl-be');
    const [store] = await db().select({ id: stores.id, updatedAt: stores.updatedAt }).from(stores).limit(1);
    const [storeRoot] = (await alternatePaths('store', store!.id))['nl-be']!.split('/').slice(1);
    const page = listed.find((entry) => entry.path === `/${storeRoot}`);
    expect(page?.lastmod).toBe(store!.updatedAt.toISOString());
    expect(page?.alternates).toEqual(await alternatePaths('store', store!.id));
    // A sample of every kind: the alternates are the page's own (src/app/_lib/entity-page.tsx getAlternates).
    for (const entry of listed.filter((_, index) => index % 25 === 0)) {
      expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(entry.alternates['nl-be']).toBe(entry.path);
    }
  });

  it('lists the fixed pages that exist, dated by their page record and what they show; not search or not-found', async () => {
    const fixed = await sitemapFixedPages('fr-be');
    expect(fixed.map((page) => page.route)).toEqual([
      '/',
      '/about',
      '/legal',
      '/terms',
      '/faq',
      '/contact',
      '/cookies',
      '/privacy',
      '/html-sitemap',
      '/destinations',
      '/categories',
      '/categories/promotions',
      '/comparator',
      '/blog',
    ]);
    for (const page of fixed) expect(page.lastmod, page.route).toMatch(/^\d{4}-/);
    const [about] = await db().select({ updatedAt: pages.updatedAt }).from(pages).where(eq(pages.key, 'about_us_page'));
    expect(fixed.find((page) => page.route === '/about')?.lastmod).toBe(about!.updatedAt.toISOString());
  });

  it('shows a content change in the next read: a store edit dates its page anew, a page edit its fixed page', async () => {
    const [store] = await db().select({ id: stores.id, updatedAt: stores.updatedAt }).from(stores).limit(1);
    const path = (await alternatePaths('store', store!.id))['fr-be']!;
    const before = (await allEntityPages('fr-be')).find((entry) => entry.path === path);
    expect(before?.lastmod).toBe(store!.updatedAt.toISOString());

    await patchStore('fr-be', store!.id, { translations: { 'fr-be': { name: 'Zz renamed store' } } });
    const after = (await allEntityPages('fr-be')).find((entry) => entry.path === path);
    expect(Date.parse(after!.lastmod!)).toBeGreaterThan(Date.parse(before!.lastmod!));

    const aboutBefore = (await sitemapFixedPages('nl-be')).find((page) => page.route === '/about')!.lastmod!;
    await updatePage('nl-be', 'about_us_page', { header_2: 'Zz nieuw' });
    const aboutAfter = (await sitemapFixedPages('nl-be')).find((page) => page.route === '/about')!.lastmod!;
    expect(Date.parse(aboutAfter)).toBeGreaterThan(Date.parse(aboutBefore));
  });

  it('reads the list a chunk at a time, in a stable order that the chunks cover once', async () => {
    const [first, second] = await Promise.all([sitemapEntityChunk('fr-fr', 0, 7), sitemapEntityChunk('fr-fr', 1, 7)]);
    expect([...first, ...second]).toEqual(await sitemapEntityChunk('fr-fr', 0, 14));
  });
});
