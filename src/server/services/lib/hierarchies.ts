import 'server-only';
import { categories, categoryTranslations, destinations, destinationTranslations } from '../../db/schema';
import { hierarchy } from './hierarchy';

/** Categories: `category` at level 1, `subcategory` at levels 2 and 3; summaries show an icon and a banner. */
export const categoryHierarchy = hierarchy(
  { nodes: categories, translations: categoryTranslations, owner: 'categoryId' },
  ['category', 'subcategory'],
  { iconId: categories.iconId, bannerId: categories.bannerId },
);

/** Destinations: a country (`location`) at level 1, regions and places (`sublocation`) below; grouped by continent. */
export const destinationHierarchy = hierarchy(
  { nodes: destinations, translations: destinationTranslations, owner: 'destinationId' },
  ['location', 'sublocation'],
  { bannerId: destinations.bannerId, continentId: destinations.continentId },
);
