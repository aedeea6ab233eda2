/** Business constants of SPEC §9. */
export const PAGE_SIZE = {
  blogList: 18,
  randomPosts: 8,
  featuredBlogCategories: 8,
  properties: 8,
  general: 20,
  /** Small related lists: similar stores, related offers, related posts. */
  related: 6,
  searchByName: 10,
  /** Suggestions of the header's search box as the visitor types. */
  searchSuggestions: 6,
} as const;

export const NAV_LIMITS = {
  locations: 20,
  sublocations: 20,
  headingChildren: 8,
  categories: 40,
  footerColumn: 5,
} as const;

/** Non-blog paths deeper than this many segments lead to /not-found. */
export const MAX_PATH_DEPTH = 4;

export const BREAKPOINTS = { sm: 576, mobile: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** Nights buckets of the comparator's duration filter. */
export const DURATION_BUCKETS = [
  { key: '1-5', duration__lte: 5 },
  { key: '6-10', duration__gte: 6, duration__lte: 10 },
  { key: '11+', duration__gte: 11 },
] as const;

/**
 * Price indication ranges of the comparator, in euros, bounds included (`price=500-1000`).
 * They part the datafeed without overlap: prices are whole cents.
 */
export const PRICE_RANGES = [
  { key: '0-500', price__lte: 500 },
  { key: '500-1000', price__gte: 500.01, price__lte: 1000 },
  { key: '1000-1500', price__gte: 1000.01, price__lte: 1500 },
  { key: '1500+', price__gte: 1500.01 },
] as const;

/** "N stars and up" options of the comparator's rating filter (`rating__gte`). */
export const STAR_OPTIONS = [5, 4, 3, 2] as const;

export const TIMINGS = {
  fetchMinDelayMs: 200,
  chunkReloadGuardMs: 60_000,
  progressThrottleMs: 200,
  progressDurationMs: 5_000,
  progressHideDelayMs: 500,
  burgerCloseDelayMs: 200,
  localeCookieDays: 365,
  consentDelayMs: 200,
  consentDelayNoBreadcrumbsMs: 4_000,
} as const;

export const PROMOTION_TYPES = ['coupon', 'offer'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * "Did this code work?" votes: a promotion's success rate is shown from this many votes on; fewer
 * say too little, one visitor's bad luck would read as a broken code.
 */
export const TRUST_MIN_VOTES = 5;

/** A promotion voted on enough whose success rate (a whole percent) is below this is listed for the editors. */
export const TRUST_FLAG_BELOW_PERCENT = 50;

/** Promotions one trust read answers at most: a page shows a few dozen, a longer list is a script's. */
export const TRUST_MAX_IDS = 100;

/** Where "today" of a promotion's uses today starts: the sites' visitors live in this time zone. */
export const TRUST_TIME_ZONE = 'Europe/Brussels';

/** Largest value of a PostgreSQL `integer` (int4): every id and count column. */
export const MAX_DB_INT = 2_147_483_647;

/** Longest search text read (site search, search by name); the rest of a longer text is ignored or refused. */
export const MAX_SEARCH_LENGTH = 200;

/** The header's search box suggests results from this many characters typed (blanks around not counted). */
export const SEARCH_SUGGEST_MIN_LENGTH = 2;

/** Longest slug the database stores (varchar(200)); a longer one can name nothing. */
export const MAX_SLUG_LENGTH = 200;

/** URLs in one sitemap file at most (sitemaps.org protocol); more make several files under the index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages addressed by key (SPEC §2.1 static page types, plus home, blog and the utility pages). */
export const PAGE_KEYS = [
  'home_page',
  'blog_page',
  'about_us_page',
  'conditions_page',
  'contact_us_page',
  'cookie_policy_page',
  'faq_page',
  'html_sitemap_page',
  'mentions_legales_page',
  'privacy_policy_page',
  'not_found_page',
  'search_page',
  'comparator_page',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
