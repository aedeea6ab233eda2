import type { FacetKey } from './comparator-url';
import type { PromotionType } from './constants';
import type { Locale } from './locales';

/**
 * The read models the site hands around (SPEC §3), declared once: services return them, the API
 * serves them, components take them (or a `Pick` of them). Framework-free, so every layer may
 * import them.
 */

/** An image of the media library. */
export type ImageRef = { id: number; file: string; url: string; width: number | null; height: number | null; alt: string };

/** What a component needs to show an image. */
export type ImageView = Pick<ImageRef, 'url' | 'width' | 'height' | 'alt'>;

/** Something a list names and links: a partner, a place, a rental type. */
export type NamedRef = { id: number; name: string; slug: string };

export type PromotionStore = { id: number; name: string; slug: string; icon: ImageRef | null };

export type Coupon = { id: number; code: string | null; time_of_using: string | null; type: PromotionType };

/** A promotion as the site shows it, in one locale. */
export type Promotion = {
  id: number;
  title: string;
  link: string;
  offer: string;
  description: string;
  condition: string;
  starts_at: string;
  ends_at: string | null;
  is_expired: boolean;
  is_exclusive: boolean;
  slider_image: ImageRef | null;
  stores: PromotionStore[];
  coupon: Coupon | null;
};

/** A property deal of the datafeed. Prices in euros. */
export type PropertySummary = {
  id: number;
  name: string;
  image: string;
  deep_link: string;
  partner: NamedRef;
  country: NamedRef | null;
  region: NamedRef | null;
  city: NamedRef | null;
  property_category: NamedRef;
  service_types: NamedRef[];
  type_of_stay: string;
  price: number;
  old_price: number | null;
  discount_percent: number | null;
  has_discount: boolean;
  duration: number;
  rating: number;
  is_last_minute: boolean;
  departure_date: string | null;
};

/**
 * One view of the comparator: the canonical query it was read as, a page of deals, their exact
 * count, how many deals each filter option would leave, and when nothing matches, how many each
 * chosen filter would give back if removed. `version` is the datafeed's when the view was read.
 */
export type ComparatorViewData = {
  query: string;
  count: number;
  results: PropertySummary[];
  facets: Record<FacetKey, Record<string, number>>;
  without: Partial<Record<string, number>>;
  version: number;
};

/** The back-office's figures (its dashboard): what visitors did, and what content needs an editor. */
export type DashboardFigures = {
  /** The UTC days covered, oldest first; every series has one entry per day. */
  days: string[];
  clicks: { day: string; store: number; promotion: number; property: number }[];
  couponUses: { day: string; uses: number }[];
  topStores: { id: number; name: string; clicks: number }[];
  topPromotions: { id: number; title: string; store: string; clicks: number }[];
  expiringSoon: { id: number; title: string; store: string; ends_at: string }[];
  storesWithoutActivePromotion: { count: number; first: { id: number; name: string }[] };
  /** What visitors searched most often without a result over the same days, on each locale's site. */
  searchMisses: { locale: Locale; text: string; searches: number }[];
};
