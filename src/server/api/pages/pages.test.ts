import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/locales';
import { onInvalidate } from '@/server/cache/invalidate';
import { db } from '@/server/db/client';
import { env } from '@/server/env';
import { contactMessages, footerLinks, media, pages, pageTranslations, siteSettings, stores, storeTranslations } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: true });

let token: string;
let bannerId: number;
let storeId: number;
const invalidated: string[][] = [];
onInvalidate((changed) => {
  invalidated.push(changed);
});

beforeAll(async () => {
  token = await adminTokenFor();
  const [image] = await db()
    .insert(media)
    .values({ file: 'tests/pages-banner.webp', name: 'pages-banner.webp', mimeType: 'image/webp', width: 1200, height: 400, alt: 'Banner' })
    .returning({ id: media.id });
  bannerId = image!.id;
  // A store with content in the two Belgian locales only.
  const [store] = await db().insert(stores).values({ website: 'https://pages-test.example' }).returning({ id: stores.id });
  storeId = store!.id;
  await db().insert(storeTranslations).values([
    { storeId, locale: 'fr-be', name: 'Boutique Pages', slug: 'boutique-pages-test' },
    { storeId, locale: 'nl-be', name: 'Winkel Pages', slug: 'winkel-pages-test' },
  ]);
  for (const locale of LOCALES) {
    const values = {
      locale,
      brandName: `Brand ${locale}`,
      copyright: `© 2026 Brand ${locale}`,
      homepageBannerId: bannerId,
      homepageBannerTitle: `Banner ${locale}`,
      homepageBannerLink: `/promotions-${locale}`,
      homePageStoreIds: [storeId, 999_999],
    };
    const { locale: _locale, ...update } = values;
    await db().insert(siteSettings).values(values).onConflictDoUpdate({ target: siteSettings.locale, set: update });
  }
});

afterEach(() => {
  invalidated.length = 0;
});

/** `auth: null` sends no token. */
const put = (page: string, language: string, body: unknown, auth: string | null = token) =>
  call(`/api/pages/update_page/?page=${page}&language=${language}`, { method: 'PUT', body, token: auth ?? undefined });

