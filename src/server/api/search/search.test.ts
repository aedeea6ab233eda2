import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import {
  daysFromNow,
  makeBlogPost,
  makeCategory,
  makeDestination,
  makePromotion,
  makeStore,
} from '@test/promotion-fixtures';
import { call } from '@test/api';
import { resetRateLimits, SEARCHES_PER_MINUTE } from '../lib/rate-limit';

setupTestDatabase({ seeded: true });

// Every test starts with its client's allowance of searches full.
beforeEach(resetRateLimits);

type Hit = {
  entity_type: string;
  id: number;
  title: string;
  slugs: string[];
  score: number;
  store: { id: number } | null;
  counts: { coupon_counts: number; offer_counts: number } | null;
};

const ids = {
  spain: 0,
  catalonia: 0,
  barcelona: 0,
  store: 0,
  promotion: 0,
  expired: 0,
  summer: 0,
  category: 0,
  subcategory: 0,
  post: 0,
  futurePost: 0,
  dutchPromotion: 0,
  letterStore: 0,
  wordStore: 0,
};

beforeAll(async () => {
  ids.spain = await makeDestination({ 'fr-be': 'Espagne', 'nl-be': 'Spanje', 'fr-fr': 'Espagne' });
  ids.catalonia = await makeDestination({ 'fr-be': 'Catalogne', 'nl-be': 'Catalonië', 'fr-fr': 'Catalogne' }, ids.spain, 2);
  ids.barcelona = await makeDestination(
    { 'fr-be': 'Barcelone', 'nl-be': 'Barcelona', 'fr-fr': 'Barcelone' },
    ids.catalonia,
    3,
  );
  ids.store = await makeStore({ 'fr-be': 'Sol Voyages', 'nl-be': 'Sol Reizen', 'fr-fr': 'Sol Voyages' });
  ids.letterStore = await makeStore({ 'fr-be': 'Studio Z' });
  ids.wordStore = await makeStore({ 'fr-be': 'Zanzibar Tours' });
  ids.promotion = (
    await makePromotion({ storeId: ids.store, titles: { 'fr-be': 'Week-end à Barcelone en hôtel 4 étoiles' } })
  ).id;
  ids.expired = (
    await makePromotion({
      storeId: ids.store,
      titles: { 'fr-be': 'Croisière Barcelone terminée' },
      startsAt: daysFromNow(-20),
      endsAt: daysFromNow(-2),
    })
  ).id;
  ids.summer = (await makePromotion({ storeId: ids.store, titles: { 'fr-be': "Soldes d'été sur les séjours" } })).id;
  ids.dutchPromotion = (
    await makePromotion({ storeId: ids.store, titles: { 'nl-be': 'Goedkope vakantie boeken aan zee' } })
  ).id;
  ids.category = await makeCategory({ 'fr-be': 'Vacances au soleil', 'nl-be': 'Zonvakanties' });
  ids.subcategory = await makeCategory({ 'fr-be': 'Plages ensoleillées', 'nl-be': 'Zonnige stranden' }, ids.category, 2);
  ids.post = await makeBlogPost({ 'fr-be': 'Que faire à Barcelone en trois jours', 'nl-be': 'Drie dagen in Barcelona' });
  ids.futurePost = await makeBlogPost({ 'fr-be': 'Barcelone la nuit' }, daysFromNow(5));
});

async function search(str: string, language = 'fr-be', extra = ''): Promise<Hit[]> {
  const res = await call(`/api/search/?str=${encodeURIComponent(str)}&language=${language}&size=100${extra}`);
  expect(res.status, str).toBe(200);
  return res.json.results;
}

const has = (hits: Hit[], type: string, id: number) => hits.some((hit) => hit.entity_type === type && hit.id === id);

