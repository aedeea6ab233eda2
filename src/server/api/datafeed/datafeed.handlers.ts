import type { RouteHandler } from '@hono/zod-openapi';
import * as propertiesService from '@/server/services/properties';
import * as dictionaries from '@/server/services/property-dictionaries';
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
