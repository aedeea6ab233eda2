import type { PromotionType } from '@/lib/constants';

/**
 * What the discovery pages hand to these components. Service and API shapes fit as they are
 * (the fields are a subset of theirs), so a page passes its data without copying it.
 */

/** A stored image with its intrinsic size when known. */
export type ImageData = { url: string; width: number | null; height: number | null; alt: string };

type Named = { name: string };

/** A property deal of the datafeed (SPEC §3 Property). */
export type PropertyCardData = {
  id: number;
  name: string;
  image: string;
  deep_link: string;
  partner: Named;
  country: Named | null;
  region: Named | null;
  city: Named | null;
  property_category: Named;
  price: number;
  old_price: number | null;
  discount_percent: number | null;
  duration: number;
  rating: number;
  is_last_minute: boolean;
};

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
  store: { name: string; icon: ImageData | null };
};

export type StoreTileData = {
  id: number;
  name: string;
  href: string;
  icon: ImageData | null;
  rating: number;
  rating_count: number;
};

/** A destination or category as a picture card. */
export type PlaceCardData = { id: number; name: string; href: string; image: ImageData | null };
