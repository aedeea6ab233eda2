import 'server-only';
import type { Promotion } from '@/server/services/promotions';

type StoreFacts = {
  name: string;
  /** Absolute address of the store page. */
  url: string;
  /** Absolute address of the logo. */
  logo: string | null;
  website: string;
  rating: number;
  ratingCount: number;
};

/**
 * The store as a schema.org Organization that makes Offers (one per active promotion, with its
 * validity), rated only when someone has voted: an AggregateRating of nothing is invalid.
 */
export function storeJsonLd(store: StoreFacts, activePromotions: Promotion[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: store.name,
    url: store.url,
    ...(store.website ? { sameAs: [store.website] } : {}),
    ...(store.logo ? { logo: store.logo } : {}),
    ...(store.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: store.rating,
            ratingCount: store.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    makesOffer: activePromotions.map((promotion) => ({
      '@type': 'Offer',
      name: promotion.title,
      ...(promotion.description ? { description: promotion.description } : {}),
      url: promotion.link,
      validFrom: promotion.starts_at,
      ...(promotion.ends_at ? { validThrough: promotion.ends_at } : {}),
    })),
  };
}
