'use client';

import { createContext, useContext } from 'react';
import type { Promotion } from '@/lib/contracts';

/** The query parameter that opens a promotion's dialog, so a shared link opens it on load. */
export const PROMOTION_PARAM = 'promotion';

/** What the cards and the dialog of a promotion list share (src/components/promotions/PromotionBoard.tsx). */
export type Board = {
  /** The latest known use of a coupon: this visit's own use, else what the page was rendered with. */
  lastUse: (couponId: number, rendered: string | null) => string | null;
  open: (promotionId: number) => void;
  /** Records a use of the promotion's coupon or offer; the cards show the new time once it is known. */
  recordUse: (promotion: Promotion) => void;
};

export const BoardContext = createContext<Board | null>(null);

export function usePromotionBoard(): Board | null {
  return useContext(BoardContext);
}
