import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: false });

type Row = { id: string; key: string; title: string; path: string; locales: string[]; missing_locales: string[]; updated_at: string | null };

const KEYS = [
  'home_page',
  'blog_page',
  'about_us_page',
  'conditions_page',
  'contact_us_page',
  'cookie_policy_page',
  'faq_page',
  'html_sitemap_page',
  'mentions_legales_page',
  'privacy_policy_page',
  'not_found_page',
  'search_page',
  'comparator_page',
];

const put = (token: string, page: string, language: string, body: unknown) =>
  call(`/api/pages/update_page/?page=${page}&language=${language}`, { method: 'PUT', token, body });

const rowOf = async (token: string, key: string, language: string): Promise<Row> => {
  const answer = await call(`/api/admin/pages/?language=${language}`, { token });
  expect(answer.status).toBe(200);
  return (answer.json.results as Row[]).find((row) => row.key === key)!;
};

describe('GET /api/admin/pages/', () => {
  it('lists every page key, home first, even those without content anywhere, with their path in the locale', async () => {
    const token = await editorTokenFor();
    expect((await call('/api/admin/pages/')).status).toBe(401);
    const answer = await call('/api/admin/pages/?language=nl-be', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.json.count).toBe(KEYS.length);
    const rows = answer.json.results as Row[];
    expect(rows.map((row) => row.key)).toEqual(KEYS);
    expect(rows.every((row) => row.id === row.key)).toBe(true);
    expect(rows.find((row) => row.key === 'about_us_page')).toEqual({
      id: 'about_us_page',
      key: 'about_us_page',
      title: '',
      path: '/over-ons',
      locales: [],
      missing_locales: ['fr-be', 'nl-be', 'fr-fr'],
      updated_at: null,
    });
    expect(rows.find((row) => row.key === 'home_page')?.path).toBe('/');
  });

  it('gives each page the locales it has content in, its title in the locale asked (else another), and pages the keys', async () => {
    const token = await editorTokenFor();
    expect((await put(token, 'conditions_page', 'nl-be', { title: 'Gebruiksvoorwaarden' })).status).toBe(200);
    expect((await put(token, 'conditions_page', 'fr-be', { title: 'Conditions générales' })).status).toBe(200);

    const nl = await rowOf(token, 'conditions_page', 'nl-be');
    expect(nl).toMatchObject({ title: 'Gebruiksvoorwaarden', path: '/gebruiksvoorwaarden', locales: ['fr-be', 'nl-be'], missing_locales: ['fr-fr'] });
    expect(Date.parse(nl.updated_at!)).not.toBeNaN();
    // fr-fr has no content: the title of another locale names the row.
    expect(await rowOf(token, 'conditions_page', 'fr-fr')).toMatchObject({ title: 'Conditions générales', path: '/conditions-generales' });

    const third = await call('/api/admin/pages/?page=3&size=5', { token });
    expect(third.json.count).toBe(KEYS.length);
    expect((third.json.results as Row[]).map((row) => row.key)).toEqual(KEYS.slice(10));
    expect((await call('/api/admin/pages/?size=0', { token })).status).toBe(400);
  });
});

describe('GET /api/admin/pages/{key}/', () => {
  it('reads every locale of a page as PUT /api/pages/update_page/ takes it back, with its public paths', async () => {
    const token = await editorTokenFor();
    const fr = {
      title: 'Questions fréquentes',
      header_1: 'FAQ',
      header_2: 'Tout savoir',
      content: '<p>Bonjour<script>alert(1)</script> <strong>à tous</strong></p>',
      blocks: { faq: [{ question: 'Gratuit ?', answer: 'Oui.' }] },
      seo_title: 'FAQ | Vakantio',
      meta_description: 'Les réponses',
    };
    expect((await put(token, 'faq_page', 'fr-be', fr)).status).toBe(200);
    expect((await put(token, 'faq_page', 'nl-be', { title: 'Veelgestelde vragen', seo_title: 'FAQ NL' })).status).toBe(200);

    const answer = await call('/api/admin/pages/faq_page/', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.json).toEqual({
      id: 'faq_page',
      key: 'faq_page',
      banner_id: null,
      updated_at: expect.any(String),
      paths: { 'fr-be': '/faq', 'nl-be': '/faq', 'fr-fr': '/faq' },
      translations: {
        'fr-be': { ...fr, content: '<p>Bonjour <strong>à tous</strong></p>', seo_image_id: null },
        'nl-be': {
          title: 'Veelgestelde vragen',
          header_1: '',
          header_2: '',
          content: '',
          blocks: {},
          seo_title: 'FAQ NL',
          meta_description: '',
          seo_image_id: null,
        },
      },
    });

    // Each locale's fields go back unchanged.
    for (const [language, fields] of Object.entries(answer.json.translations as Record<string, unknown>)) {
      expect((await put(token, 'faq_page', language, fields)).status, language).toBe(200);
    }
    expect((await call('/api/admin/pages/faq_page/', { token })).json.translations).toEqual(answer.json.translations);
  });

  it('reads a known page without content as an empty record, and answers 404 for an unknown key', async () => {
    const token = await editorTokenFor();
    const empty = await call('/api/admin/pages/privacy_policy_page/', { token });
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ key: 'privacy_policy_page', banner_id: null, updated_at: null, translations: {} });
    expect(empty.json.paths['nl-be']).toBe('/privacy');
    expect((await call('/api/admin/pages/no_such_page/', { token })).status).toBe(404);
    expect((await call(`/api/admin/pages/${'x'.repeat(61)}/`, { token })).status).toBe(400);
    expect((await call('/api/admin/pages/faq_page/')).status).toBe(401);
  });
});
