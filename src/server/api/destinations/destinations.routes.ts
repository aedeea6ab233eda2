import { createRoute, z } from '@hono/zod-openapi';
import { errors, json, languageQuery, listQuery, paginated, queryBoolean, slugParam, slugText } from '../lib/schemas';
import {
  continentWithLocationsSchema,
  destinationPageSchema,
  destinationSummarySchema,
  destinationTreeSchema,
  sliderDestinationSchema,
} from './destinations.schemas';

const tags = ['destinations'];

const destinationList = paginated(destinationSummarySchema, 'Destination');

export const locations = createRoute({
  method: 'get',
  path: '/locations/',
  tags,
  summary: 'Countries, by position; `in_menu=true` for the destinations menu',
  request: { query: listQuery().extend({ in_menu: queryBoolean.optional() }) },
  responses: { 200: json(destinationList), 400: errors[400] },
});

export const topLocations = createRoute({
  method: 'get',
  path: '/locations/top_locations/',
  tags,
  summary: 'Top destinations, countries first',
  request: { query: languageQuery.extend({ size: z.coerce.number().int().min(1).max(100).default(20) }) },
  responses: { 200: json(z.array(destinationSummarySchema)), 400: errors[400] },
});

export const homepageSliders = createRoute({
  method: 'get',
  path: '/locations/homepage_sliders/',
  tags,
  summary: 'Destinations of the home sliders, with their in-slider sublocations',
  request: { query: languageQuery },
  responses: { 200: json(z.array(sliderDestinationSchema)), 400: errors[400] },
});

export const byContinent = createRoute({
  method: 'get',
  path: '/locations/by_continent/',
  tags,
  summary: 'Continents with their countries, for the destinations list page',
  request: { query: languageQuery },
  responses: { 200: json(z.array(continentWithLocationsSchema)), 400: errors[400] },
});

export const location = createRoute({
  method: 'get',
  path: '/locations/{slug}/',
  tags,
  summary: 'A country page by its slug in the locale, with its promotions',
  request: { params: slugParam, query: languageQuery },
  responses: { 200: json(destinationPageSchema), 400: errors[400], 404: errors[404] },
});

export const sublocations = createRoute({
  method: 'get',
  path: '/sublocations/',
  tags,
  summary: 'Regions and places, by position; `in_menu=true` for the destinations menu',
  request: { query: listQuery().extend({ in_menu: queryBoolean.optional() }) },
  responses: { 200: json(destinationList), 400: errors[400] },
});

export const sublocation = createRoute({
  method: 'get',
  path: '/sublocations/{slug}/',
  tags,
  summary: 'A region or place page by its slug in the locale, with its promotions',
  request: {
    params: slugParam,
    query: languageQuery.extend({
      parent: slugText
        .optional()
        .openapi({ description: 'Slug of the parent, to tell apart equal slugs under different parents' }),
    }),
  },
  responses: { 200: json(destinationPageSchema), 400: errors[400], 404: errors[404] },
});

export const tree = createRoute({
  method: 'get',
  path: '/destinations/',
  tags,
  summary: 'The destinations tree: continents, their countries and the countries\' regions (minified)',
  request: { query: languageQuery },
  responses: { 200: json(destinationTreeSchema), 400: errors[400] },
});
