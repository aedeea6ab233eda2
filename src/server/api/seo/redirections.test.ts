import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/lib/locales';
import { onInvalidate } from '@/server/cache/invalidate';
import { db } from '@/server/db/client';
import { redirections } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { pathKey } from '@/lib/redirection-path';
import { redirectionTable } from '@/lib/redirection-table';
import { everyPage } from '@test/every-page';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: true });

let token: string;
const invalidated: string[][] = [];
onInvalidate((changed) => {
  invalidated.push(changed);
});

beforeAll(async () => {
  token = await adminTokenFor();
});

async function fromPathsInOrder(locale: (typeof LOCALES)[number]): Promise<string[]> {
  const rows = await db()
    .select({ fromPath: redirections.fromPath })
    .from(redirections)
    .where(eq(redirections.locale, locale))
    .orderBy(asc(redirections.fromPath), asc(redirections.id));
  return rows.map((row) => row.fromPath);
}

/** The rule the site applies to a requested path, read as the proxy reads it. */
async function findRedirection(language: string, path: string): Promise<{ to_path: string; status_code: number } | null> {
  const res = await call(`/api/seo/redirections/rules/?language=${language}`);
  expect(res.status).toBe(200);
  const rule = (res.json.results as { from_path: string; to_path: string; status_code: number }[]).find((r) => r.from_path === pathKey(path));
  return rule ? { to_path: rule.to_path, status_code: rule.status_code } : null;
}

type Body = { from_path?: unknown; to_path?: unknown; status_code?: unknown };

const create = (language: string, body: Body, auth: string | null = token) =>
  call(`/api/seo/redirections/?language=${language}`, { method: 'POST', body, token: auth ?? undefined });
const replace = (id: number, language: string, body: Body, auth: string | null = token) =>
  call(`/api/seo/redirections/${id}/?language=${language}`, { method: 'PUT', body, token: auth ?? undefined });
const remove = (id: number, language: string, auth: string | null = token) =>
  call(`/api/seo/redirections/${id}/?language=${language}`, { method: 'DELETE', token: auth ?? undefined });

