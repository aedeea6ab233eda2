import { z } from '@hono/zod-openapi';
import { ENTITY_TYPES } from '@/lib/entity-paths';
import { slugText } from '../lib/schemas';

export const entityTypeSchema = z.enum(ENTITY_TYPES).openapi('EntityType');

const slugRefSchema = z.object({ entity_type: entityTypeSchema, id: z.number().int(), slug: z.string() });

export const resolvedSlugSchema = slugRefSchema
  .extend({
    parent: slugRefSchema.nullable().openapi({ description: 'The parent entity, when the slug is a child' }),
    path: z.string().openapi({ description: 'Site path in the locale', example: '/pays/espagne/andalousie' }),
  })
  .openapi('ResolvedSlug');

export const slugQuery = z.object({
  slug: slugText.openapi({ example: 'espagne' }),
  entity_type: entityTypeSchema.optional().openapi({
    description: 'Kind expected by the path; location and sublocation (category and subcategory) find each other',
  }),
  parent: slugText.optional().openapi({ description: "The parent's slug" }),
});
