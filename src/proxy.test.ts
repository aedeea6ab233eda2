import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { getRedirectUrl, getRewrittenUrl, isRewrite } from 'next/experimental/testing/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call as callApi } from '@test/api';
import { hostileString } from '@test/hostile';
import { appendSocketAddress, createStamp, STAMP_HEADER } from './lib/client-address.mjs';
import { resetRateLimits, SEARCHES_PER_MINUTE } from './server/api/lib/rate-limit';
import proxy from './proxy';

const call = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')));

/** The comparator's places of fr-be and nl-be (fr-fr's read fails): a region's slug is shared by two countries. */
const PLACES: Record<string, { id: number; slug: string; parent_id: number | null; level: number }[]> = {
  'fr-be': [
    { id: 12, slug: 'espagne', parent_id: null, level: 1 },
    { id: 13, slug: 'italie', parent_id: null, level: 1 },
    { id: 34, slug: 'andalousie', parent_id: 12, level: 2 },
    { id: 35, slug: 'cote', parent_id: 12, level: 2 },
    { id: 36, slug: 'cote', parent_id: 13, level: 2 },
  ],
  'nl-be': [
    { id: 12, slug: 'spanje', parent_id: null, level: 1 },
    { id: 34, slug: 'andalusie', parent_id: 12, level: 2 },
  ],
};
let placeReads = 0;

/**
 * The proxy reads the editors' redirections and the comparator's places from its own server's API
 * (PORT): here a server that answers those reads, with one record for nl-be, so the tests need no
 * site running.
 */
let rules: Server;
beforeAll(async () => {
  rules = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/properties/places/') {
      placeReads++;
      const places = PLACES[url.searchParams.get('language') ?? ''];
      if (!places) return void response.writeHead(500).end();
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results: places }));
    }
    const results =
      url.pathname === '/api/seo/redirections/rules/' && url.searchParams.get('language') === 'nl-be'
        ? [{ from_path: '/oude-pagina', to_path: '/bestemmingen', status_code: 301 }]
        : [];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
  });
  await new Promise<void>((resolve) => rules.listen(0, '127.0.0.1', resolve));
  process.env.PORT = String((rules.address() as AddressInfo).port);
});
afterAll(() => new Promise<void>((resolve) => rules.close(() => resolve())));

describe("the proxy applies the editors' redirections first", () => {
  it('redirects a recorded path of its locale, keeping the query, and only there', async () => {
    const moved = await call('/nl-be/oude-pagina?utm=1');
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!).pathname + new URL(moved.headers.get('location')!).search).toBe('/nl-be/bestemmingen?utm=1');
    expect((await call('/oude-pagina')).status).not.toBe(301);
  });
});

describe('the proxy turns away paths no route can take', () => {
  it('sends undecodable, control-character and oversized page paths to the locale’s not-found page', async () => {
    for (const [path, target] of [
      ['/%C0%AF', '/not-found'],
      ['/nl-be/%E0%A4%A', '/nl-be/not-found'],
      ['/fr-fr/pays/a%00b', '/fr-fr/not-found'],
      ['/%', '/not-found'],
      [`/${'a'.repeat(5_000)}`, '/not-found'],
      ['/x.png%C0%AF/y', undefined],
    ] as const) {
      const res = await call(path);
      if (target === undefined) {
        expect(res.status, path).toBe(400);
        continue;
      }
      expect(res.status, path).toBe(307);
      expect(new URL(res.headers.get('location')!).pathname, path).toBe(target);
    }
  });

  it('answers the API’s JSON 400 for such API paths, and lets every other API path through', async () => {
    for (const path of ['/api/stores/by_slug/%E0%A4%A/', '/api/%C0%AF', '/api/stores/by_slug/a%00b/']) {
      const res = await call(path);
      expect(res.status, path).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('bad_request');
      expect(typeof body.error.message).toBe('string');
    }
    const ok = await call('/api/stores/by_slug/caf%C3%A9/');
    expect([ok.status, getRedirectUrl(ok), isRewrite(ok)]).toEqual([200, null, false]);
  });
});

