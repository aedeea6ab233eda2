import type { PromotionType } from '@/lib/constants';
import type { ImageView } from '@/lib/contracts';

/**
 * What the discovery pages hand to these components. Service and API shapes fit as they are
 * (the fields are a subset of theirs), so a page passes its data without copying it.
 */

/** A promotion shown as a card that leads to its store's page, where the code is revealed. */
export type PromotionTeaserData = {
  id: number;
  /** The store's page with this promotion's dialog open. */
  href: string;
  title: string;
  offer: string;
  description: string;
  type: PromotionType;
  is_exclusive: boolean;
  ends_at: string | null;
  store: { name: string; icon: ImageView | null };
};

export type StoreTileData = {
  id: number;
  name: string;
  href: string;
  icon: ImageView | null;
  rating: number;
  rating_count: number;
};

/** A destination or category as a picture card. */
export type PlaceCardData = { id: number; name: string; href: string; image: ImageView | null };
