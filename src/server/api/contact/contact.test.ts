import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: false });

let token: string;
const sent: Record<string, number[]> = { 'fr-be': [], 'nl-be': [], 'fr-fr': [] };

beforeAll(async () => {
  token = await adminTokenFor();
  // Two messages from each site, each from a client of its own (the form is rate-limited).
  let client = 0;
  for (const round of [1, 2]) {
    for (const language of Object.keys(sent)) {
      client += 1;
      const res = await call(`/api/pages/send_email/?language=${language}`, {
        method: 'POST',
        body: { email: `Visitor${round}@Example.be`, name: `Visitor ${round}`, message: `Message ${round} from ${language}, with a question.` },
        ip: `10.31.0.${client}`,
      });
      expect(res.status).toBe(201);
      sent[language]!.push(res.json.id);
    }
  }
});

describe('GET /api/contact/', () => {
  it('answers 401 without a token, or with a bad one, and shows nothing', async () => {
    for (const init of [{}, { token: 'not-a-token' }, { headers: { authorization: 'Basic ZTJlOmUyZQ==' } }]) {
      const res = await call('/api/contact/', init);
      expect(res.status).toBe(401);
      expect(res.text).not.toContain('Visitor');
    }
  });

  it('lists the stored messages of one site, newest first, as the form stored them', async () => {
    const res = await call('/api/contact/?language=nl-be', { token });
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(2);
    expect(res.json.results.map((m: { id: number }) => m.id)).toEqual([...sent['nl-be']!].reverse());
    expect(res.json.results[0]).toEqual({
      id: sent['nl-be']![1],
      locale: 'nl-be',
      email: 'visitor2@example.be',
      name: 'Visitor 2',
      message: 'Message 2 from nl-be, with a question.',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(res.json.results[0]).not.toHaveProperty('clientHash');
  });

  it('lists every site without a language, by pages', async () => {
    const all = Object.values(sent).flat().sort((a, b) => b - a);
    const first = await call('/api/contact/?size=4', { token });
    const second = await call('/api/contact/?size=4&page=2', { token });
    expect(first.json.count).toBe(6);
    expect([...first.json.results, ...second.json.results].map((m: { id: number }) => m.id)).toEqual(all);
  });

  it('answers 400 for a bad query', async () => {
    for (const query of ['language=de', 'page=0', 'size=1000', 'size=abc']) {
      expect((await call(`/api/contact/?${query}`, { token })).status, query).toBe(400);
    }
  });
});
