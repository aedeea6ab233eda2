import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { continents, continentTranslations } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: false });

type Row = { id: number; name: string; slug: string; level: number; parent_id: number | null; parent: string | null; missing_locales: string[] };

let token: string;
beforeAll(async () => {
  token = await editorTokenFor();
});

async function create(base: string, body: Record<string, unknown>): Promise<number> {
  const answer = await call(`/api/${base}/`, { method: 'POST', token, body });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json.id as number;
}

const rows = async (path: string) => {
  const answer = await call(path, { token });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json as { count: number; results: Row[] };
};

/** The same reads for both families: `below` names the description under the listings. */
describe.each([
  { base: 'categories', below: 'below_description' },
  { base: 'destinations', below: 'bottom_description' },
])('GET /api/admin/$base/', ({ base, below }) => {
  // Slugs start with the family's name: both families' tests share the database and its slug registry.
  const slug = (word: string) => `${base}-${word}`;

  it('lists the tree: each node after its parent, with its name in the locale asked, its parent’s and the locales it lacks, filtered on the server', async () => {
    const second = await create(base, { position: 2, translations: { 'fr-be': { name: 'Zèbre Montagne', slug: slug('montagne') } } });
    const first = await create(base, {
      position: 1,
      translations: { 'fr-be': { name: 'Zèbre Mer', slug: slug('mer') }, 'nl-be': { name: 'Zebra Zee', slug: slug('zee') } },
    });
    const child = await create(base, {
      parent_id: first,
      translations: { 'fr-be': { name: 'Zèbre Plage', slug: slug('plage') }, 'nl-be': { name: 'Zebra Strand', slug: slug('strand') } },
    });
    const grandchild = await create(base, { parent_id: child, translations: { 'nl-be': { name: 'Zebra Duin', slug: slug('duin') } } });

    expect((await call(`/api/admin/${base}/`)).status).toBe(401);
    const all = await rows(`/api/admin/${base}/?q=z%C3%A8bre`);
    expect(all.results.map((row) => [row.id, row.name, row.level, row.parent_id, row.parent, row.missing_locales])).toEqual([
      [first, 'Zèbre Mer', 1, null, null, ['fr-fr']],
      [child, 'Zèbre Plage', 2, first, 'Zèbre Mer', ['fr-fr']],
      [second, 'Zèbre Montagne', 1, null, null, ['nl-be', 'fr-fr']],
    ]);

    // Words of a name in any locale; the names in the locale asked, else in the first the node has.
    const dutch = await rows(`/api/admin/${base}/?q=zebra&language=nl-be`);
    expect(dutch.results.map((row) => [row.name, row.slug, row.parent])).toEqual([
      ['Zebra Zee', slug('zee'), null],
      ['Zebra Strand', slug('strand'), 'Zebra Zee'],
      ['Zebra Duin', slug('duin'), 'Zebra Strand'],
    ]);
    expect((await rows(`/api/admin/${base}/?q=${slug('duin')}`)).results.map((row) => [row.id, row.name])).toEqual([[grandchild, 'Zebra Duin']]);

    expect((await rows(`/api/admin/${base}/?parent_id=${first}`)).results.map((row) => row.id)).toEqual([child]);
    expect((await rows(`/api/admin/${base}/?level=2&level=3`)).results.map((row) => row.id)).toEqual([child, grandchild]);
    expect((await rows(`/api/admin/${base}/?id=${grandchild}&id=${second}`)).results.map((row) => row.id)).toEqual([grandchild, second]);
    expect((await rows(`/api/admin/${base}/?ordering=name`)).results.map((row) => row.name)).toEqual(['Zebra Duin', 'Zèbre Mer', 'Zèbre Montagne', 'Zèbre Plage']);

    const paged = await rows(`/api/admin/${base}/?size=2&page=2`);
    expect(paged.count).toBe(4);
    expect(paged.results.map((row) => row.id)).toEqual([grandchild, second]);
    expect((await call(`/api/admin/${base}/?level=4`, { token })).status).toBe(400);
  });

  it('reads the record PATCH takes back: every locale’s texts and FAQ, the ids of what the page shows', async () => {
    const parent = await create(base, { translations: { 'fr-be': { name: 'Record Parent', slug: slug('record-parent') } } });
    const faq = [
      { question: 'Quand partir ?', answer: 'Au printemps.' },
      { question: 'Combien ?', answer: 'Peu.' },
    ];
    const id = await create(base, {
      parent_id: parent,
      position: 4,
      in_menu: true,
      translations: {
        'fr-be': { name: 'Record Enfant', slug: slug('record-enfant'), header_1: 'Titre', seo_title: 'SEO', [below]: '<p>Bas</p>', faq_items: faq },
      },
    });
    const answer = await call(`/api/admin/${base}/${id}/`, { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.json).toMatchObject({
      id,
      parent_id: parent,
      level: 2,
      position: 4,
      in_menu: true,
      related_post_ids: [],
      specific_hotel_ids: [],
      translations: { 'fr-be': { name: 'Record Enfant', header_1: 'Titre', seo_title: 'SEO', [below]: '<p>Bas</p>', faq_items: faq, seo_image_id: null } },
    });
    expect(Object.keys(answer.json.translations)).toEqual(['fr-be']);

    // What the back-office's form sends back: the record less what a PATCH does not change.
    const { id: _id, parent_id: _parent, level: _level, ...body } = answer.json as Record<string, unknown>;
    const patch = await call(`/api/${base}/${id}/`, { method: 'PATCH', token, body });
    expect(patch.status, JSON.stringify(patch.json)).toBe(200);
    expect(patch.json).toEqual(answer.json);

    expect((await call(`/api/admin/${base}/${id}/`)).status).toBe(401);
    expect((await call(`/api/admin/${base}/99999999/`, { token })).status).toBe(404);
  });
});

describe('GET /api/admin/continents/', () => {
  it('lists the continents by position, named in the locale asked, else by their code', async () => {
    const [europe, asia] = await db()
      .insert(continents)
      .values([
        { code: 'EU', position: 1 },
        { code: 'AS', position: 0 },
      ])
      .returning();
    await db()
      .insert(continentTranslations)
      .values([
        { continentId: europe!.id, locale: 'fr-be', name: 'Europe' },
        { continentId: europe!.id, locale: 'nl-be', name: 'Europa' },
      ]);
    expect((await call('/api/admin/continents/')).status).toBe(401);
    const answer = await call('/api/admin/continents/?language=nl-be', { token });
    expect(answer.json).toEqual({
      count: 2,
      results: [
        { id: asia!.id, code: 'AS', name: 'AS' },
        { id: europe!.id, code: 'EU', name: 'Europa' },
      ],
    });
  });
});
