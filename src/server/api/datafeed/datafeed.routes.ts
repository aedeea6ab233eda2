import { createRoute, z } from '@hono/zod-openapi';
import { PAGE_SIZE } from '@/lib/constants';
import { COMPARATOR_PAGE_SIZE, DEPARTURE_KEYS, FACET_KEYS, type FacetKey } from '@/lib/comparator-url';
import { DATAFEED_ORDERINGS, datafeedFiltersSchema } from '@/lib/datafeed-filters';
import { errors, idQuery, json, languageQuery, listQuery, paginated } from '../lib/schemas';
import { comparatorViewSchema, dictionaryEntrySchema, partnerSchema, propertyFacetsSchema, propertyPageSchema } from './datafeed.schemas';

const tags = ['datafeed'];

const filtersQuery = {
  ...datafeedFiltersSchema.shape,
  category: idQuery.optional().openapi({ description: 'Apply this category\'s linking fields' }),
  location: idQuery.optional().openapi({ description: 'Apply this destination\'s linking fields' }),
};

const filtersDescription =
  'Arrays are repeated keys (`country=1&country=2`). Null and false filters are dropped (`last=false` is no filter). ' +
  '`category` or `location` applies that entity\'s datafeed linking fields; an explicit filter wins over the same linking key. ' +
  'Prices are in euros; `price` is a maximum or a range (`500-1000`), `duration` a number of nights or a bucket (`6-10`). ' +
  'Departure: `departure_month` (YYYY-MM) or `departure_from`/`departure_to` (YYYY-MM-DD, either bound alone too), ' +
  'widened by `flexible` days either side; a deal without a departure date never matches one.';

export const properties = createRoute({
  method: 'get',
  path: '/properties/',
  tags,
  summary: 'Holiday property deals (the datafeed), filtered and paged, with their exact count',
  description: `${filtersDescription} Ordered by \`ordering\` and then id, so pages never overlap.`,
  request: {
    query: listQuery(PAGE_SIZE.properties).extend({ ...filtersQuery, ordering: z.enum(DATAFEED_ORDERINGS).default('price') }),
  },
  responses: { 200: json(propertyPageSchema), 400: errors[400], 404: errors[404] },
});

export const propertyFacets = createRoute({
  method: 'get',
  path: '/properties/facets/',
  tags,
  summary: 'The exact count of the filters, and how many properties each filter option would leave',
  description: filtersDescription,
  request: { query: listQuery().pick({ language: true }).extend(filtersQuery) },
  responses: { 200: json(propertyFacetsSchema), 400: errors[400], 404: errors[404] },
});

/**
 * The comparator's query as its page reads it: a facet's value is never refused (a shared link with
 * one stale option still shows the rest); the handler reads the query as the page does. The
 * departure date is refused when malformed: its fields only ever send a date or nothing, so a
 * malformed one is a client's mistake that a silently wider view would hide.
 */
const lenientValue = z.union([z.string(), z.array(z.string())]).optional();
const comparatorQuery = languageQuery.extend({
  ...(Object.fromEntries(FACET_KEYS.map((key) => [key, lenientValue.openapi({ description: `\`${key}\` as the comparator's page reads it` })])) as Record<
    FacetKey,
    typeof lenientValue
  >),
  ...(Object.fromEntries(DEPARTURE_KEYS.map((key) => [key, datafeedFiltersSchema.shape[key]])) as Pick<
    typeof datafeedFiltersSchema.shape,
    (typeof DEPARTURE_KEYS)[number]
  >),
  ordering: z.string().optional().openapi({ description: `One of ${DATAFEED_ORDERINGS.join(', ')}; anything else reads as \`price\`` }),
  page: z.string().optional().openapi({ description: `1-based page of ${COMPARATOR_PAGE_SIZE} deals; anything but a page number reads as 1` }),
});

export const propertyComparison = createRoute({
  method: 'get',
  path: '/properties/compare/',
  tags,
  summary: 'One view of the comparator: a page of deals, their exact count, every option\'s count, and the canonical query',
  description:
    'The comparator page\'s own query (its address): the filter keys ' +
    `${FACET_KEYS.map((key) => `\`${key}\``).join(', ')}, arrays as repeated keys, with \`ordering\` and \`page\`, ` +
    `and the departure date (${DEPARTURE_KEYS.map((key) => `\`${key}\``).join(', ')}; a malformed one answers 400). ` +
    'It is read as the page reads it: a value of a facet that does not parse drops its key and nothing else, other keys are ignored, ' +
    'and the answer names the canonical query it was read as. Destinations (`country`, `region`, `city`) are named by their slug in ' +
    'the locale (GET /properties/places/); an id, as older addresses have, still reads as its place, and the canonical query names ' +
    'it by its slug. The datafeed changes all day: the answer may be kept 5 seconds.',
  request: { query: comparatorQuery },
  responses: { 200: json(comparatorViewSchema), 400: errors[400] },
});

const placeSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().openapi({ example: 'andalousie' }),
    parent_id: z.number().int().nullable(),
    level: z.number().int().openapi({ description: '1 a country, 2 a region, 3 a place in a region' }),
  })
  .openapi('ComparatorPlace');

export const propertyPlaces = createRoute({
  method: 'get',
  path: '/properties/places/',
  tags,
  summary: 'Every destination as the comparator\'s address names it: its slug in the locale, under its parent',
  description:
    'The comparator\'s address names its destinations `country`, `region` and `city` by these slugs; a region\'s slug is read among ' +
    'the children of the chosen country (a city\'s among the chosen region\'s), among its whole level when none is chosen, the first ' +
    'by id when several share it. The datafeed\'s listings and facets take ids. The answer may be kept a minute.',
  request: { query: languageQuery },
  responses: { 200: json(z.object({ results: z.array(placeSchema) }).openapi('ComparatorPlaces')), 400: errors[400] },
});

export const serviceTypes = createRoute({
  method: 'get',
  path: '/service_types/',
  tags,
  summary: 'Service types (board and services), with names in the locale',
  request: { query: listQuery() },
  responses: { 200: json(paginated(dictionaryEntrySchema, 'ServiceType')), 400: errors[400] },
});

export const propertyCategories = createRoute({
  method: 'get',
  path: '/property_categories/',
  tags,
  summary: 'Property categories (rental types), with names in the locale',
  request: { query: listQuery() },
  responses: { 200: json(paginated(dictionaryEntrySchema, 'PropertyCategory')), 400: errors[400] },
});

export const partners = createRoute({
  method: 'get',
  path: '/partners/',
  tags,
  summary: 'Partners of the datafeed',
  request: { query: listQuery() },
  responses: { 200: json(paginated(partnerSchema, 'Partner')), 400: errors[400] },
});
