import type { FacetKey } from './comparator-url';
import type { PageKey, PromotionType } from './constants';
import type { DatafeedFilters } from './datafeed-filters';
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

/** What visitors say of a promotion and how much its coupon is used: the "did it work?" figures. */
export type PromotionTrust = {
  votes: number;
  worked: number;
  /** Whole percent of the votes that said yes; null below TRUST_MIN_VOTES votes. */
  success_rate: number | null;
  /** Uses of the promotion's coupon since midnight in TRUST_TIME_ZONE. */
  uses_today: number;
  /** The coupon's last use (its time_of_using), ISO 8601; null before the first. */
  last_used_at: string | null;
  /** This visitor's answer; null before their first, or when the visitor is not known. */
  your_vote: boolean | null;
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
  /** How many deals each price band holds, the price filter left out: bands of `step` euros from 0, the last one open-ended. */
  prices: { step: number; counts: number[] };
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

/** One question and its answer, shown as a disclosure on category and destination pages. */
export type FaqItem = { question: string; answer: string };

/** A store's active codes and offers in a locale. */
export type PromotionCounts = { coupon_counts: number; offer_counts: number };

export type StoreSummary = {
  id: number;
  name: string;
  slug: string;
  icon: ImageRef | null;
  rating: number;
  rating_count: number;
};

export type StoreDetail = StoreSummary & {
  website: string;
  description: string;
  reasons: string[];
  seo_title: string;
  meta_description: string;
  seo_image: ImageRef | null;
  counts: PromotionCounts;
  categories: { id: number; name: string; slug: string; entity_type: 'category' | 'subcategory' }[];
  related_stores: StoreSummary[];
};

/** A promotion as a card on a destination page (SPEC §3 Promotion). */
export type PromotionCard = {
  id: number;
  type: PromotionType;
  title: string;
  offer: string;
  description: string;
  condition: string;
  link: string;
  is_exclusive: boolean;
  ends_at: string | null;
  slider_image: ImageRef | null;
  stores: StoreSummary[];
  coupon: { id: number; type: PromotionType; code: string | null; time_of_using: string | null } | null;
};

/** The minified post of every list (SPEC §3: "the list form is minified"). */
export type PostSummary = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  image: ImageRef | null;
  published_at: string;
  author: string;
  /** Posts live at /blog/{category_slug}/{slug}. */
  category_slug: string;
};

/** A blog post as listed beside a page; posts live at /blog/{category_slug}/{slug}. */
export type RelatedPost = PostSummary;

/** What category and destination pages share (SPEC §3): their per-locale content and related posts. */
export type LandingContent = {
  name: string;
  slug: string;
  header_1: string;
  header_2: string;
  /** Sanitized HTML. */
  top_description: string;
  seo_title: string;
  meta_description: string;
  seo_image: ImageRef | null;
  faq_items: FaqItem[];
  script_1: string;
  script_2: string;
  additional_fields: Record<string, unknown>;
};

export type CategoryEntityType = 'category' | 'subcategory';

export type CategorySummary = {
  id: number;
  name: string;
  slug: string;
  entity_type: CategoryEntityType;
  level: number;
  parent_id: number | null;
  icon: ImageRef | null;
  banner: ImageRef | null;
  /** Site path in the locale, e.g. /categories/plage/mediterranee. */
  path: string;
};

export type CategoryPage = LandingContent & {
  id: number;
  entity_type: CategoryEntityType;
  level: number;
  path: string;
  icon: ImageRef | null;
  banner: ImageRef | null;
  /** Sanitized HTML, shown below the listings. */
  below_description: string;
  stores: StoreSummary[];
  related_category: CategorySummary | null;
  related_posts: RelatedPost[];
  children_categories: CategorySummary[];
  bottom_related_stores: StoreSummary[];
  datafeed_linking_fields: DatafeedFilters;
  in_slider_subcategories: CategorySummary[];
  /** The parent with its own parent, so the page can build the whole trail. */
  parent_category: (CategorySummary & { parent_category: CategorySummary | null }) | null;
  specific_hotels: PropertySummary[];
  counts: PromotionCounts;
};

export type DestinationEntityType = 'location' | 'sublocation';

export type DestinationSummary = {
  id: number;
  name: string;
  slug: string;
  entity_type: DestinationEntityType;
  level: number;
  parent_id: number | null;
  banner: ImageRef | null;
  /** Site path in the locale, e.g. /pays/espagne/andalousie. */
  path: string;
};

export type SliderDestination = DestinationSummary & { in_slider_sublocations: DestinationSummary[] };

export type DestinationPage = LandingContent & {
  id: number;
  entity_type: DestinationEntityType;
  level: number;
  path: string;
  banner: ImageRef | null;
  /** Sanitized HTML. */
  bottom_description: string;
  related_category: CategorySummary | null;
  related_posts: RelatedPost[];
  datafeed_linking_fields: DatafeedFilters;
  in_slider_sublocations: DestinationSummary[];
  /** Children, one level down. */
  sublocations: DestinationSummary[];
  banner_stores: StoreSummary[];
  /** Slugs from the country down to the parent; empty for a country. */
  parent_path: string[];
  /** The other countries of the same continent. */
  continent_locations: DestinationSummary[];
  bottom_related_sublocations: DestinationSummary[];
  specific_hotels: PropertySummary[];
  promotions: PromotionCard[];
};

export type SearchHitType = 'store' | 'promotion' | 'category' | 'subcategory' | 'location' | 'sublocation' | 'blog_post';

/** One result of the site search, with what the search page needs to show and link it. */
export type SearchHit = {
  entity_type: SearchHitType;
  id: number;
  title: string;
  /** Plain text, at most the search's excerpt length; a promotion's is its offer (its value). */
  excerpt: string;
  /**
   * The slugs of the entity's path from the top, e.g. [country, region, place] or
   * [blog category, post]; a promotion has its store's. The page adds the locale's segment.
   */
  slugs: string[];
  image: ImageRef | null;
  /** A promotion's store, for its name and logo. */
  store: { id: number; name: string; slug: string } | null;
  /** A store's active codes and offers in the locale; null for other kinds. */
  counts: { coupon_counts: number; offer_counts: number } | null;
  score: number;
};

/** A page's content by its key (home, static pages, blog and comparator texts). */
export type PageContent = {
  key: PageKey;
  title: string;
  header_1: string;
  header_2: string;
  /** Sanitized HTML. */
  content: string;
  blocks: Record<string, unknown>;
  banner: ImageRef | null;
  seo_title: string;
  meta_description: string;
  seo_image: ImageRef | null;
};

export type HomepageBanner = { title: string; link: string; image: ImageRef | null };

/**
 * Everything the home page shows (SPEC §3 home data); a part whose read failed is empty (SPEC §8).
 */
export type HomeData = {
  page: PageContent | null;
  banner: HomepageBanner | null;
  categories: CategorySummary[];
  sliders: SliderDestination[];
  deals: PropertySummary[];
  stores: StoreSummary[];
};
