import type { LinkItem } from '@/components/navigation/types';

/** A location or sublocation of the Destinations menu. */
export type DestinationLink = LinkItem & { id: number | string };

/** A heading category (SPEC §2.4) with its first children. */
export type HeadingCategory = LinkItem & { children: LinkItem[] };

export type HeaderVariant = 'default' | 'wide';

export type HeaderMenus = {
  /** The first 20 locations and sublocations (NAV_LIMITS), in menu order. */
  locations: DestinationLink[];
  sublocations: DestinationLink[];
  /** Each with up to 8 children. */
  headingCategories: HeadingCategory[];
  /** The first 40 categories. */
  categories: LinkItem[];
};