describe('redirections: create, read, replace, delete', () => {
  it('creates a redirection in each locale, 301 by default, and lists it there only', async () => {
    for (const language of LOCALES) {
      invalidated.length = 0;
      const res = await create(language, { from_path: `/zz-old-${language}/`, to_path: `/zz-new-${language}?ref=old` });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({
        language,
        from_path: `/zz-old-${language}`,
        to_path: `/zz-new-${language}?ref=old`,
        status_code: 301,
      });
      expect(Date.parse(res.json.created_at)).not.toBeNaN();
      expect(invalidated).toEqual([['redirections']]);
      const list = await everyPage<{ from_path: string }>(`/api/seo/redirections/?language=${language}`);
      const paths = list.results.map((r: { from_path: string }) => r.from_path);
      expect(paths).toContain(`/zz-old-${language}`);
      for (const other of LOCALES.filter((l) => l !== language)) expect(paths).not.toContain(`/zz-old-${other}`);
    }
  });

  it('replaces and deletes a redirection of the locale', async () => {
    const made = (await create('nl-be', { from_path: '/zz-tijdelijk', to_path: '/zz-ergens', status_code: 302 })).json;
    invalidated.length = 0;
    const replaced = await replace(made.id, 'nl-be', { from_path: '/zz-tijdelijk', to_path: '/zz-elders', status_code: 308 });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({ id: made.id, to_path: '/zz-elders', status_code: 308, created_at: made.created_at });
    expect(invalidated).toEqual([['redirections']]);
    expect(await findRedirection('nl-be', '/zz-tijdelijk')).toEqual({ to_path: '/zz-elders', status_code: 308 });

    invalidated.length = 0;
    const deleted = await remove(made.id, 'nl-be');
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(invalidated).toEqual([['redirections']]);
    expect(await findRedirection('nl-be', '/zz-tijdelijk')).toBeNull();
    expect((await remove(made.id, 'nl-be')).status).toBe(404);
  });

  it('answers 404 for an id that is not a redirection of the locale', async () => {
    const made = (await create('fr-fr', { from_path: '/zz-fr-only', to_path: '/zz-target' })).json;
    expect((await replace(made.id, 'fr-be', { from_path: '/zz-fr-only', to_path: '/zz-x' })).status).toBe(404);
    expect((await remove(made.id, 'nl-be')).status).toBe(404);
    expect((await replace(999_999, 'fr-fr', { from_path: '/zz-a', to_path: '/zz-b' })).status).toBe(404);
    expect((await remove(999_999, 'fr-fr')).status).toBe(404);
    expect((await remove(0, 'fr-fr')).status).toBe(400);
    expect(await findRedirection('fr-fr', '/zz-fr-only')).not.toBeNull();
  });

  it('answers 409 for a second redirection of the same path in a locale, not across locales', async () => {
    expect((await create('fr-be', { from_path: '/zz-dup', to_path: '/zz-one' })).status).toBe(201);
    const dup = await create('fr-be', { from_path: '/zz-dup/', to_path: '/zz-two' });
    expect(dup.status).toBe(409);
    expect(dup.json.error.code).toBe('conflict');
    expect((await create('nl-be', { from_path: '/zz-dup', to_path: '/zz-two' })).status).toBe(201);
    const other = (await create('fr-be', { from_path: '/zz-dup-2', to_path: '/zz-one' })).json;
    expect((await replace(other.id, 'fr-be', { from_path: '/zz-dup', to_path: '/zz-one' })).status).toBe(409);
  });

  it('needs a token for every write', async () => {
    const made = (await create('fr-be', { from_path: '/zz-guarded', to_path: '/zz-safe' })).json;
    expect((await create('fr-be', { from_path: '/zz-a1', to_path: '/zz-b1' }, null)).status).toBe(401);
    expect((await replace(made.id, 'fr-be', { from_path: '/zz-a1', to_path: '/zz-b1' }, null)).status).toBe(401);
    expect((await remove(made.id, 'fr-be', null)).status).toBe(401);
    expect((await remove(made.id, 'fr-be', 'forged.token.value')).status).toBe(401);
    expect(await findRedirection('fr-be', '/zz-guarded')).not.toBeNull();
  });
});