describe('PUT /api/pages/update_page/ then GET /api/pages/{page}/', () => {
  it('writes and reads a page in each locale, and invalidates its tags', async () => {
    for (const language of LOCALES) {
      const res = await put('about_us_page', language, {
        title: `À propos ${language}`,
        header_1: 'Qui sommes-nous',
        header_2: 'Notre équipe',
        content: '<p>Bonjour <strong>tout le monde</strong></p>',
        blocks: { team: ['Ann', 'Bert'] },
        seo_title: `SEO ${language}`,
        meta_description: 'Une description',
        seo_image_id: bannerId,
        banner_id: bannerId,
      });
      expect(res.status, language).toBe(200);
      expect(invalidated).toContainEqual(['page:about_us_page']);
      const got = await call(`/api/pages/about_us_page/?language=${language}`);
      expect(got.status).toBe(200);
      expect(got.json).toEqual(res.json);
      expect(got.json).toMatchObject({
        key: 'about_us_page',
        title: `À propos ${language}`,
        header_1: 'Qui sommes-nous',
        header_2: 'Notre équipe',
        content: '<p>Bonjour <strong>tout le monde</strong></p>',
        blocks: { team: ['Ann', 'Bert'] },
        seo_title: `SEO ${language}`,
        meta_description: 'Une description',
      });
      expect(got.json.banner).toMatchObject({ id: bannerId, url: '/storage/tests/pages-banner.webp', alt: 'Banner' });
      expect(got.json.seo_image.id).toBe(bannerId);
    }
  });

  it('keeps the fields a PUT leaves out and clears an image given as null', async () => {
    await put('faq_page', 'fr-be', { title: 'FAQ', content: '<p>Questions</p>', banner_id: bannerId });
    const res = await put('faq_page', 'fr-be', { header_1: 'Vos questions', banner_id: null });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ title: 'FAQ', content: '<p>Questions</p>', header_1: 'Vos questions', banner: null });
  });

  it('strips scripts, event handlers and javascript: links from the HTML', async () => {
    const res = await put('cookie_policy_page', 'nl-be', {
      title: 'Cookies',
      content:
        '<h2 onclick="steal()">Cookies</h2><script>alert(1)</script><img src="/x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">klik</a><a href="https://example.com" rel="sponsored" target="_blank">ok</a>' +
        '<iframe src="https://evil.example"></iframe><table><tr><td style="color:red">cel</td></tr></table>',
    });
    expect(res.status).toBe(200);
    const { content } = (await call('/api/pages/cookie_policy_page/?language=nl-be')).json;
    expect(content).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect(content).toContain('<h2>Cookies</h2>');
    expect(content).toContain('<img src="/x.png" alt="" />');
    expect(content).toContain('<a href="https://example.com" rel="sponsored noopener noreferrer" target="_blank">ok</a>');
    expect(content).toContain('<table><tr><td>cel</td></tr></table>');
    // What is stored is the sanitized form, not only what is served.
    const [row] = await db()
      .select({ content: pageTranslations.content })
      .from(pageTranslations)
      .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
      .where(and(eq(pages.key, 'cookie_policy_page'), eq(pageTranslations.locale, 'nl-be')));
    expect(row!.content).toBe(content);
  });

  it('needs a title to give a page its first content in a locale', async () => {
    await db()
      .delete(pageTranslations)
      .where(
        and(
          eq(pageTranslations.locale, 'fr-fr'),
          inArray(pageTranslations.pageId, db().select({ id: pages.id }).from(pages).where(eq(pages.key, 'search_page'))),
        ),
      );
    const res = await put('search_page', 'fr-fr', { content: '<p>Recherche</p>' });
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual([{ path: 'title', message: 'Required' }]);
    expect((await call('/api/pages/search_page/?language=fr-fr')).status).toBe(404);
  });

  it('answers 401 without a valid token', async () => {
    expect((await put('about_us_page', 'fr-be', { title: 'x' }, null)).status).toBe(401);
    const forged = await put('about_us_page', 'fr-be', { title: 'x' }, 'not.a.token');
    expect(forged.status).toBe(401);
    expect(forged.json.error.code).toBe('unauthorized');
  });

  it('answers 404 for an unknown page, 400 without a page or with a bad language, 422 for a bad body', async () => {
    expect((await put('no_such_page', 'fr-be', { title: 'x' })).status).toBe(404);
    expect((await call('/api/pages/update_page/?language=fr-be', { method: 'PUT', body: { title: 'x' }, token })).status).toBe(400);
    expect((await put('about_us_page', 'en-gb', { title: 'x' })).status).toBe(400);
    for (const body of [
      { title: '' },
      { title: 'x'.repeat(301) },
      { meta_description: 'x'.repeat(501) },
      { banner_id: 'one' },
      { seo_image_id: 999_999 },
      { blocks: 'text' },
    ]) {
      const res = await put('about_us_page', 'fr-be', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('GET /api/pages/{page}/', () => {
  it('answers 404 for an unknown key and for a page without content in the locale', async () => {
    const unknown = await call('/api/pages/no_such_page/');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    await put('comparator_page', 'fr-be', { title: 'Comparateur' });
    await db()
      .delete(pageTranslations)
      .where(
        and(
          eq(pageTranslations.locale, 'nl-be'),
          inArray(pageTranslations.pageId, db().select({ id: pages.id }).from(pages).where(eq(pages.key, 'comparator_page'))),
        ),
      );
    expect((await call('/api/pages/comparator_page/?language=fr-be')).status).toBe(200);
    expect((await call('/api/pages/comparator_page/?language=nl-be')).status).toBe(404);
  });

  it('answers 400 for a bad language', async () => {
    expect((await call('/api/pages/about_us_page/?language=de-de')).status).toBe(400);
  });
});

describe('the pages the database holds', () => {
  it('serves every page with content, in every locale', async () => {
    const rows = await db()
      .select({ key: pages.key, locale: pageTranslations.locale, title: pageTranslations.title })
      .from(pageTranslations)
      .innerJoin(pages, eq(pages.id, pageTranslations.pageId));
    for (const row of rows) {
      const res = await call(`/api/pages/${row.key}/?language=${row.locale}`);
      expect(res.status, `${row.key} ${row.locale}`).toBe(200);
      expect(res.json.title).toBe(row.title);
    }
  });
});

describe('site settings: home page stores, banner, copyright', () => {
  it('lists the home page stores in the locale, leaving out missing ones', async () => {
    for (const language of ['fr-be', 'nl-be'] as const) {
      const res = await call(`/api/pages/home_page_stores/?language=${language}`);
      expect(res.status).toBe(200);
      expect(res.json.map((store: { id: number }) => store.id)).toEqual([storeId]);
      expect(res.json[0].name).toBe(language === 'fr-be' ? 'Boutique Pages' : 'Winkel Pages');
    }
    expect((await call('/api/pages/home_page_stores/?language=fr-fr')).json).toEqual([]);
  });

  it('gives the home page banner and the copyright of each locale', async () => {
    for (const language of LOCALES) {
      const banner = await call(`/api/pages/homepage_banner/?language=${language}`);
      expect(banner.status).toBe(200);
      expect(banner.json).toMatchObject({ title: `Banner ${language}`, link: `/promotions-${language}` });
      expect(banner.json.image.id).toBe(bannerId);
      const copyright = await call(`/api/pages/copyright/?language=${language}`);
      expect(copyright.json).toEqual({ copyright: `© 2026 Brand ${language}`, brand_name: `Brand ${language}` });
    }
  });

  it('answers 404 for a locale without settings', async () => {
    await db().delete(siteSettings).where(eq(siteSettings.locale, 'fr-fr'));
    expect((await call('/api/pages/homepage_banner/?language=fr-fr')).status).toBe(404);
    expect((await call('/api/pages/copyright/?language=fr-fr')).status).toBe(404);
    expect((await call('/api/pages/home_page_stores/?language=fr-fr')).json).toEqual([]);
  });
});

describe('GET /api/pages/footer_links/', () => {
  it('splits the locale’s links into common and copyright groups, by position', async () => {
    await db().insert(footerLinks).values([
      { locale: 'nl-be', name: 'Zzz second', link: '/b', position: 9002 },
      { locale: 'nl-be', name: 'Zzz first', link: '/a', position: 9001 },
      { locale: 'nl-be', name: 'Zzz legal', link: '/legal', position: 9001, isCopyright: true },
      { locale: 'fr-fr', name: 'Zzz other locale', link: '/c', position: 9001 },
    ]);
    for (const language of LOCALES) {
      const res = await call(`/api/pages/footer_links/?language=${language}`);
      expect(res.status).toBe(200);
      const rows = await db()
        .select()
        .from(footerLinks)
        .where(eq(footerLinks.locale, language))
        .orderBy(asc(footerLinks.position), asc(footerLinks.id));
      const pick = (copyright: boolean) =>
        rows.filter((row) => row.isCopyright === copyright).map(({ id, name, link }) => ({ id, name, link }));
      expect(res.json).toEqual({ common: pick(false), copyright: pick(true) });
    }
    const nl = (await call('/api/pages/footer_links/?language=nl-be')).json;
    expect(nl.common.slice(-2).map((link: { name: string }) => link.name)).toEqual(['Zzz first', 'Zzz second']);
    expect(nl.copyright.at(-1).name).toBe('Zzz legal');
    expect(nl.common.some((link: { name: string }) => link.name === 'Zzz other locale')).toBe(false);
  });
});

describe('POST /api/pages/send_email/', () => {
  const send = (body: unknown, ip: string, language = 'fr-be') =>
    call(`/api/pages/send_email/?language=${language}`, { method: 'POST', body, ip });
  const message = { email: ' Visiteur@Example.COM ', name: 'Visiteur', message: 'Bonjour, une question sur un code.' };

  it('stores the message with its locale and client key before answering 201', async () => {
    for (const [index, language] of LOCALES.entries()) {
      const res = await send(message, `10.20.0.${index + 1}`, language);
      expect(res.status).toBe(201);
      const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, res.json.id));
      expect(row).toMatchObject({ locale: language, email: 'visiteur@example.com', name: 'Visiteur', message: message.message });
      expect(row!.clientHash).toMatch(/^[0-9a-f]{32}$/);
      expect(row!.clientHash).not.toContain('10.20');
    }
  });

  it('rejects a bad e-mail, a short message and a filled honeypot with 422, storing nothing', async () => {
    const before = (await db().select({ id: contactMessages.id }).from(contactMessages)).length;
    for (const [index, body] of [
      { ...message, email: 'not-an-email' },
      { ...message, message: 'short' },
      { ...message, name: '' },
      { ...message, company: 'Bots Inc.' },
      { email: message.email },
    ].entries()) {
      const res = await send(body, `10.21.0.${index + 1}`);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await db().select({ id: contactMessages.id }).from(contactMessages)).length).toBe(before);
  });

  it('answers 429 with Retry-After past the per-client limit, other clients unaffected', async () => {
    for (let i = 0; i < env.RATE_LIMIT_POINTS; i++) expect((await send(message, '10.22.0.1')).status).toBe(201);
    const limited = await send(message, '10.22.0.1');
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(message, '10.22.0.2')).status).toBe(201);
  });

  it('answers 400 for a bad language', async () => {
    expect((await send(message, '10.23.0.1', 'xx')).status).toBe(400);
  });
});
