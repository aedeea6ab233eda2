import 'server-only';
import type { Promotion } from '@/lib/contracts';
import { entityPath } from '@/lib/entity-paths';
import { promotionOfferUrl, promotionOffersJsonLd, type JsonLdDocument } from '@/lib/json-ld';
import type { Locale } from '@/lib/locales';
import { originOf } from './urls';

/**
 * A page's list of promotions (its main content: a category's, the newest of every category) as
 * Offers, each made by its store and named by its address on the store page
 * (src/lib/json-ld.ts promotionOfferUrl). Null when the list is empty.
 */
export function promotionListJsonLd(locale: Locale, promotions: Promotion[]): JsonLdDocument | null {
  const origin = originOf(locale);
  return promotionOffersJsonLd(
    promotions.flatMap((promotion) => {
      const store = promotion.stores[0];
      if (!store) return [];
      const storeUrl = `${origin}${entityPath(locale, 'store', [store.slug])}`;
      return [
        {
          title: promotion.title,
          description: promotion.description,
          url: promotionOfferUrl(storeUrl, promotion.id),
          startsAt: promotion.starts_at,
          endsAt: promotion.ends_at,
          seller: { name: store.name, url: storeUrl },
        },
      ];
    }),
  );
}
