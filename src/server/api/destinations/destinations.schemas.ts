import { z } from '@hono/zod-openapi';
import { mediaRef } from '../lib/schemas';
import { storeSummarySchema } from '../stores/stores.schemas';
import { linkingFieldsSchema, propertySchema } from '../datafeed/datafeed.schemas';
import { categorySummarySchema } from '../categories/categories.schemas';
import { landingContentShape, relatedPostSchema } from '../categories/landing-page.schemas';

const entityType = z.enum(['location', 'sublocation']);

export const destinationSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    entity_type: entityType,
    level: z.number().int().openapi({ description: '1 country, 2 region, 3 place' }),
    parent_id: z.number().int().nullable(),
    banner: mediaRef.nullable(),
    path: z.string().openapi({ description: 'Site path in the locale', example: '/pays/espagne/andalousie' }),
  })
  .openapi('DestinationSummary');

export const sliderDestinationSchema = destinationSummarySchema
  .extend({ in_slider_sublocations: z.array(destinationSummarySchema) })
  .openapi('SliderDestination');

const continentShape = { id: z.number().int(), code: z.string().openapi({ example: 'EU' }), name: z.string() };

export const continentWithLocationsSchema = z
  .object({ ...continentShape, locations: z.array(destinationSummarySchema) })
  .openapi('ContinentWithLocations');

const destinationNodeSchema = destinationSummarySchema
  .pick({ id: true, name: true, slug: true, entity_type: true, path: true })
  .openapi('DestinationNode');

export const destinationTreeSchema = z
  .array(
    z.object({
      ...continentShape,
      countries: z.array(destinationNodeSchema.extend({ regions: z.array(destinationNodeSchema) })),
    }),
  )
  .openapi('DestinationTree');

const promotionType = z.enum(['coupon', 'offer']);

export const promotionCardSchema = z
  .object({
    id: z.number().int(),
    type: promotionType,
    title: z.string(),
    offer: z.string(),
    description: z.string(),
    condition: z.string(),
    link: z.string(),
    is_exclusive: z.boolean(),
    ends_at: z.string().nullable(),
    slider_image: mediaRef.nullable(),
    stores: z.array(storeSummarySchema),
    coupon: z
      .object({ id: z.number().int(), type: promotionType, code: z.string().nullable(), time_of_using: z.string().nullable() })
      .nullable(),
  })
  .openapi('LocationPromotion');

export const destinationPageSchema = z
  .object({
    id: z.number().int(),
    entity_type: entityType,
    level: z.number().int(),
    path: z.string(),
    banner: mediaRef.nullable(),
    ...landingContentShape,
    bottom_description: z.string().openapi({ description: 'Sanitized HTML' }),
    related_category: categorySummarySchema.nullable(),
    related_posts: z.array(relatedPostSchema),
    datafeed_linking_fields: linkingFieldsSchema,
    in_slider_sublocations: z.array(destinationSummarySchema),
    sublocations: z.array(destinationSummarySchema),
    banner_stores: z.array(storeSummarySchema),
    parent_path: z.array(z.string()).openapi({ description: 'Slugs from the country down to the parent' }),
    continent_locations: z.array(destinationSummarySchema),
    bottom_related_sublocations: z.array(destinationSummarySchema),
    specific_hotels: z.array(propertySchema),
    promotions: z.array(promotionCardSchema).openapi({
      description: 'Active promotions of the banner stores and of the related category',
    }),
  })
  .openapi('DestinationLandingPage');
