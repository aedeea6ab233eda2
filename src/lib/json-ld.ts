import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Hotel,
  ItemList,
  Offer,
  Organization,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';

/**
 * schema.org structured data of the pages, typed with schema-dts (types only: nothing of it reaches
 * the bundle). Every address in it is absolute. Pages print it with `JsonLd`
 * (src/components/seo/JsonLd.tsx), through `jsonLdText`.
 */

/** A JSON-LD document of a page: one schema.org thing with its context. */
export type JsonLdDocument = WithContext<Thing>;

/** JSON for a script tag: `<` escaped so that content can never close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** An ISO 8601 date-time (`2026-05-01T00:00:00.000Z`), whatever form the database or the API gave. */
export function isoDateTime(value: string | Date): string {
  return new Date(value).toISOString();
}

/** A FAQ as schema.org FAQPage structured data. */
export function faqJsonLd(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

/** What a blog post's structured data says; addresses are absolute. */
export type BlogPostingFacts = {
  url: string;
  headline: string;
  description: string;
  image: string | null;
  datePublished: string;
  author: string;
  /** The blog category's name. */
  section: string;
  wordCount: number;
  /** BCP 47 language of the page (`fr-BE`). */
  language: string;
  publisher: { name: string; url: string };
};

/** A blog post as schema.org BlogPosting structured data. */
export function blogPostingJsonLd(post: BlogPostingFacts): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    url: post.url,
    headline: post.headline,
    ...(post.description ? { description: post.description } : {}),
    ...(post.image ? { image: [post.image] } : {}),
    datePublished: post.datePublished,
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    ...(post.publisher.name ? { publisher: { '@type': 'Organization', name: post.publisher.name, url: post.publisher.url } } : {}),
    articleSection: post.section,
    wordCount: post.wordCount,
    inLanguage: post.language,
  };
}

/** A page's trail as a BreadcrumbList; `href`s are resolved against the site's origin. */
export function breadcrumbJsonLd(items: { name: string; href: string }[], origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.href, origin).toString(),
    })),
  };
}

/** The placeholder of the search box's text in a SearchAction's address. */
export const SEARCH_TERM = 'search_term_string';

export type WebSiteFacts = {
  /** The brand of the locale's site. */
  name: string;
  /** The home page, absolute. */
  url: string;
  /** The search page, absolute (its `str` parameter is the text, DESIGN §9). */
  searchUrl: string;
  /** BCP 47 language of the site (`nl-BE`). */
  language: string;
};

/** The site, with its search box (a SearchAction on the search page's `?str=`). */
export function webSiteJsonLd(site: WebSiteFacts): WithContext<WebSite> {
  // Typed on its own: `query-input` is an action constraint, which schema-dts adds to the action's type.
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${site.searchUrl}?str={${SEARCH_TERM}}` },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    ...(site.name ? { name: site.name } : {}),
    url: site.url,
    inLanguage: site.language,
    potentialAction: search,
  };
}

/** The publisher of a locale's site: its brand, home page and logo (absolute). */
export function organizationJsonLd(organization: { name: string; url: string; logo: string }): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    url: organization.url,
    logo: organization.logo,
  };
}

/** What an Offer of a promotion says. */
export type PromotionOfferFacts = {
  title: string;
  description: string;
  /** Where the site shows it, absolute (see `promotionOfferUrl`). */
  url: string;
  startsAt: string;
  /** Null: no end date, and then no validThrough. */
  endsAt: string | null;
  /** The store that makes it, when the Offer stands alone (not inside its store's `makesOffer`). */
  seller?: { name: string; url: string };
};

/**
 * The address an Offer of a promotion names: the promotion's own address on the site, its store
 * page with its dialog open (`?promotion=<id>`, the address a share gives). Not the merchant's link
 * (a paid link, which would skip the click count) nor `/out` (disallowed in robots.txt and
 * `noindex`: an address a crawler may not fetch).
 */
export function promotionOfferUrl(storePageUrl: string, promotionId: number): string {
  return `${storePageUrl}?promotion=${promotionId}`;
}

/** A promotion as a schema.org Offer, valid from its start and, when it has one, through its end. */
export function promotionOffer(promotion: PromotionOfferFacts): Offer {
  return {
    '@type': 'Offer',
    name: promotion.title,
    ...(promotion.description ? { description: promotion.description } : {}),
    url: promotion.url,
    validFrom: isoDateTime(promotion.startsAt),
    ...(promotion.endsAt ? { validThrough: isoDateTime(promotion.endsAt) } : {}),
    ...(promotion.seller ? { seller: { '@type': 'Organization', name: promotion.seller.name, url: promotion.seller.url } } : {}),
  };
}

/** A list of promotions (a page whose main content they are) as an ItemList of Offers; null when empty. */
export function promotionOffersJsonLd(offers: PromotionOfferFacts[]): WithContext<ItemList> | null {
  if (offers.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: offers.map((offer, index) => ({ '@type': 'ListItem', position: index + 1, item: promotionOffer(offer) })),
  };
}

/** What the Hotel of a datafeed deal says; addresses absolute, price in euros. */
export type HotelFacts = {
  name: string;
  image: string;
  locality: string | null;
  region: string | null;
  /** The country's name, as the page shows it. */
  country: string | null;
  /** Stars, 1 to 5. */
  stars: number;
  price: number;
  /** Where the site shows the deal (the page's canonical address). */
  url: string;
};

function hotel(facts: HotelFacts): Hotel {
  const address = {
    ...(facts.locality ? { addressLocality: facts.locality } : {}),
    ...(facts.region ? { addressRegion: facts.region } : {}),
    ...(facts.country ? { addressCountry: facts.country } : {}),
  };
  return {
    '@type': 'Hotel',
    name: facts.name,
    image: facts.image,
    ...(Object.keys(address).length > 0 ? { address: { '@type': 'PostalAddress', ...address } } : {}),
    ...(facts.stars >= 1 && facts.stars <= 5 ? { starRating: { '@type': 'Rating', ratingValue: facts.stars, bestRating: 5 } } : {}),
    makesOffer: {
      '@type': 'Offer',
      price: facts.price,
      priceCurrency: 'EUR',
      url: facts.url,
      availability: 'https://schema.org/InStock',
    },
  };
}

/** The editors' hand-picked hotels of a page as an ItemList of Hotels with their offer; null when none. */
export function hotelsJsonLd(hotels: HotelFacts[]): WithContext<ItemList> | null {
  if (hotels.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: hotels.map((facts, index) => ({ '@type': 'ListItem', position: index + 1, item: hotel(facts) })),
  };
}
