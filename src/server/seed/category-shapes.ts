import 'server-only';
import type { StayKind } from './destinations-data';
import type { Bilingual, Text } from './locales';

/** Datafeed filters of a category, by name; resolved to ids once destinations and dictionaries exist. */
export type CategoryLink = {
  stay?: StayKind[];
  countries?: string[];
  regions?: string[];
  cities?: string[];
  propertyCategories?: string[];
  services?: string[];
  rating?: number[];
  last?: boolean;
  hasDiscount?: boolean;
  /** The only filter of a category whose datafeed block lists the partners' best offers. */
  bestOfferOnly?: boolean;
};

export type CategoryData = {
  key: string;
  name: Bilingual;
  /** What the visitor books, written to follow "pour" / "voor": "vos vacances à la plage" / "je strandvakantie". */
  phrase: Bilingual;
  /** One hand-written sentence that opens the page, with its own French for France where the Belgian one does not fit. */
  pitch: Text;
  link: CategoryLink;
  children?: CategoryData[];
};

/** A category from its French and Dutch texts, its datafeed filters and its subcategories. */
export function cat(
  key: string,
  name: [string, string],
  phrase: [string, string],
  pitch: [string, string] | [string, string, string],
  link: CategoryLink,
  children?: CategoryData[],
): CategoryData {
  return {
    key,
    name: { fr: name[0], nl: name[1] },
    phrase: { fr: phrase[0], nl: phrase[1] },
    pitch: pitch[2] === undefined ? { fr: pitch[0], nl: pitch[1] } : { fr: pitch[0], nl: pitch[1], frFr: pitch[2] },
    link,
    children,
  };
}
