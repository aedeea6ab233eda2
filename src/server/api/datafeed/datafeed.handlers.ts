import type { RouteHandler } from '@hono/zod-openapi';
import * as propertiesService from '@/server/services/properties';
import { comparatorPlaceIndex } from '@/server/services/comparator-places';
import * as dictionaries from '@/server/services/property-dictionaries';
import { namesPlaces, placeIndex } from '@/lib/comparator-places';
import { COMPARATOR_PAGE_SIZE, readPublicComparatorQuery } from '@/lib/comparator-query';
import type { AppEnv } from '../lib/router';
import type * as routes from './datafeed.routes';

export const properties: RouteHandler<typeof routes.properties, AppEnv> = async (c) => {
  const { language, page, size, ordering, category, location, ...filters } = c.req.valid('query');
  return c.json(
    await propertiesService.listProperties(language, { filters, ordering, page, size, category, location }),
    200,
  );
};

export const propertyFacets: RouteHandler<typeof routes.propertyFacets, AppEnv> = async (c) => {
  const { language, category, location, ...filters } = c.req.valid('query');
  return c.json(await propertiesService.propertyFacets(language, { filters, category, location }), 200);
};

/**
 * The datafeed's index follows partner imports within seconds: a view may be kept as long, by the
 * browser and a CDN, no longer (the comparator checks the version it shows once its page is loaded).
 */
const COMPARATOR_VIEW_CACHE = 'public, max-age=5';

export const propertyComparison: RouteHandler<typeof routes.propertyComparison, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  // The page's own reading of the query, repeated keys and lenient values alike, places by slug
  // or by an old address's id (src/lib/comparator-query.ts).
  const search = new URL(c.req.url).searchParams;
  const places = namesPlaces(search) ? await comparatorPlaceIndex(language) : placeIndex([]);
  const { state, query } = readPublicComparatorQuery(search, places);
  const { filters, ordering, page } = state;
  const view = await propertiesService.compareProperties(language, { filters, ordering, page, size: COMPARATOR_PAGE_SIZE });
  c.header('Cache-Control', COMPARATOR_VIEW_CACHE);
  return c.json({ query, ...view }, 200);
};

/** Destinations change only with an editor's write: a minute's delay is no harm, and spares the proxy's reads. */
const PLACES_CACHE = 'public, max-age=60';

export const propertyPlaces: RouteHandler<typeof routes.propertyPlaces, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  c.header('Cache-Control', PLACES_CACHE);
  return c.json({ results: await dictionaries.comparatorPlaceSlugs(language) }, 200);
};

export const serviceTypes: RouteHandler<typeof routes.serviceTypes, AppEnv> = async (c) => {
  const { language, page, size } = c.req.valid('query');
  return c.json(await dictionaries.listServiceTypes(language, { page, size }), 200);
};

export const propertyCategories: RouteHandler<typeof routes.propertyCategories, AppEnv> = async (c) => {
  const { language, page, size } = c.req.valid('query');
  return c.json(await dictionaries.listPropertyCategories(language, { page, size }), 200);
};

export const partners: RouteHandler<typeof routes.partners, AppEnv> = async (c) => {
  const { page, size } = c.req.valid('query');
  return c.json(await dictionaries.listPartners({ page, size }), 200);
};
