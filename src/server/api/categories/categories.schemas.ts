import { z } from '@hono/zod-openapi';
import { mediaRef } from '../lib/schemas';
import { promotionCountsSchema, storeSummarySchema } from '../stores/stores.schemas';
import { linkingFieldsSchema, propertySchema } from '../datafeed/datafeed.schemas';
import { landingContentShape, relatedPostSchema } from './landing-page.schemas';

const entityType = z.enum(['category', 'subcategory']);

export const categoryMinifiedSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), entity_type: entityType, parent_id: z.number().int().nullable() })
  .openapi('CategoryMinified');

export const categorySummarySchema = categoryMinifiedSchema
  .extend({
    level: z.number().int().openapi({ example: 1 }),
    icon: mediaRef.nullable(),
    banner: mediaRef.nullable(),
    path: z.string().openapi({ description: 'Site path in the locale', example: '/categories/plage' }),
  })
  .openapi('CategorySummary');

export const headerCategorySchema = categorySummarySchema
  .extend({ children: z.array(categorySummarySchema) })
  .openapi('HeaderCategory');

export const categoryPageSchema = z
  .object({
    id: z.number().int(),
    entity_type: entityType,
    level: z.number().int(),
    path: z.string(),
    icon: mediaRef.nullable(),
    banner: mediaRef.nullable(),
    ...landingContentShape,
    below_description: z.string().openapi({ description: 'Sanitized HTML' }),
    stores: z.array(storeSummarySchema),
    related_category: categorySummarySchema.nullable(),
    related_posts: z.array(relatedPostSchema),
    children_categories: z.array(categorySummarySchema),
    bottom_related_stores: z.array(storeSummarySchema),
    datafeed_linking_fields: linkingFieldsSchema,
    in_slider_subcategories: z.array(categorySummarySchema),
    parent_category: categorySummarySchema
      .extend({ parent_category: categorySummarySchema.nullable() })
      .nullable()
      .openapi({ description: 'The parent, with its own parent' }),
    specific_hotels: z.array(propertySchema),
    counts: promotionCountsSchema,
  })
  .openapi('CategoryLandingPage');