describe('the proxy echoes no query into response headers', () => {
  const long = 'x'.repeat(10_000);

  it('carries no query into the rewrite of a page that reads none', async () => {
    for (const path of [`/aerolys?foo=${long}`, `/?promotion=${long}`, `/nl-be/categorieen?x=${long}`]) {
      const rewrite = getRewrittenUrl(await call(path));
      expect(rewrite, path).toBeTruthy();
      expect(new URL(rewrite!).search, path).toBe('');
    }
  });

  it('moves a list’s type and page into the path, and nothing else', async () => {
    const rewrite = getRewrittenUrl(await call(`/aerolys?type=coupon&page=2&x=${long}`))!;
    expect(new URL(rewrite).pathname).toBe('/fr-be/aerolys/_q.type-coupon.page-2');
    expect(new URL(rewrite).search).toBe('');
  });

  it('gives the search page its text, cut to what a search reads', async () => {
    const rewrite = getRewrittenUrl(await call(`/search?str=${long}&x=${long}`))!;
    const url = new URL(rewrite);
    expect(url.pathname).toBe('/fr-be/search');
    expect([...url.searchParams.keys()]).toEqual(['str']);
    expect(url.searchParams.get('str')!.length).toBe(200);
    expect(rewrite.length).toBeLessThan(400);
  });

  it('gives the search page its page number when it is one, and no other', async () => {
    const carried = async (path: string) => new URL(getRewrittenUrl(await call(path))!).searchParams;
    expect(Object.fromEntries(await carried('/search?str=mer&page=3&x=1'))).toEqual({ str: 'mer', page: '3' });
    for (const page of ['abc', '1e3', '10000', '2.5', `2${'0'.repeat(300)}`]) {
      expect((await carried(`/search?str=mer&page=${page}`)).get('page'), page).toBeNull();
    }
  });

  for (const section of ['newsletter', 'store-alerts']) {
    it(`gives the ${section} link pages their token when it has a token’s shape, and nothing else, with a script nonce`, async () => {
      const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo';
      const res = await call(`/${section}/confirm?token=${token}&x=${long}`);
      const url = new URL(getRewrittenUrl(res)!);
      expect(url.pathname).toBe(`/fr-be/${section}/confirm`);
      expect(Object.fromEntries(url.searchParams)).toEqual({ token });
      for (const path of [`/${section}/unsubscribe?token=${token}`, `/nl-be/${section}/unsubscribe?token=${token}`, `/fr-fr/${section}/confirm?token=${token}`]) {
        expect((await call(path)).headers.get('content-security-policy'), path).toMatch(/'nonce-/);
      }
      for (const bad of ['short', `${'a'.repeat(129)}`, 'has%20space', '%3Cscript%3E']) {
        const rewritten = new URL(getRewrittenUrl(await call(`/${section}/confirm?token=${bad}`))!);
        expect(rewritten.search, bad).toBe('');
      }
    });
  }

  it('moves the comparator’s canonical query into the path of its filtered view, rendered per request with a script nonce', async () => {
    const res = await call(`/nl-be/vergelijken?rating__gte=4&country=spanje&x=${long}&country=9`);
    const rewrite = new URL(getRewrittenUrl(res)!);
    expect(rewrite.pathname).toMatch(/^\/nl-be\/comparator\/_q\.[\w-]+$/);
    expect(rewrite.search).toBe('');
    expect(atob(rewrite.pathname.split('_q.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).toBe('country=spanje&rating__gte=4');
    expect(res.headers.get('content-security-policy')).toMatch(/'nonce-/);
    // Without a filter it is the comparator itself, a cached page: no segment, no nonce.
    for (const path of ['/comparateur', `/comparateur?utm_source=${long}`, '/fr-fr/comparateur?rating=4']) {
      const bare = await call(path);
      expect(new URL(getRewrittenUrl(bare)!).pathname, path).toMatch(/\/comparator$/);
      expect(bare.headers.get('content-security-policy'), path).toBeNull();
    }
  });

  it('moves an old comparator address with destination ids, for good, to the same view named by slugs in its locale', async () => {
    const moved = async (path: string) => {
      const res = await call(path);
      expect(res.status, path).toBe(301);
      const location = new URL(res.headers.get('location')!);
      return `${location.pathname}${location.search}`;
    };
    expect(await moved('/comparateur?rating__gte=4&country=12&utm_source=x')).toBe('/comparateur?country=espagne&rating__gte=4');
    expect(await moved('/comparateur?region=34&country=espagne&page=2')).toBe('/comparateur?country=espagne&region=andalousie&page=2');
    // Alone, the region its slug would not tell apart takes its country along.
    expect(await moved('/comparateur?region=36')).toBe('/comparateur?country=italie&region=cote');
    expect(await moved('/nl-be/vergelijken?country=12&region=34&last=true')).toBe('/nl-be/vergelijken?country=spanje&region=andalusie&last=true');
    // An id that names no place drops its key, as an unknown slug does.
    expect(await moved('/comparateur?country=99&duration=6-10')).toBe('/comparateur?duration=6-10');
  });

  it('lets a comparator address in slug form through without reading the places, and shows ids it cannot read as they are', async () => {
    const before = placeReads;
    const res = await call('/comparateur?region=cote&country=italie&duration=6-10');
    const rewrite = new URL(getRewrittenUrl(res)!);
    expect(atob(rewrite.pathname.split('_q.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).toBe('country=italie&region=cote&duration=6-10');
    expect(placeReads).toBe(before);
    // fr-fr's places cannot be read: the page, which reads them from the database, resolves the ids.
    // Its failure is logged; Next's console needs a request's context this test has not.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unread = await call('/fr-fr/comparateur?country=12');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(unread.status).not.toBe(301);
    expect(atob(new URL(getRewrittenUrl(unread)!).pathname.split('_q.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).toBe('country=12');
  });

  it('drops an oversized query from a redirect', async () => {
    for (const path of [`/aerolys/?x=${long}`, `/aerolys?page=0&x=${long}`, `/fr-be/aerolys?x=${long}`]) {
      const res = await call(path);
      expect([301, 307, 308], path).toContain(res.status);
      expect(res.headers.get('location')!.length, path).toBeLessThan(200);
    }
  });
});

describe('the proxy checks the path next-intl rewrites to', () => {
  it('sends a double-encoded malformed or NUL segment to the not-found page', async () => {
    for (const path of ['/nl-be/%25C0%25AF/x', '/%2500', '/pays/%25E0%25A4%25A']) {
      const res = await call(path);
      expect(res.status, path).toBe(307);
      expect(new URL(res.headers.get('location')!).pathname, path).toMatch(/\/not-found$/);
    }
  });
});

describe('the proxy makes a cached page only of list values the page understands (issue 29)', () => {
  const located = (res: Response) => {
    const url = new URL(res.headers.get('location')!);
    return url.pathname + url.search;
  };

  it('answers 301 to the canonical address for another spelling of a page number', async () => {
    for (const [path, target] of [
      ['/aerolys?page=01', '/aerolys?page=1'],
      ['/aerolys?type=coupon&page=002', '/aerolys?type=coupon&page=2'],
      ['/nl-be/blog?page=0003', '/nl-be/blog?page=3'],
    ] as const) {
      const res = await call(path);
      expect(res.status, path).toBe(301);
      expect(located(res), path).toBe(target);
    }
  });

  it('answers 301 without a type or page the list does not know', async () => {
    for (const [path, target] of [
      ['/aerolys?type=zzzz', '/aerolys'],
      ['/aerolys?type=abcdefghij&page=2', '/aerolys?page=2'],
      ['/fr-fr/categories/plage?type=coupons&page=2', '/fr-fr/categories/plage?page=2'],
      ['/aerolys?page=1e3&utm_source=x', '/aerolys?utm_source=x'],
    ] as const) {
      const res = await call(path);
      expect(res.status, path).toBe(301);
      expect(located(res), path).toBe(target);
    }
  });

  it('carries nothing a page does not read: a type to the blog, one key alone to a category, any list to a destination', async () => {
    const rewritten = async (path: string) => new URL(getRewrittenUrl(await call(path))!).pathname;
    expect(await rewritten('/blog?type=coupon&page=2')).toBe('/fr-be/blog/_q.page-2');
    expect(await rewritten('/blog?type=whatever')).toBe('/fr-be/blog');
    expect(await rewritten('/categories/plage?page=7')).toBe('/fr-be/categories/plage');
    expect(await rewritten('/categories/plage?type=all&page=7')).toBe('/fr-be/categories/plage/_q.type-all.page-7');
    expect(await rewritten('/pays/espagne?type=coupon&page=2')).toBe('/fr-be/destinations/espagne');
  });

  it('renders a comparator view with an id no dictionary has for its request, never as the cached comparator', async () => {
    const res = await call('/comparateur?partner=2147483000');
    expect(new URL(getRewrittenUrl(res)!).pathname).toMatch(/^\/fr-be\/comparator\/_q\.[\w-]+$/);
    expect(res.headers.get('content-security-policy')).toMatch(/'nonce-/);
  });

  it('property: a hostile query on a list page is a 301 or a page of the list, never a new spelling of one', async () => {
    const list = fc.constantFrom('/aerolys', '/nl-be/blog', '/blog/voyage', '/categories/plage', '/fr-fr/categories/plage/ete', '/pays/espagne');
    const value = fc.oneof(hostileString, fc.constantFrom('coupon', 'offer', 'all', '1', '01', '2', '999999', '1000000'));
    const query = fc
      .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom('type', 'page') }, { weight: 1, arbitrary: hostileString }), value), { maxLength: 4 })
      .map((pairs) => new URLSearchParams(pairs).toString());
    await fc.assert(
      fc.asyncProperty(list, query, async (path, q) => {
        const res = await call(q ? `${path}?${q}` : path);
        const rewrite = getRewrittenUrl(res);
        // Neither a redirect nor a rewrite: the page as its path names it, with no query carried.
        if (!rewrite) {
          if (res.headers.has('location')) expect([301, 307, 308], `${path}?${q}`).toContain(res.status);
          return;
        }
        const last = new URL(rewrite).pathname.split('/').at(-1)!;
        if (!last.startsWith('_q.')) return;
        for (const part of last.split('.').slice(1)) expect(part, `${path}?${q}`).toMatch(/^(type-(coupon|offer|all)|page-[1-9][0-9]{0,5})$/);
      }),
      { seed: 20_260_710, numRuns: 400 },
    );
  });
});

describe("the proxy's own not-found answer is kept by no shared cache", () => {
  it('answers 404, private and never stored, whatever the query makes of its address', async () => {
    for (const path of ['/not-found', `/nl-be/not-found?cb=${Date.now()}`]) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });
});

describe("the search page takes from the search API's allowance per client", () => {
  /** A request from `ip`, as src/server/http/serve.mjs hands it to Next. */
  const from = (path: string, ip: string, headers: Record<string, string> = {}) =>
    proxy(
      new NextRequest(new URL(path, 'http://localhost:3000'), {
        headers: { 'x-forwarded-for': appendSocketAddress(undefined, ip), [STAMP_HEADER]: createStamp(), ...headers },
      }),
    );
  beforeEach(resetRateLimits);

  it('answers 429 past it, with Retry-After and a page in the locale kept by no cache; the API counts in the same allowance', async () => {
    const half = SEARCHES_PER_MINUTE / 2;
    for (let i = 0; i < half; i++) expect((await callApi('/api/search/?str=%20', { ip: '10.8.0.1' })).status).toBe(200);
    for (let i = 0; i < half; i++) expect(getRewrittenUrl(await from('/search?str=plage', '10.8.0.1'))).toMatch(/\/fr-be\/search\?/);

    const limited = await from('/nl-be/search?str=strand', '10.8.0.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    expect(limited.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await limited.text();
    expect(html).toContain('<html lang="nl-be">');
    expect(html).toContain('<a href="/nl-be">');
    expect((await from('/search?str=plage', '10.8.0.1')).status).toBe(429);
    expect((await callApi('/api/search/?str=%20', { ip: '10.8.0.1' })).status).toBe(429);
    // Another client's allowance is whole; other pages take nothing from it.
    expect((await from('/search?str=plage', '10.8.0.2')).status).toBe(200);
    expect((await from('/a-propos', '10.8.0.1')).status).toBe(200);
  });

  it("takes nothing for a prefetch of the page, which renders no search (the site has no loading boundary)", async () => {
    const prefetch = { rsc: '1', 'next-router-prefetch': '1' };
    for (let i = 0; i <= SEARCHES_PER_MINUTE; i++) expect((await from('/search?str=plage', '10.8.0.3', prefetch)).status).toBe(200);
    expect((await from('/search?str=plage', '10.8.0.3')).status).toBe(200);
  });
});
