import 'server-only';
import type { Bilingual, Text } from './locales';
import { SERVICE_KIND_DATA } from './store-kinds-services';
import { TRIP_KIND_DATA } from './store-kinds-trips';

export const STORE_KINDS = [
  'airline', 'tour_operator', 'hotel', 'holiday_park', 'camping', 'car_hire', 'ferry', 'cruise', 'luggage',
  'insurance', 'rail', 'ski', 'wellness', 'activities', 'outdoor', 'parking', 'guides',
] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export type StoreKindData = {
  /** Category keys (categories-data) a store of this kind is listed under; the first ones are the most typical. */
  categories: string[];
  /** What the visitor buys there, after "sur" / "op": "vos billets d'avion" / "je vliegtickets". */
  buys: Bilingual;
  /** Two openings for the store description; {name} is the store, {n} a number of destinations or products. */
  intro: Text<string[]>;
  reasons: Text<string[]>;
  /** Words that, after a brand stem, make a believable name for the generated stores of the large seed. */
  nameWords: string[];
};

export const KIND_DATA: Record<StoreKind, StoreKindData> = { ...TRIP_KIND_DATA, ...SERVICE_KIND_DATA };

export { BRAND_CITIES, BRAND_ENDINGS, BRAND_STEMS, STORES, type StoreData } from './stores-list';
