import { z } from '@hono/zod-openapi';
import { publicReads } from '../lib/routes';
import { languageQuery, listQuery, paginated, queryBoolean, slugText } from '../lib/schemas';
import {
  continentWithLocationsSchema,
  destinationPageSchema,
  destinationSummarySchema,
  destinationTreeSchema,
  sliderDestinationSchema,
} from './destinations.schemas';
import { destinationForm, destinationPatchForm } from '@/lib/editing/landing-pages';
import { landingWriteRoutes } from '../categories/landing-page-writes';
import { destinationRecordSchema } from '../categories/landing-page.schemas';

const read = publicReads(['destinations']);

const destinationList = paginated(destinationSummarySchema, 'Destination');
const inMenuQuery = listQuery().extend({ in_menu: queryBoolean.optional() });

export const locations = read.get('/locations/', 'Countries, by position; `in_menu=true` for the destinations menu', destinationList, inMenuQuery);

export const topLocations = read.get('/locations/top_locations/', 'Top destinations, countries first', z.array(destinationSummarySchema), languageQuery.extend({ size: z.coerce.number().int().min(1).max(100).default(20) }));

export const homepageSliders = read.get('/locations/homepage_sliders/', 'Destinations of the home sliders, with their in-slider sublocations', z.array(sliderDestinationSchema));

export const byContinent = read.get('/locations/by_continent/', 'Continents with their countries, for the destinations list page', z.array(continentWithLocationsSchema));

export const location = read.bySlug('/locations/{slug}/', 'A country page by its slug in the locale, with its promotions', destinationPageSchema);

export const sublocations = read.get('/sublocations/', 'Regions and places, by position; `in_menu=true` for the destinations menu', destinationList, inMenuQuery);

const parentQuery = languageQuery.extend({
  parent: slugText.optional().openapi({ description: 'Slug of the parent, to tell apart equal slugs under different parents' }),
});

export const sublocation = read.bySlug('/sublocations/{slug}/', 'A region or place page by its slug in the locale, with its promotions', destinationPageSchema, parentQuery);

export const tree = read.get('/destinations/', "The destinations tree: continents, their countries and the countries' regions (minified)", destinationTreeSchema);

const writes = landingWriteRoutes('/destinations', ['destinations'], 'destination', {
  input: destinationForm.openapi('DestinationInput'),
  patch: destinationPatchForm.openapi('DestinationPatch'),
  record: destinationRecordSchema,
});

export const { create, patch, remove, addFaqItem, replaceFaqItem, removeFaqItem } = writes;
