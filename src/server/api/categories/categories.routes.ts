import { createRoute, z } from '@hono/zod-openapi';
import { PAGE_SIZE } from '@/lib/constants';
import { publicReads } from '../lib/routes';
import { errors, idQuery, json, languageQuery, pageNumber, paginated, queryBoolean, slugText } from '../lib/schemas';
import { promotionCountsSchema } from '../stores/stores.schemas';
import { categoryForm, categoryPatchForm } from '@/lib/editing/landing-pages';
import { categoryMinifiedSchema, categoryPageSchema, categorySummarySchema, headerCategorySchema } from './categories.schemas';
import { landingWriteRoutes } from './landing-page-writes';
import { categoryRecordSchema } from './landing-page.schemas';

const tags = ['categories'];
const read = publicReads(tags);

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

export const homepage = read.get('/categories/homepage/', 'Categories of the home page, with icon and banner', z.array(categorySummarySchema));

export const inHeader = read.get('/categories/in_header_categories/', 'Heading categories of the header, each with up to 8 children', z.array(headerCategorySchema));

export const homepageSlider = read.get('/categories/homepage_slider/', 'Categories of the home page slider', z.array(categorySummarySchema));

export const bySlug = read.bySlug('/categories/by_slug/{slug}/', 'A category page by its slug in the locale', categoryPageSchema, languageQuery.extend({ parent: parentSlugQuery }));

export const byId = read.byId('/categories/{id}/', 'A category page by id', categoryPageSchema);

const idOrSlugParam = z.object({
  id: z
    .string()
    .regex(/^(\d{1,10}|[a-z0-9][a-z0-9-]{0,199})$/)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'Category id or slug', example: '1' }),
});

export const promotionsCounts = read.find('/categories/{id}/promotions_counts/', 'Active codes and offers filed under a category (by id, or by slug)', promotionCountsSchema, {
  params: idOrSlugParam,
  query: languageQuery.extend({ parent: parentSlugQuery }),
});

const writes = landingWriteRoutes('/categories', tags, 'category', {
  input: categoryForm.openapi('CategoryInput'),
  patch: categoryPatchForm.openapi('CategoryPatch'),
  record: categoryRecordSchema,
});

export const { create, patch, remove, addFaqItem, replaceFaqItem, removeFaqItem } = writes;
