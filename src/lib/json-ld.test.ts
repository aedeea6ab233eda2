import { describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  hotelsJsonLd,
  jsonLdText,
  promotionOffer,
  promotionOffersJsonLd,
  promotionOfferUrl,
  webSiteJsonLd,
  type HotelFacts,
} from './json-ld';

/** A document as a search engine reads it: JSON, nothing else. */
function parsed(value: unknown): Record<string, unknown> {
  return JSON.parse(jsonLdText(value)) as Record<string, unknown>;
}

const offer = { title: '-20 %', description: '', url: 'https://www.example.be/shop?promotion=7', startsAt: '2026-05-01T08:00:00Z' };

describe('jsonLdText', () => {
  it('escapes < so that content never closes the script tag', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
    expect(parsed({ name: '</script>' })).toEqual({ name: '</script>' });
  });
});

describe('promotionOffer', () => {
  it('has validThrough only when the promotion has an end, both as ISO date-times', () => {
    const open = parsed(promotionOffer({ ...offer, endsAt: null }));
    expect(open).toMatchObject({ '@type': 'Offer', name: '-20 %', url: offer.url, validFrom: '2026-05-01T08:00:00.000Z' });
    expect(open).not.toHaveProperty('validThrough');
    expect(open).not.toHaveProperty('description');
    const ending = parsed(promotionOffer({ ...offer, endsAt: '2026-06-30T21:59:59+02:00' }));
    expect(ending.validThrough).toBe('2026-06-30T19:59:59.000Z');
  });

  it('names the promotion by its address on the store page', () => {
    expect(promotionOfferUrl('https://www.example.be/shop', 7)).toBe('https://www.example.be/shop?promotion=7');
  });

  it('lists offers with their seller, and nothing for no promotion', () => {
    expect(promotionOffersJsonLd([])).toBeNull();
    const list = parsed(promotionOffersJsonLd([{ ...offer, endsAt: null, seller: { name: 'Shop', url: 'https://www.example.be/shop' } }]));
    expect(list).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', position: 1, item: { '@type': 'Offer', seller: { '@type': 'Organization', name: 'Shop' } } }],
    });
  });
});

describe('webSiteJsonLd', () => {
  it("puts the search box on the locale's search page with its str parameter", () => {
    const site = parsed(webSiteJsonLd({ name: 'Vakantie', url: 'https://nl.example.be/', searchUrl: 'https://nl.example.be/search', language: 'nl-be' }));
    expect(site).toMatchObject({
      '@type': 'WebSite',
      name: 'Vakantie',
      url: 'https://nl.example.be/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://nl.example.be/search?str={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('hotelsJsonLd', () => {
  const hotel: HotelFacts = {
    name: 'Hotel Sol',
    image: 'https://www.example.be/storage/sol.webp',
    locality: 'Sintra',
    region: null,
    country: 'Portugal',
    stars: 4,
    price: 549,
    url: 'https://www.example.be/pays/portugal',
  };

  it('is nothing without hotels, an ItemList of Hotels with an offer in euros otherwise', () => {
    expect(hotelsJsonLd([])).toBeNull();
    const list = parsed(hotelsJsonLd([hotel]));
    expect(list).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        {
          position: 1,
          item: {
            '@type': 'Hotel',
            name: 'Hotel Sol',
            image: hotel.image,
            address: { '@type': 'PostalAddress', addressLocality: 'Sintra', addressCountry: 'Portugal' },
            starRating: { '@type': 'Rating', ratingValue: 4 },
            makesOffer: { '@type': 'Offer', price: 549, priceCurrency: 'EUR', url: hotel.url, availability: 'https://schema.org/InStock' },
          },
        },
      ],
    });
    const item = (list.itemListElement as { item: { address: object } }[])[0]!.item;
    expect(item.address).not.toHaveProperty('addressRegion');
  });

  it('leaves out a star rating outside 1 to 5 and an empty address', () => {
    const list = parsed(hotelsJsonLd([{ ...hotel, stars: 0, locality: null, country: null }]));
    const item = (list.itemListElement as { item: object }[])[0]!.item;
    expect(item).not.toHaveProperty('starRating');
    expect(item).not.toHaveProperty('address');
  });
});

describe('faqJsonLd, breadcrumbJsonLd, blogPostingJsonLd', () => {
  it('keep their shapes', () => {
    expect(parsed(faqJsonLd([{ question: 'Q?', answer: 'A.' }]))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
    expect(parsed(breadcrumbJsonLd([{ name: 'Accueil', href: '/' }, { name: 'Espagne', href: '/pays/espagne' }], 'https://www.example.be'))).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Accueil', item: 'https://www.example.be/' },
        { position: 2, name: 'Espagne', item: 'https://www.example.be/pays/espagne' },
      ],
    });
    const post = parsed(
      blogPostingJsonLd({
        url: 'https://www.example.be/blog/a/b',
        headline: 'B',
        description: '',
        image: null,
        datePublished: '2026-01-01T00:00:00.000Z',
        author: '',
        section: 'A',
        wordCount: 3,
        language: 'fr-be',
        publisher: { name: 'Brand', url: 'https://www.example.be/' },
      }),
    );
    expect(post).toMatchObject({ '@type': 'BlogPosting', publisher: { '@type': 'Organization', name: 'Brand' } });
    expect(post).not.toHaveProperty('author');
    expect(post).not.toHaveProperty('image');
  });
});
