import type { PromotionType } from '@/lib/constants';

/** An image the API hands out (a media record's public form). */
export type ImageRef = { url: string; width: number | null; height: number | null; alt: string };

export type PromotionStoreData = { id: number; name: string; slug: string; icon: ImageRef | null };

/**
 * A promotion as the pages pass it to these components: the API's shape (SPEC §3), so a service
 * result or an API answer fits as it is.
 */
export type PromotionData = {
  id: number;
  title: string;
  link: string;
  offer: string;
  description: string;
  condition: string;
  starts_at: string;
  ends_at: string | null;
  is_exclusive: boolean;
  slider_image: ImageRef | null;
  stores: PromotionStoreData[];
  coupon: { id: number; code: string | null; time_of_using: string | null; type: PromotionType } | null;
};

/** A promotion without a coupon row is an offer: there is no code to show. */
export function promotionType(promotion: Pick<PromotionData, 'coupon'>): PromotionType {
  return promotion.coupon?.type === 'coupon' && promotion.coupon.code ? 'coupon' : 'offer';
}
