import type { PromotionType } from '@/lib/constants';
import type { Promotion } from '@/lib/contracts';

/** A promotion without a coupon row is an offer: there is no code to show. */
export function promotionType(promotion: Pick<Promotion, 'coupon'>): PromotionType {
  return promotion.coupon?.type === 'coupon' && promotion.coupon.code ? 'coupon' : 'offer';
}
