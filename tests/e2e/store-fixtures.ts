import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { newClientAddress } from './client-address';

/** The API's promotion shape, as far as the store tests read it. */
export type ApiPromotion = {
  id: number;
  title: string;
  link: string;
  starts_at: string;
  ends_at: string | null;
  stores: { id: number; name: string; slug: string }[];
  coupon: { id: number; code: string | null; time_of_using: string | null; type: 'coupon' | 'offer' } | null;
};

export type ApiStore = { id: number; name: string; slug: string; rating: number; rating_count: number };

type Page<T> = { count: number; results: T[] };

const LANGUAGE = 'language=fr-be';

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/${path}${path.includes('?') ? '&' : '?'}${LANGUAGE}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

export async function allStores(request: APIRequestContext): Promise<ApiStore[]> {
  const first = await getJson<Page<ApiStore>>(request, 'stores/?size=100');
  const stores = [...first.results];
  for (let page = 2; stores.length < first.count; page += 1) {
    stores.push(...(await getJson<Page<ApiStore>>(request, `stores/?size=100&page=${page}`)).results);
  }
  return stores;
}

export type StoreLists = {
  store: ApiStore;
  /** What the page lists first: the first 20 active promotions. */
  active: Page<ApiPromotion>;
  /** The first 6 related offers and ended promotions, as the page shows them. */
  related: Page<ApiPromotion>;
  expired: Page<ApiPromotion>;
};

export async function storeLists(request: APIRequestContext, store: ApiStore): Promise<StoreLists> {
  const [active, related, expired] = await Promise.all([
    getJson<Page<ApiPromotion>>(request, `promotions/${store.id}/by_store/?size=20`),
    getJson<Page<ApiPromotion>>(request, `promotions/${store.id}/related_offers/?size=6`),
    getJson<Page<ApiPromotion>>(request, `promotions/${store.id}/expired_promotions_by_store/?size=6`),
  ]);
  return { store, active, related, expired };
}

export const isCoupon = (promotion: ApiPromotion) => promotion.coupon?.type === 'coupon' && Boolean(promotion.coupon.code);
export const isOffer = (promotion: ApiPromotion) => promotion.coupon?.type === 'offer';

/** The first seeded store whose lists satisfy `wanted`, read through the API. */
export async function findStore(
  request: APIRequestContext,
  wanted: (lists: StoreLists) => boolean,
): Promise<StoreLists> {
  for (const store of await allStores(request)) {
    const lists = await storeLists(request, store);
    if (wanted(lists)) return lists;
  }
  throw new Error('No seeded store fits this test');
}

export async function getStore(request: APIRequestContext, slug: string): Promise<ApiStore> {
  return getJson<ApiStore>(request, `stores/by_slug/${slug}/`);
}

/** Keeps the browser on this machine: any other host answers a small page instead of the merchant's site. */
export async function stubExternalSites(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Merchant</title><p>Merchant</p>' }),
  );
}

/**
 * A visitor nobody has seen: a client address of its own, as the one trusted proxy in front of the
 * test servers reports it (TRUSTED_PROXY_HOPS=1 in playwright.config.ts). The API issues its
 * signed visitor id on the first vote; a made-up `visitor_id` cookie would count for nothing.
 */
export async function beNewVisitor(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
}
