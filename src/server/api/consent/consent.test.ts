import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { adminTokenFor, call } from '@test/api';
import { consentCookieName, parseConsentCookie } from '@/lib/consent';

setupTestDatabase({ seeded: false });

describe('POST /api/consent/', () => {
  it('records a choice with its locale, key, revision and categories, and nothing about the visitor', async () => {
    const sent = await call('/api/consent/?language=nl-be', {
      method: 'POST',
      body: { revision: 1, categories: ['necessary', 'advertising'] },
      ip: '203.0.113.77',
    });
    expect(sent.status).toBe(204);

    const read = await call('/api/consent/?size=5', { token: await adminTokenFor() });
    expect(read.status).toBe(200);
    const [newest] = (read.json as { results: Record<string, unknown>[] }).results;
    expect(newest).toMatchObject({ locale: 'nl-be', consent_key: 'site', revision: 1, categories: ['necessary', 'advertising'] });
    expect(Object.keys(newest!).sort()).toEqual(['categories', 'consent_key', 'id', 'locale', 'recorded_at', 'revision']);
    expect(JSON.stringify(read.json)).not.toContain('203.0.113.77');
  });

  it('refuses a choice without the necessary category, with an unknown category or a category twice', async () => {
    for (const categories of [['advertising'], ['necessary', 'tracking'], ['necessary', 'embedded', 'embedded']]) {
      const answer = await call('/api/consent/', { method: 'POST', body: { revision: 1, categories }, ip: '203.0.113.78' });
      expect(answer.status, JSON.stringify(categories)).toBe(422);
    }
  });

  it('keeps the list for editors', async () => {
    expect((await call('/api/consent/')).status).toBe(401);
  });
});

describe('the consent cookie', () => {
  const value = (body: object) => encodeURIComponent(JSON.stringify(body));

  it('is named after the locale key and read as the categories the visitor accepted', () => {
    expect(consentCookieName('consent-nl-be')).toBe('consent_consent-nl-be');
    expect(parseConsentCookie(value({ categories: ['necessary', 'embedded', 'unknown'], revision: 2 }), 2)).toEqual({
      categories: ['necessary', 'embedded'],
      revision: 2,
    });
  });

  it('counts as no consent when malformed or from another revision of the policy', () => {
    expect(parseConsentCookie(value({ categories: ['necessary', 'advertising'], revision: 1 }), 2)).toBeNull();
    expect(parseConsentCookie('%7Bnot-json', 1)).toBeNull();
    expect(parseConsentCookie(undefined, 1)).toBeNull();
  });
});
