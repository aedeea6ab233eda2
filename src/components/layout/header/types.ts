import type { LinkItem } from '@/components/navigation/types';

/** A heading category (SPEC §2.4) with its first children. */
export type HeadingCategory = LinkItem & { children: LinkItem[] };

export type HeaderVariant = 'default' | 'wide';

export type HeaderMenus = {
  /** The first 20 locations and sublocations (NAV_LIMITS), in menu order. */
  locations: LinkItem[];
  sublocations: LinkItem[];
  /** Each with up to 8 children. */
  headingCategories: HeadingCategory[];
  /** The first 40 categories. */
  categories: LinkItem[];
};
