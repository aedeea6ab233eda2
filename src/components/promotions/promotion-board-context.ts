'use client';

import { createContext, useContext } from 'react';
import type { Promotion, PromotionTrust } from '@/lib/contracts';

/** The query parameter that opens a promotion's dialog, so a shared link opens it on load. */
export const PROMOTION_PARAM = 'promotion';

/** What the cards and the dialog of a promotion list share (src/components/promotions/PromotionBoard.tsx). */
export type Board = {
  /** The latest known use of a coupon: this visit's own use, else what the page was rendered with. */
  lastUse: (couponId: number, rendered: string | null) => string | null;
  open: (promotionId: number) => void;
  /** Records a use of the promotion's coupon or offer; the cards show the new time once it is known. */
  recordUse: (promotion: Promotion) => void;
  /** What visitors say of the promotion and how much it is used; undefined until the API answers. */
  trust: (promotionId: number) => PromotionTrust | undefined;
  /** Whether the visitor copied its code or went to its offer during this visit. */
  used: (promotionId: number) => boolean;
  /** The visitor's "did it work?"; rejects as the API does (an ApiError for a refusal). */
  vote: (promotion: Promotion, worked: boolean) => Promise<void>;
};

export const BoardContext = createContext<Board | null>(null);

export function usePromotionBoard(): Board | null {
  return useContext(BoardContext);
}
