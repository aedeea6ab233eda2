import 'server-only';
import type { Organization, WithContext } from 'schema-dts';
import { promotionOffer, promotionOfferUrl } from '@/lib/json-ld';
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
 * validity, named by its address on this page: src/lib/json-ld.ts promotionOfferUrl), rated only
 * when someone has voted: an AggregateRating of nothing is invalid.
 */
export function storeJsonLd(store: StoreFacts, activePromotions: Promotion[]): WithContext<Organization> {
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
    makesOffer: activePromotions.map((promotion) =>
      promotionOffer({
        title: promotion.title,
        description: promotion.description,
        url: promotionOfferUrl(store.url, promotion.id),
        startsAt: promotion.starts_at,
        endsAt: promotion.ends_at,
      }),
    ),
  };
}
