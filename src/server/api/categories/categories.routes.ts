import { createRoute, z } from '@hono/zod-openapi';
import { PAGE_SIZE } from '@/lib/constants';
import { errors, idParam, idQuery, json, languageQuery, pageNumber, paginated, queryBoolean, slugParam, slugText } from '../lib/schemas';
import { promotionCountsSchema } from '../stores/stores.schemas';
import { categoryMinifiedSchema, categoryPageSchema, categorySummarySchema, headerCategorySchema } from './categories.schemas';

const tags = ['categories'];

const parentSlugQuery = slugText
  .optional()
  .openapi({ description: 'Slug of the parent, to tell apart equal child slugs under different parents' });

export const list = createRoute({
  method: 'get',
  path: '/categories/',
  tags,
  summary: 'Categories, by position; `in_menu=true` for the menu (40 by default), `minified=true` for the short form',
  request: {
    query: languageQuery.extend({
      page: pageNumber.default(1),
      size: z.coerce
        .number()
        .int()
        .min(1)
        .max(100)
        .optional()
        .openapi({ description: `Defaults to ${PAGE_SIZE.general}, or to the menu's 40 with in_menu=true` }),
      in_menu: queryBoolean.optional(),
      minified: queryBoolean.optional(),
      level: z.coerce.number().int().min(1).max(3).optional(),
      parent: idQuery.optional().openapi({ description: 'Only the children of this category id' }),
    }),
  },
  responses: {
    200: json(paginated(z.union([categorySummarySchema, categoryMinifiedSchema]), 'Category')),
    400: errors[400],
  },
});

export const homepage = createRoute({
  method: 'get',
  path: '/categories/homepage/',
  tags,
  summary: 'Categories of the home page, with icon and banner',
  request: { query: languageQuery },
  responses: { 200: json(z.array(categorySummarySchema)), 400: errors[400] },
});

export const inHeader = createRoute({
  method: 'get',
  path: '/categories/in_header_categories/',
  tags,
  summary: 'Heading categories of the header, each with up to 8 children',
  request: { query: languageQuery },
  responses: { 200: json(z.array(headerCategorySchema)), 400: errors[400] },
});

export const homepageSlider = createRoute({
  method: 'get',
  path: '/categories/homepage_slider/',
  tags,
  summary: 'Categories of the home page slider',
  request: { query: languageQuery },
  responses: { 200: json(z.array(categorySummarySchema)), 400: errors[400] },
});

export const bySlug = createRoute({
  method: 'get',
  path: '/categories/by_slug/{slug}/',
  tags,
  summary: 'A category page by its slug in the locale',
  request: { params: slugParam, query: languageQuery.extend({ parent: parentSlugQuery }) },
  responses: { 200: json(categoryPageSchema), 400: errors[400], 404: errors[404] },
});

export const byId = createRoute({
  method: 'get',
  path: '/categories/{id}/',
  tags,
  summary: 'A category page by id',
  request: { params: idParam, query: languageQuery },
  responses: { 200: json(categoryPageSchema), 400: errors[400], 404: errors[404] },
});

export const promotionsCounts = createRoute({
  method: 'get',
  path: '/categories/{id}/promotions_counts/',
  tags,
  summary: 'Active codes and offers filed under a category (by id, or by slug)',
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^(\d{1,10}|[a-z0-9][a-z0-9-]{0,199})$/)
        .openapi({ param: { name: 'id', in: 'path' }, description: 'Category id or slug', example: '1' }),
    }),
    query: languageQuery.extend({ parent: parentSlugQuery }),
  },
  responses: { 200: json(promotionCountsSchema), 400: errors[400], 404: errors[404] },
});