describe('GET /api/search/', () => {
  it('finds a destination, its promotions and blog posts, with the exact name first', async () => {
    const hits = await search('Barcelone');
    expect(has(hits, 'sublocation', ids.barcelona)).toBe(true);
    expect(has(hits, 'promotion', ids.promotion)).toBe(true);
    expect(has(hits, 'blog_post', ids.post)).toBe(true);
    const barcelona = hits.find((hit) => hit.entity_type === 'sublocation' && hit.id === ids.barcelona)!;
    expect(barcelona.slugs).toHaveLength(3);
    expect(barcelona.slugs[2]).toMatch(/^barcelone-/);
    expect(hits[0]!.title.toLowerCase()).toBe('barcelone');
    const scores = hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('ignores case: "barcelone" finds "Barcelone"', async () => {
    expect(has(await search('barcelone'), 'sublocation', ids.barcelona)).toBe(true);
  });

  it('finds word prefixes: "barcelon" and "barc"', async () => {
    for (const str of ['barcelon', 'barc']) {
      const hits = await search(str);
      expect(has(hits, 'sublocation', ids.barcelona), str).toBe(true);
      expect(has(hits, 'promotion', ids.promotion), str).toBe(true);
    }
  });

  it('forgives typos: "barcelnoe" and "barcelonne"', async () => {
    for (const str of ['barcelnoe', 'barcelonne']) {
      const hits = await search(str);
      expect(has(hits, 'sublocation', ids.barcelona), str).toBe(true);
      expect(has(hits, 'promotion', ids.promotion), str).toBe(true);
    }
  });

  it('ignores accents both ways: "ete" finds "été", "étoilés" finds "étoiles"', async () => {
    expect(has(await search('ete'), 'promotion', ids.summer)).toBe(true);
    expect(has(await search('hotel'), 'promotion', ids.promotion)).toBe(true);
    expect(has(await search('Ensoleillees'), 'subcategory', ids.subcategory)).toBe(true);
  });

  it('stems French words: "séjour" finds "séjours"', async () => {
    // With "soldes" too, so the seeded content's many stays do not push the fixture off the page.
    expect(has(await search('soldes séjour'), 'promotion', ids.summer)).toBe(true);
  });

  it("reads elided articles as text: \"l'été\" and \"à barcelone\" find their promotions", async () => {
    expect(has(await search("l'été"), 'promotion', ids.summer)).toBe(true);
    expect(has(await search('séjours à barcelone'), 'promotion', ids.summer)).toBe(false);
    expect(has(await search('week-end à barcelone'), 'promotion', ids.promotion)).toBe(true);
  });

  it('stems Dutch words in nl-be: "goedkoop boek" finds "Goedkope ... boeken"', async () => {
    const hits = await search('goedkoop boek', 'nl-be');
    expect(has(hits, 'promotion', ids.dutchPromotion)).toBe(true);
  });

  it('finds stores and categories, and a promotion carries its store', async () => {
    expect(has(await search('sol voyages'), 'store', ids.store)).toBe(true);
    expect(has(await search('vacances soleil'), 'category', ids.category)).toBe(true);
    const promotion = (await search('barcelone')).find((hit) => hit.entity_type === 'promotion' && hit.id === ids.promotion)!;
    expect(promotion.store?.id).toBe(ids.store);
  });

  it('answers per locale: Dutch names in nl-be, nothing from other locales', async () => {
    const dutch = await search('spanje', 'nl-be');
    expect(has(dutch, 'location', ids.spain)).toBe(true);
    expect(has(await search('spanje', 'fr-be'), 'location', ids.spain)).toBe(false);
    expect(has(await search('goedkope vakantie', 'fr-be'), 'promotion', ids.dutchPromotion)).toBe(false);
    // The store has no fr-fr promotion: the fr-fr search finds the store only.
    const french = await search('barcelone', 'fr-fr');
    expect(has(french, 'promotion', ids.promotion)).toBe(false);
    expect(has(french, 'sublocation', ids.barcelona)).toBe(true);
  });

  it('leaves out ended promotions and posts not yet published', async () => {
    const hits = await search('barcelone');
    expect(has(hits, 'promotion', ids.expired)).toBe(false);
    expect(has(hits, 'blog_post', ids.futurePost)).toBe(false);
  });

  it('paginates as {count, results}', async () => {
    const all = await call('/api/search/?str=barcelone&size=100');
    const first = await call('/api/search/?str=barcelone&size=1');
    const second = await call('/api/search/?str=barcelone&size=1&page=2');
    expect(first.json.count).toBe(all.json.count);
    expect(first.json.results).toHaveLength(1);
    expect(second.json.results[0]).toEqual(all.json.results[1]);
    const past = await call('/api/search/?str=barcelone&page=999');
    expect(past.status).toBe(200);
    expect(past.json.results).toEqual([]);
  });

  it('answers an empty result for blank text and text without words', async () => {
    for (const str of ['', '   ', '%20%09', '!!!']) {
      const res = await call(`/api/search/?str=${str}`);
      expect(res.status, str).toBe(200);
      expect(res.json).toEqual({ count: 0, results: [] });
    }
  });

  it('rejects a missing or oversized str and bad paging with 400', async () => {
    for (const query of ['', `str=${'a'.repeat(201)}`, 'str=x&size=0', 'str=x&size=101', 'str=x&page=0', 'str=x&language=de']) {
      const res = await call(`/api/search/?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('reads at most 8 words: a hostile query answers as its capped form', async () => {
    const words = (count: number) => Array.from({ length: count }, () => 'a%').join(' ');
    // As many words of `a%` as the longest text allowed took 750 ms a search; they say no more than 8 do.
    expect(await search(words(66))).toEqual(await search(words(8)));
    // Words past the eighth are not read: they no longer narrow the search down to nothing.
    const eight = 'que faire à barcelone en trois jours barcelone';
    const capped = await search(eight);
    expect(has(capped, 'blog_post', ids.post)).toBe(true);
    expect(await search(`${eight} qwxz zzyq jjkq`)).toEqual(capped);
  });

  it('reads a one-letter word as a whole word, and a prefix from two letters (the header box suggests from two)', async () => {
    const one = await search('z');
    expect(has(one, 'store', ids.letterStore)).toBe(true);
    expect(has(one, 'store', ids.wordStore)).toBe(false);
    expect(has(await search('za'), 'store', ids.wordStore)).toBe(true);
    // A lone letter beside a longer word is left out, as before.
    expect(has(await search('z zanzibar'), 'store', ids.wordStore)).toBe(true);
  });

  it(`answers 429 with Retry-After past ${SEARCHES_PER_MINUTE} searches a minute from one client`, async () => {
    const ask = (ip: string) => call('/api/search/?str=', { ip });
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++) expect((await ask('10.9.0.1')).status).toBe(200);
    const limited = await ask('10.9.0.1');
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await ask('10.9.0.2')).status).toBe(200);
  });

  it('treats tsquery syntax as plain text', async () => {
    for (const str of ["barcelone & | ! ( ) : * '", 'a:*', "l'été"]) {
      const res = await call(`/api/search/?str=${encodeURIComponent(str)}`);
      expect(res.status, str).toBe(200);
    }
  });
});

describe('GET /api/search/ ranks the seeded content by relevance', () => {
  const titles = (hits: Hit[]) => hits.map((hit) => hit.title);

  it('puts an exact title first', async () => {
    for (const title of ['Croisières en Méditerranée', 'Vacances en Méditerranée']) {
      const hits = await search(title);
      expect(hits[0]?.title, title).toBe(title);
    }
  });

  it('puts a title that holds every word typed before rows that only share one ("vacances a la mer")', async () => {
    const hits = await search('vacances a la mer');
    expect(hits[0]?.title).toBe('Vacances à la mer du Nord');
    const ski = hits.findIndex((hit) => /\bski\b/i.test(hit.title));
    if (ski !== -1) expect(ski).toBeGreaterThan(titles(hits).indexOf('Vacances à la mer du Nord'));
  });

  it('ignores accents: "mediterranee" finds "Méditerranée", titles before other text', async () => {
    const hits = await search('mediterranee');
    expect(titles(hits).slice(0, 2).sort()).toEqual(['Croisières en Méditerranée', 'Vacances en Méditerranée']);
    expect(hits.slice(0, 2).every((hit) => hit.entity_type === 'subcategory')).toBe(true);
  });

  it('forgives one letter off: "mediteranee" and "Middelandse Zee" (nl-be)', async () => {
    expect(titles(await search('mediteranee'))).toContain('Vacances en Méditerranée');
    expect(titles(await search('vacances en mediteranee'))[0]).toBe('Vacances en Méditerranée');
    expect(titles(await search('Middelandse Zee', 'nl-be'))).toContain('Vakantie aan de Middellandse Zee');
    expect(titles(await search('itallie'))[0]).toBe('Italie');
    expect(titles(await search('itallie', 'nl-be'))[0]).toBe('Italië');
  });

  it('orders by tiers: exact, then beginning, then all words in the title, then a near spelling', async () => {
    const hits = await search('vacances en mediterranee');
    const exact = hits.find((hit) => hit.title === 'Vacances en Méditerranée')!;
    expect(hits[0]).toBe(exact);
    const scores = hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("gives a store its active codes and offers, and no counts to other kinds", async () => {
    const hits = await search('sol voyages');
    const store = hits.find((hit) => hit.entity_type === 'store' && hit.id === ids.store)!;
    expect(store.counts).toEqual({ coupon_counts: expect.any(Number), offer_counts: expect.any(Number) });
    expect(store.counts!.coupon_counts + store.counts!.offer_counts).toBeGreaterThan(0);
    expect(hits.filter((hit) => hit.entity_type !== 'store').every((hit) => hit.counts === null)).toBe(true);
  });
});
