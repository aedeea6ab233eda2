import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onInvalidate } from '@/server/cache/invalidate';
import { setupTestDatabase } from '@test/database';
import { categoryIdsWithAncestors } from '@/server/services/categories';
import { daysFromNow, makeCategory, makeStore } from '@test/promotion-fixtures';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: true });

let invalidated: string[][] = [];
onInvalidate((changed) => {
  invalidated.push(changed);
});

/** Two trees: top > middle > leaf, and other > otherLeaf; two stores. */
const f = { top: 0, middle: 0, leaf: 0, other: 0, otherLeaf: 0, store: 0, otherStore: 0 };
let token: string;

beforeAll(async () => {
  token = await adminTokenFor();
  f.top = await makeCategory({ 'fr-be': 'Soleil' });
  f.middle = await makeCategory({ 'fr-be': 'Îles' }, f.top, 2);
  f.leaf = await makeCategory({ 'fr-be': 'Îles grecques' }, f.middle, 3);
  f.other = await makeCategory({ 'fr-be': 'Neige' });
  f.otherLeaf = await makeCategory({ 'fr-be': 'Ski en famille' }, f.other, 2);
  f.store = await makeStore({ 'fr-be': 'Helios Voyages' });
  f.otherStore = await makeStore({ 'fr-be': 'Flocon Tours' });
});

beforeEach(() => {
  invalidated = [];
});

const sorted = (list: string[] | undefined) => [...(list ?? [])].sort();

async function create(categoryIds: number[]): Promise<number> {
  const res = await call('/api/promotions/', {
    method: 'POST',
    token,
    body: {
      store_id: f.store,
      type: 'offer',
      link: 'https://helios.example/deal',
      starts_at: daysFromNow(-1),
      category_ids: categoryIds,
      translations: { 'fr-be': { title: 'Crète -20%' } },
    },
  });
  expect(res.status).toBe(201);
  return res.json.id;
}

describe('categoryIdsWithAncestors', () => {
  it('adds every ancestor once, and leaves out unknown ids', async () => {
    expect((await categoryIdsWithAncestors([f.leaf, f.middle, f.otherLeaf, 99_999_999])).sort((a, b) => a - b)).toEqual(
      [f.top, f.middle, f.leaf, f.other, f.otherLeaf].sort((a, b) => a - b),
    );
    expect(await categoryIdsWithAncestors([f.top])).toEqual([f.top]);
    expect(await categoryIdsWithAncestors([])).toEqual([]);
  });
});

describe('what a promotion write expires', () => {
  it('create: the promotion lists, its store, its level-3 category and both ancestors', async () => {
    await create([f.leaf]);
    expect(invalidated).toHaveLength(1);
    expect(sorted(invalidated[0])).toEqual(
      sorted(['promotions', `store:${f.store}`, `category:${f.leaf}`, `category:${f.middle}`, `category:${f.top}`]),
    );
  });

  it('patch: the store and category trees it leaves and the ones it joins', async () => {
    const id = await create([f.leaf]);
    invalidated = [];
    const res = await call(`/api/promotions/${id}/`, {
      method: 'PATCH',
      token,
      body: { store_id: f.otherStore, category_ids: [f.otherLeaf] },
    });
    expect(res.status).toBe(200);
    expect(invalidated).toHaveLength(1);
    expect(sorted(invalidated[0])).toEqual(
      sorted([
        'promotions',
        `store:${f.store}`,
        `store:${f.otherStore}`,
        `category:${f.leaf}`,
        `category:${f.middle}`,
        `category:${f.top}`,
        `category:${f.otherLeaf}`,
        `category:${f.other}`,
      ]),
    );
  });

  it('patch of a promotion in a level-2 category: that category and its parent', async () => {
    const id = await create([f.middle]);
    invalidated = [];
    await call(`/api/promotions/${id}/`, { method: 'PATCH', token, body: { position: 4 } });
    expect(sorted(invalidated[0])).toEqual(sorted(['promotions', `store:${f.store}`, `category:${f.middle}`, `category:${f.top}`]));
  });

  it('replace: the old and new categories with their ancestors', async () => {
    const id = await create([f.otherLeaf]);
    invalidated = [];
    const res = await call(`/api/promotions/${id}/`, {
      method: 'PUT',
      token,
      body: {
        store_id: f.store,
        type: 'offer',
        link: 'https://helios.example/deal',
        starts_at: daysFromNow(-1),
        category_ids: [f.leaf],
        translations: { 'fr-be': { title: 'Crète -25%' } },
      },
    });
    expect(res.status).toBe(200);
    expect(sorted(invalidated[0])).toEqual(
      sorted([
        'promotions',
        `store:${f.store}`,
        `category:${f.otherLeaf}`,
        `category:${f.other}`,
        `category:${f.leaf}`,
        `category:${f.middle}`,
        `category:${f.top}`,
      ]),
    );
  });

  it('bulk delete: the stores and category trees of what was deleted; nothing when nothing was', async () => {
    const first = await create([f.leaf]);
    const second = await create([f.otherLeaf]);
    invalidated = [];
    const res = await call('/api/promotions/bulk_destroy/', { method: 'POST', token, body: { promotions: [first, second] } });
    expect(res.json).toEqual({ deleted: 2 });
    expect(sorted(invalidated[0])).toEqual(
      sorted([
        'promotions',
        `store:${f.store}`,
        `category:${f.leaf}`,
        `category:${f.middle}`,
        `category:${f.top}`,
        `category:${f.otherLeaf}`,
        `category:${f.other}`,
      ]),
    );
    invalidated = [];
    await call('/api/promotions/bulk_destroy/', { method: 'POST', token, body: { promotions: [first] } });
    expect(invalidated).toEqual([]);
  });
});
