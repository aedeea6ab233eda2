import { createRoute, z } from '@hono/zod-openapi';
import { PAGE_SIZE } from '@/lib/constants';
import { errors, idParam, idQuery, json, languageQuery, listQuery, paginated, slugParam } from '../lib/schemas';
import { storeSummarySchema } from '../stores/stores.schemas';
import { postDetailSchema, postSummarySchema } from './posts.schemas';

const tags = ['blog'];

const entityId = idQuery;

export const list = createRoute({
  method: 'get',
  path: '/posts/',
  tags,
  summary: 'Posts, newest first; `category` keeps one blog category’s',
  request: { query: listQuery(PAGE_SIZE.blogList).extend({ category: entityId.optional() }) },
  responses: { 200: json(paginated(postSummarySchema, 'PostSummary')), 400: errors[400] },
});

export const randomByCategory = createRoute({
  method: 'get',
  path: '/posts/random_posts_by_category/',
  tags,
  summary: 'Posts of a category in an order that changes once a day; `exclude` leaves one out',
  request: {
    query: languageQuery.extend({
      category: entityId,
      exclude: entityId.optional(),
      size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.randomPosts),
    }),
  },
  responses: { 200: json(z.array(postSummarySchema)), 400: errors[400], 404: errors[404] },
});

export const bySlug = createRoute({
  method: 'get',
  path: '/posts/by_slug/{slug}/',
  tags,
  summary: 'A post by its slug in the locale',
  request: { params: slugParam, query: languageQuery },
  responses: { 200: json(postDetailSchema), 400: errors[400], 404: errors[404] },
});

export const byId = createRoute({
  method: 'get',
  path: '/posts/{id}/',
  tags,
  summary: 'A post by id, with its content, category and SEO fields',
  request: { params: idParam, query: languageQuery },
  responses: { 200: json(postDetailSchema), 400: errors[400], 404: errors[404] },
});

export const similarStores = createRoute({
  method: 'get',
  path: '/posts/{id}/similar_stores/',
  tags,
  summary: 'The stores shown beside a post',
  request: { params: idParam, query: languageQuery },
  responses: { 200: json(z.array(storeSummarySchema)), 400: errors[400], 404: errors[404] },
});
