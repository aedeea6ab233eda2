import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiUrl, comparatorViewUrl, fetchComparatorView } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiUrl', () => {
  it('adds the language, repeats array keys and leaves out empty values', () => {
    expect(apiUrl('/api/promotions/3/by_store/', 'nl-be', { type: 'coupon', page: 2, skip: null, ids: [1, 2] })).toBe(
      '/api/promotions/3/by_store/?language=nl-be&type=coupon&page=2&ids=1&ids=2',
    );
    expect(apiUrl('stores/top/', 'fr-be')).toBe('/api/stores/top/?language=fr-be');
  });
});

describe('apiFetch', () => {
  it('asks for JSON, sends a JSON body and answers the parsed result', async () => {
    const fetchMock = vi.fn(async () => new Response('{"rating":4.5}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('stores/1/update_rating/', { locale: 'fr-fr', body: { rating: 4 } })).resolves.toEqual({ rating: 4.5 });
    expect(fetchMock).toHaveBeenCalledWith('/api/stores/1/update_rating/?language=fr-fr', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"rating":4}',
      credentials: 'same-origin',
      signal: undefined,
    });
  });

  it('throws an ApiError with the status and the error body', async () => {
    const body = { error: { code: 'rate_limited', message: 'Too many requests', details: null } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 429 }));
    const error = await apiFetch('promotions/share_promotion/', { locale: 'fr-be', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).isRateLimited).toBe(true);
    expect((error as ApiError).body).toEqual(body);
  });

  it('keeps the status when the failure is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await apiFetch('stores/top/', { locale: 'fr-be' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toBeNull();
  });
});

describe('the comparator’s view', () => {
  it('is asked by one address per query: the comparator’s keys in their order, values sorted, defaults and empty fields left out', async () => {
    expect(comparatorViewUrl('fr-be', new URLSearchParams('type_of_stay=ski&partner=12&partner=3&type_of_stay=beach&price=&ordering=price&page=1&x=1'))).toBe(
      '/api/properties/compare/?language=fr-be&type_of_stay=beach&type_of_stay=ski&partner=3&partner=12',
    );
    expect(comparatorViewUrl('nl-be', new URLSearchParams('last=true&country=4&country=5&ordering=-rating&page=3'))).toBe(
      '/api/properties/compare/?language=nl-be&country=4&last=true&ordering=-rating&page=3',
    );
    const fetchMock = vi.fn(async () => new Response('{"query":"last=true","count":0}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;
    await expect(fetchComparatorView('fr-fr', new URLSearchParams('last=true'), signal)).resolves.toMatchObject({ query: 'last=true' });
    expect(fetchMock).toHaveBeenCalledWith('/api/properties/compare/?language=fr-fr&last=true', expect.objectContaining({ method: 'GET', signal }));
  });
});