describe('redirection rules', () => {
  it('rejects paths that are not site paths, bad status codes and self-loops with 422', async () => {
    for (const body of [
      { from_path: 'zz-no-slash', to_path: '/zz-ok' },
      { from_path: '/zz-ok', to_path: 'https://evil.example/' },
      { from_path: '/zz-ok', to_path: '//evil.example/' },
      { from_path: '/zz-ok', to_path: '/\\evil.example' },
      { from_path: '/zz-ok', to_path: '/with space' },
      // Another site once the locale prefix is gone, or once a browser has read the path.
      { from_path: '/zz-ok', to_path: '/fr-be//evil.example/x' },
      { from_path: '/zz-ok', to_path: '/fr-be/\\evil.example/x' },
      { from_path: '/zz-ok', to_path: '/zz-b?next=\\evil.example' },
      { from_path: '/zz-ok', to_path: '/%2F%2Fevil.example/x' },
      { from_path: '/zz-ok', to_path: '/%252F%252Fevil.example/x' },
      { from_path: '/zz-ok', to_path: '/%5Cevil.example' },
      { from_path: '/zz-ok', to_path: '/..//evil.example/x' },
      { from_path: '/zz-ok', to_path: '/fr-be/%2e%2e//evil.example/x' },
      { from_path: '/zz-ok', to_path: '/\t/evil.example' },
      { from_path: '/zz-ok', to_path: '/a%0A/evil.example' },
      { from_path: '/zz-ok', to_path: 'javascript:alert(1)' },
      { from_path: '/fr-be//evil.example/x', to_path: '/zz-b' },
      { from_path: '/zz-ok?x=1', to_path: '/zz-b' },
      { from_path: '/zz-ok', to_path: '/zz-b', status_code: 303 },
      { from_path: '/zz-ok', to_path: '/zz-b', status_code: '301' },
      { from_path: '/zz-loop', to_path: '/zz-loop/' },
      { from_path: '/zz-loop', to_path: '/zz-loop?again=1' },
      { from_path: '', to_path: '/zz-b' },
      { from_path: `/${'x'.repeat(500)}`, to_path: '/zz-b' },
      { to_path: '/zz-b' },
    ]) {
      const res = await create('fr-be', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const prefixed = await create('nl-be', { from_path: '/zz-ok', to_path: '/nl-be//evil.example/x' });
    expect(prefixed.status).toBe(422);
    expect(prefixed.json.error.details).toEqual([{ path: 'to_path', message: expect.stringMatching(/^A path on this site/) }]);
    const safe = await create('fr-be', { from_path: '/zz-clean', to_path: '/zz-clean-target' });
    expect(safe.status, JSON.stringify(safe.json)).toBe(201);
    expect((await replace(safe.json.id, 'fr-be', { from_path: '/zz-clean', to_path: '/fr-be//evil.example' })).status).toBe(422);
    expect(await findRedirection('fr-be', '/zz-clean')).toEqual({ to_path: '/zz-clean-target', status_code: 301 });
  });

  it('never follows a stored record whose target leaves the site', async () => {
    await db().insert(redirections).values({ locale: 'fr-be', fromPath: '/zz-sec-test-a', toPath: '//evil.example/x', statusCode: 302 });
    expect(await findRedirection('fr-be', '/zz-sec-test-a')).toEqual({ to_path: '//evil.example/x', status_code: 302 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // As the proxy reads and applies the records (src/proxy/redirections.ts).
    const find = redirectionTable(async (language) => (await call(`/api/seo/redirections/rules/?language=${language}`)).json.results);
    expect(await find('fr-be', '/zz-sec-test-a')).toBeNull();
    expect(await find('fr-be', '/zz-clean')).toMatchObject({ to_path: '/zz-clean-target' });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('/zz-sec-test-a ignored'));
    errors.mockRestore();
  });

  it('refuses a chain in either direction and a loop, also on replace, with a 422 that names the way out', async () => {
    expect((await create('fr-fr', { from_path: '/zz-a', to_path: '/zz-b' })).status).toBe(201);
    // Its target is already redirected: visitors would take two hops.
    const onward = await create('fr-fr', { from_path: '/zz-z', to_path: '/zz-a/?x=1' });
    expect(onward.status).toBe(422);
    expect(onward.json.error.message).toMatch(/chain/);
    expect(JSON.stringify(onward.json.error.details)).toContain('point at /zz-b directly');
    // Its source is already a target: the record that leads to it would become a chain.
    const backward = await create('fr-fr', { from_path: '/zz-b', to_path: '/zz-c' });
    expect(backward.status).toBe(422);
    expect(JSON.stringify(backward.json.error.details)).toContain('/zz-a already leads to /zz-b');
    const loop = await create('fr-fr', { from_path: '/zz-b', to_path: '/zz-a' });
    expect(loop.status).toBe(422);
    expect(loop.json.error.message).toMatch(/loop/);
    // The same records in another locale are no chain.
    expect((await create('fr-be', { from_path: '/zz-b', to_path: '/zz-a' })).status).toBe(201);
    const other = (await create('fr-fr', { from_path: '/zz-d', to_path: '/zz-e' })).json;
    expect((await replace(other.id, 'fr-fr', { from_path: '/zz-d', to_path: '/zz-a' })).status).toBe(422);
    // Replacing a record by itself, or pointing two sources at one target, is fine.
    const list = (await call('/api/seo/redirections/search/?q=zz-a&language=fr-fr')).json.results;
    const first = list.find((r: { from_path: string }) => r.from_path === '/zz-a');
    expect((await replace(first.id, 'fr-fr', { from_path: '/zz-a', to_path: '/zz-b', status_code: 307 })).status).toBe(200);
    expect((await create('fr-fr', { from_path: '/zz-a2', to_path: '/zz-b' })).status).toBe(201);
  });

  it('keeps paths without the locale prefix, so a record works on a shared host and on its own domain', async () => {
    const made = await create('nl-be', { from_path: '/nl-be/zz-prefixed/', to_path: '/nl-be/zz-doel?x=1' });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ from_path: '/zz-prefixed', to_path: '/zz-doel?x=1' });
    expect((await create('fr-be', { from_path: '/zz-home', to_path: '/' })).status).toBe(201);
    expect((await create('fr-be', { from_path: '/', to_path: '/zz-x' })).status).toBe(422);
  });

  it('matches a requested path without its trailing slash, query or fragment', async () => {
    await create('nl-be', { from_path: '/zz-oud/pagina', to_path: '/zz-nieuw' });
    for (const path of ['/zz-oud/pagina', '/zz-oud/pagina/', '/zz-oud/pagina?x=1', '/zz-oud/pagina/#top']) {
      expect(await findRedirection('nl-be', path), path).toEqual({ to_path: '/zz-nieuw', status_code: 301 });
    }
    expect(await findRedirection('fr-be', '/zz-oud/pagina')).toBeNull();
    expect(await findRedirection('nl-be', '/zz-oud')).toBeNull();
  });
});

describe('GET /api/seo/redirections/ and search', () => {
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) await create('fr-be', { from_path: `/zz-page-${i}`, to_path: `/zz-cible-${i % 2}` });
    await create('fr-be', { from_path: '/zz-100%_sale', to_path: '/zz-soldes' });
  });

  it('pages the list by source path', async () => {
    const all = await everyPage<{ from_path: string }>('/api/seo/redirections/?language=fr-be');
    const froms = all.results.map((r) => r.from_path);
    // Sorted as PostgreSQL sorts them (collation), so compared with the database's own order.
    expect(froms).toEqual(await fromPathsInOrder('fr-be'));
    const page = await call('/api/seo/redirections/?size=2&page=2');
    expect(page.json).toEqual({ count: all.count, results: all.results.slice(2, 4) });
    expect((await call('/api/seo/redirections/?page=1000')).json.results).toEqual([]);
    for (const query of ['page=0', 'size=101', 'language=en']) {
      expect((await call(`/api/seo/redirections/?${query}`)).status, query).toBe(400);
    }
  });

  it('finds redirections by source or target, case-insensitively, with LIKE characters taken literally', async () => {
    const byTarget = await call('/api/seo/redirections/search/?q=ZZ-CIBLE-1');
    expect(byTarget.status).toBe(200);
    expect(byTarget.json.results.map((r: { from_path: string }) => r.from_path)).toEqual(['/zz-page-1', '/zz-page-3']);
    const bySource = await call('/api/seo/redirections/search/?q=zz-page-4');
    expect(bySource.json).toMatchObject({ count: 1, results: [{ from_path: '/zz-page-4', to_path: '/zz-cible-0' }] });
    const literal = await call('/api/seo/redirections/search/?q=100%25_');
    expect(literal.json.results.map((r: { from_path: string }) => r.from_path)).toEqual(['/zz-100%_sale']);
    expect((await call('/api/seo/redirections/search/?q=_')).json.results.every((r: { from_path: string; to_path: string }) =>
      `${r.from_path}${r.to_path}`.includes('_'),
    )).toBe(true);
    expect((await call('/api/seo/redirections/search/?q=zz-page&language=nl-be')).json).toEqual({ count: 0, results: [] });
    const paged = await call('/api/seo/redirections/search/?q=zz-page&size=2&page=3');
    expect(paged.json).toMatchObject({ count: 5, results: [{ from_path: '/zz-page-4' }] });
  });

  it('answers 400 without a search text', async () => {
    expect((await call('/api/seo/redirections/search/')).status).toBe(400);
    expect((await call('/api/seo/redirections/search/?q=')).status).toBe(400);
  });
});
