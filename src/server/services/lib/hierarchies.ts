import 'server-only';
import { categories, categoryTranslations, destinations, destinationTranslations } from '../../db/schema';
import { hierarchy } from './hierarchy';

/** Categories: `category` at level 1, `subcategory` at levels 2 and 3. */
export const categoryHierarchy = hierarchy({
  nodes: categories,
  translations: categoryTranslations,
  owner: 'categoryId',
  fields: { iconId: categories.iconId, bannerId: categories.bannerId },
  types: ['category', 'subcategory'],
});

/** Destinations: a country (`location`) at level 1, regions and places (`sublocation`) below. */
export const destinationHierarchy = hierarchy({
  nodes: destinations,
  translations: destinationTranslations,
  owner: 'destinationId',
  fields: { bannerId: destinations.bannerId, continentId: destinations.continentId },
  types: ['location', 'sublocation'],
});
