import { describe, expect, it } from 'vitest';
import type { Promotion } from '@/server/services/promotions';
import { jsonLdText } from '@/lib/json-ld';
import { pathPrefix } from '@/lib/site-domains';
import { siteJsonLd } from './site-jsonld';
import { storeJsonLd } from './store-jsonld';
import { originOf } from './urls';

function parsed(value: unknown): Record<string, unknown> {
  return JSON.parse(jsonLdText(value)) as Record<string, unknown>;
}

const store = { name: 'Shop', url: 'https://www.example.be/shop', logo: null, website: 'https://shop.example', rating: 4.5, ratingCount: 2 };

function promotion(id: number, ends_at: string | null): Promotion {
  return {
    id,
    title: `Promotion ${id}`,
    link: 'https://shop.example/deal',
    offer: '-10%',
    description: '',
    condition: '',
    starts_at: '2026-05-01T00:00:00.000Z',
    ends_at,
    is_expired: false,
    is_exclusive: false,
    slider_image: null,
    stores: [],
    coupon: null,
  } as Promotion;
}

describe('storeJsonLd', () => {
  it('rates the store only when someone voted', () => {
    expect(parsed(storeJsonLd(store, []))).toMatchObject({ '@type': 'Organization', aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 2 } });
    expect(parsed(storeJsonLd({ ...store, ratingCount: 0, rating: 0 }, []))).not.toHaveProperty('aggregateRating');
  });

  it("makes one Offer per active promotion, named by its dialog's address, validThrough only with an end", () => {
    const offers = parsed(storeJsonLd(store, [promotion(1, null), promotion(2, '2026-06-01T00:00:00.000Z')])).makesOffer as Record<string, unknown>[];
    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({ '@type': 'Offer', url: 'https://www.example.be/shop?promotion=1', validFrom: '2026-05-01T00:00:00.000Z' });
    expect(offers[0]).not.toHaveProperty('validThrough');
    expect(offers[1]).toMatchObject({ url: 'https://www.example.be/shop?promotion=2', validThrough: '2026-06-01T00:00:00.000Z' });
  });
});

describe('siteJsonLd', () => {
  it.each([
    ['fr-be', '/search'],
    ['nl-be', '/search'],
    ['fr-fr', '/search'],
  ] as const)("searches on %s's own search page", (locale, search) => {
    const [site, organization] = siteJsonLd(locale, 'Brand').map(parsed);
    const origin = originOf(locale);
    const home = `${origin}${pathPrefix(locale)}` || `${origin}/`;
    expect(site).toMatchObject({
      '@type': 'WebSite',
      name: 'Brand',
      potentialAction: { target: { urlTemplate: `${origin}${pathPrefix(locale)}${search}?str={search_term_string}` }, 'query-input': 'required name=search_term_string' },
    });
    expect([home, `${home}/`]).toContain(site!.url);
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Brand', logo: `${origin}/apple-icon.png` });
  });
});
